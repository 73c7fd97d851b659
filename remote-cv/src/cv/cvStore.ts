/**
 * Fetches and parses the CV once per visit. The state lives at module level, outside React, so
 * page changes and the shell's resize re-mounts reuse it instead of fetching again.
 */
import { createStateCell, cvForLanguage, remoteContent, pageLanguage, t } from '@portfolio/shared';
import type { CvContent, CvSectionKind } from '@portfolio/shared';
import type { CvDocument, CvFile, CvReader } from '../parser';
import { readCv } from '../parser';
import { fetchText, storeOver, type LoadingStore } from './loadingStore';
import { loadReader } from './readerChunks';

export type CvState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `missing` names the files that could not be fetched: the rest is shown. */
  | { status: 'ready'; cv: CvDocument; missing: string[] }
  | { status: 'failed' };

export interface CvSource {
  /** The name in warnings and messages, e.g. "content/cv/main.tex". */
  file: string;
  url: string;
}

export interface CvStore extends LoadingStore<CvState> {
  /** The language the CV is written in, where known: a page in another language marks its text with it. */
  language?: { lang: string; dir: 'ltr' | 'rtl' };
}

/**
 * @param loadReader  the reader of the CV's form (in the browser, its own chunk, fetched alongside the text)
 */
export function createCvStore(
  sources: CvSource[],
  kindOfTitle: (title: string) => CvSectionKind | null,
  loadReader: () => Promise<CvReader>,
  fetchFile: (url: string) => Promise<string> = fetchText,
): CvStore {
  const cell = createStateCell<CvState>({ status: 'idle' });
  const { set } = cell;

  const fetchAll = async () => {
    set({ status: 'loading' });
    const [reader, results] = await Promise.all([loadReader().catch(() => null), Promise.allSettled(sources.map((source) => fetchFile(source.url)))]);
    const files: CvFile[] = [];
    const missing: string[] = [];
    results.forEach((result, index) => {
      const { file } = sources[index]!;
      if (result.status === 'fulfilled') files.push({ file, text: result.value });
      else missing.push(file);
    });
    // Without its reader (a chunk that did not arrive) the text cannot be read: Retry loads both again.
    if (files.length === 0 || !reader) {
      set({ status: 'failed' });
      return;
    }
    const cv = readCv(reader, files, kindOfTitle, { lang: pageLanguage(), t });
    if (__DEV__ && cv.warnings.length > 0) {
      console.warn(cv.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`).join('\n'));
    }
    set({ status: 'ready', cv, missing });
  };

  return storeOver(cell, fetchAll);
}

/**
 * The store of the CV the remote's content.json names (remote-cv/builder/cvTexts.js: each language's
 * text, its form and its section titles' kinds): content.json first, then that CV with its form's
 * reader. A page in a language without its own CV shows the main one. Retry reads content.json
 * again too: after a redeploy it names the new text.
 */
export function createContentCvStore(
  loadContent: () => Promise<CvContent>,
  lang: string,
  base: string,
  fetchFile: (url: string) => Promise<string> = fetchText,
): CvStore {
  const cell = createStateCell<CvState>({ status: 'idle' });
  let inner: { store: CvStore; unsubscribe: () => void } | null = null;
  let language: CvStore['language'];

  const start = async () => {
    inner?.unsubscribe();
    inner = null;
    cell.set({ status: 'loading' });
    const content = await loadContent().catch(() => null);
    const cvText = content && Array.isArray(content.cv) ? cvForLanguage(content.cv, lang) : undefined;
    if (!cvText) {
      cell.set({ status: 'failed' });
      return;
    }
    language = { lang: cvText.lang, dir: cvText.dir };
    const store = createCvStore(
      [{ file: 'content/cv', url: base + cvText.file }],
      (title) => cvText.kinds[title] ?? null,
      () => loadReader(cvText.cvClass),
      fetchFile,
    );
    inner = { store, unsubscribe: store.subscribe(() => cell.set(store.getState())) };
    store.load();
  };

  return {
    ...storeOver(cell, start),
    get language() {
      return language;
    },
  };
}

/** Beside this remote's code, wherever it was loaded from (publicPath 'auto'). */
export const cvStore: CvStore = createContentCvStore(() => remoteContent<CvContent>(__webpack_public_path__), pageLanguage(), __webpack_public_path__);
