/**
 * The Publications page's data, fetched once per visit: content.json names the file of the page's
 * language (its own CV's list, else the main one's), then the file itself. Module-level state, like
 * the CV's, so a resize re-mount or a page change does not fetch again.
 */
import { createStateCell, cvForLanguage, type CvContent } from '@portfolio/shared';
import { fetchText, storeOver, type LoadingStore } from '../cv/loadingStore';
import type { Publications } from './types';

export type PublicationsState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `publications` null: this CV prints no bibliography. `language`: what the list is written in. */
  | { status: 'ready'; publications: Publications | null; language: { lang: string; dir: 'ltr' | 'rtl' } }
  | { status: 'failed' };

export type PublicationsStore = LoadingStore<PublicationsState>;

const fetchJson = async (url: string): Promise<unknown> => JSON.parse(await fetchText(url));

export function createPublicationsStore(loadContent: () => Promise<CvContent>, lang: string, base: string, fetchFile: (url: string) => Promise<unknown> = fetchJson): PublicationsStore {
  const cell = createStateCell<PublicationsState>({ status: 'idle' });
  const run = async () => {
    cell.set({ status: 'loading' });
    try {
      const content = await loadContent();
      const cv = Array.isArray(content.cv) ? cvForLanguage(content.cv, lang) : undefined;
      if (!cv) throw new Error('content.json names no CV');
      const publications = cv.publications ? ((await fetchFile(base + cv.publications)) as Publications) : null;
      cell.set({ status: 'ready', publications, language: { lang: cv.lang, dir: cv.dir } });
    } catch {
      cell.set({ status: 'failed' });
    }
  };
  return storeOver(cell, run);
}
