/**
 * What a remote's own content.json holds (shared/src/contract.ts REMOTE_CONTENT_FILE): written by the
 * remote's build, read by its code, preloaded by the host. Every one names its pages' background
 * videos; the CV remote's holds the CV of each language, the projects remote's where it reads the
 * owner's repositories.
 */
import { REMOTE_CONTENT_FILE, type SectionPageName } from '../contract';
import type { BackgroundVideo } from '../frame/SectionPage';
import type { CvClass, CvSectionKind } from './cvSections';
import type { GitHubConfig } from './github';

/** A server that never answers must not leave the page waiting for ever. */
const FETCH_TIMEOUT_MS = 20000;

/** The content.json of the remote whose files are at `base` (its public path). */
export async function fetchRemoteContent<T>(base: string): Promise<T> {
  const url = base + REMOTE_CONTENT_FILE;
  const response = await fetch(url, { signal: AbortSignal.timeout?.(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return (await response.json()) as T;
}

const reads = new Map<string, Promise<unknown>>();

/**
 * The content.json of the remote at `base`, read once per page load by all that ask (a page's data
 * and its background); a read that failed is read again by the next ask (a Retry).
 */
export function remoteContent<T extends RemoteContent>(base: string): Promise<T> {
  const known = reads.get(base);
  if (known) return known as Promise<T>;
  const reading = fetchRemoteContent<T>(base);
  reads.set(base, reading);
  reading.catch(() => {
    if (reads.get(base) === reading) reads.delete(base);
  });
  return reading;
}

/** What every remote's content.json holds. */
export interface RemoteContent {
  /**
   * Each of its section pages' background video, files relative to the remote's folder (named by
   * their bytes); null for a page the owner gave none.
   */
  /** By section page, and by the name an own page's `video` gives. */
  backgrounds: Partial<Record<SectionPageName | (string & {}), BackgroundVideo | null>>;
}

/**
 * One language's CV as the build resolved it (the owner's CV folder, or a translation's own): one
 * text, with the form and the kind of each section title found at build time, so neither the title
 * lists of many languages nor the other forms' readers are in the browser's code.
 */
export interface CvText {
  /** The language it is written in. */
  lang: string;
  /** The direction it is written in. */
  dir: 'ltr' | 'rtl';
  /** Its content-hashed file, relative to the CV remote's folder. */
  file: string;
  /** The kind of section each of its titles names (titles no list names are left out). */
  kinds: Record<string, CvSectionKind>;
  cvClass: CvClass;
  /**
   * The Publications page's data (remote-cv/src/publications/types.ts), relative to the CV remote's
   * folder: the publications this CV's bibliography prints, else the main CV's; absent when none does.
   */
  publications?: string;
}

/** The CV remote's content.json. */
export interface CvContent extends RemoteContent {
  /** The CV of each language that has its own, the main language's first. */
  cv: CvText[];
}

/** The projects remote's content.json. */
export interface ProjectsContent extends RemoteContent {
  github: GitHubConfig;
}

/** The CV a page in `lang` shows: its language's own, else the main one; none when there is none. */
export function cvForLanguage(texts: readonly CvText[], lang: string): CvText | undefined {
  return texts.find((cv) => cv.lang === lang) ?? texts[0];
}

/** The Writing remote's content.json. */
export interface WritingContent extends RemoteContent {
  /**
   * The index of the owner's own posts (shared/src/markdown/postFiles.ts PostSummary[]), relative to
   * the remote's folder; absent when they have none.
   */
  posts?: string;
  /** The owner's own pages' index (content/pages/), in menu order, when there are any: static/media/pages.<hash>.json. */
  pages?: string;
  /**
   * Each language with translations of its own (content/translations/<tag>/posts/, …/pages/): its
   * indexes, which hold its translations and the main language's posts and pages they leave out. A
   * language without is shown the main indexes.
   */
  languages?: Record<string, { posts?: string; pages?: string }>;
}
