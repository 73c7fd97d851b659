import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ENTRY_DATA_ID, isPlace, type EntryData } from '@portfolio/shared';
import type { AppProps } from '../App';
import { EntryPage } from './EntryPage';

/** What the document carries of its page, or null (a development page, which the build does not prerender). */
function entryData(): EntryData | null {
  const text = document.getElementById(ENTRY_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as EntryData;
  } catch {
    return null;
  }
}

/**
 * Starts the app on a post's or own page's document (SPEC §2, entry documents), on the place the
 * build wrote for it (home for anything else). The page is hydrated as home is: from the data the
 * document carries, the same EntryPage the build prerendered, so the reader's page stays the very
 * same elements and no remote loads before the visitor moves on. A page without the data (under
 * `npm start`, nothing is prerendered) renders its place from the Writing remote, which shows saves live.
 */
export function startOnEntryDocument(container: HTMLElement, App: ComponentType<AppProps>): void {
  const named = container.dataset.start;
  const start = isPlace(named) ? named : 'home';
  const data = start === 'home' ? null : entryData();
  if (data && container.firstElementChild) {
    const app = <App start={start} entry={(onNavigate) => <EntryPage place={start} post={data.post} base={data.base} onNavigate={onNavigate} />} />;
    // As home: a transition, so React yields every few milliseconds while the reader reads.
    startTransition(() => void hydrateRoot(container, app));
  } else {
    createRoot(container).render(<App start={start} />);
  }
}
