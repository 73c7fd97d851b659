import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ENTRY_DATA_ID, isPlace, loadPostFile, type EntryData, type PostBody } from '@portfolio/shared';
import type { AppProps } from '../App';
import { EntryPage } from './EntryPage';

/** Where the document's page was prerendered from, or null (a development page, which the build does not prerender). */
function entryData(): EntryData | null {
  const text = document.getElementById(ENTRY_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<EntryData>;
    return typeof data.base === 'string' && typeof data.file === 'string' ? { base: data.base, file: data.file } : null;
  } catch {
    return null;
  }
}

/** The post's file (the document preloads it), or null when it cannot be had. */
async function entryPost({ base, file }: EntryData): Promise<PostBody | null> {
  try {
    return await loadPostFile(base, file);
  } catch {
    return null;
  }
}

/**
 * Starts the app on a post's or own page's document (SPEC §2, entry documents), on the place the
 * build wrote for it (home for anything else). The page is hydrated as home is, from the file it was
 * prerendered from: the same EntryPage, so the reader's page stays the very same elements and no
 * remote loads before the visitor moves on. Should the file not come, the page stays as the build
 * wrote it, readable, its links working. A page without it (under `npm start`, nothing is
 * prerendered) renders its place from the Writing remote, which shows saves live.
 */
export async function startOnEntryDocument(container: HTMLElement, App: ComponentType<AppProps>): Promise<void> {
  const named = container.dataset.start;
  const start = isPlace(named) ? named : 'home';
  const data = start === 'home' ? null : entryData();
  if (!data || !container.firstElementChild) {
    createRoot(container).render(<App start={start} />);
    return;
  }
  const post = await entryPost(data);
  if (!post) {
    console.warn(`The site could not load ${data.file} to start on this page; it stays as it is.`);
    window.__replayEarlyClicks?.();
    return;
  }
  const app = <App start={start} entry={(onNavigate) => <EntryPage place={start} post={post} base={data.base} onNavigate={onNavigate} />} />;
  // As home: a transition, so React yields every few milliseconds while the reader reads.
  startTransition(() => void hydrateRoot(container, app));
}
