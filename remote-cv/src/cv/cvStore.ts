/**
 * Fetches and parses the CV once per visit. The state lives at module level, outside React, so
 * page changes and the shell's resize re-mounts reuse it instead of fetching again.
 */
import cvTexts from '@cv-text';
import { createStateCell, pageLanguage, t } from '@portfolio/shared';
import type { CvSectionKind } from '@portfolio/shared';
import type { CvDocument, CvFile, CvReader } from '../parser';
import { readCv } from '../parser';

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

export interface CvStore {
  getState(): CvState;
  subscribe(listener: () => void): () => void;
  /** Starts the first fetch; does nothing once one has started. */
  load(): void;
  /** Fetches again after a failure (or a partial load). */
  retry(): void;
  /** The language the CV is written in, where known: a page in another language marks its text with it. */
  language?: { lang: string; dir: 'ltr' | 'rtl' };
}

/** A server that never answers must not leave the placeholder up for ever. */
const FETCH_TIMEOUT_MS = 20000;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout?.(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.text();
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

  return {
    getState: cell.get,
    subscribe: cell.subscribe,
    load() {
      if (cell.get().status === 'idle') void fetchAll();
    },
    retry() {
      if (cell.get().status !== 'loading') void fetchAll();
    },
  };
}

/**
 * The build resolves the owner's CV folder (\input, sidebar files) into one text per language, and
 * names the kind of each of its section titles. A page shows the CV in its own language, or the main
 * one where a translation has no CV.
 */
const cvText = cvTexts.find((cv) => cv.lang === pageLanguage()) ?? cvTexts[0]!;

export const cvStore: CvStore = {
  ...createCvStore(
    [{ file: 'content/cv', url: cvText.url }],
    (title) => cvText.kinds[title] ?? null,
    () => cvText.reader().then((module) => module.reader),
  ),
  language: { lang: cvText.lang, dir: cvText.dir },
};
