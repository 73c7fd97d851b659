/**
 * The owner's content as a page's apps read it at run time. The build writes it into every page as
 * JSON (#portfolio-content), beside the language context, so no app's code holds any content: an
 * edit of the content changes pages and data, and leaves every script and stylesheet byte for byte
 * as it was (a returning visitor downloads only what changed). The shell's page holds what every
 * remote reads, since the remotes render into it; a remote's own page holds its own part.
 */
import { OWN_PAGE_MODULE, type Place } from '../contract';
import type { SiteContent } from './schema';

/** The owner's CV as a PDF, offered for download (its file beside the app's page). */
export interface CvPdf {
  file: string;
  bytes: number;
}

/** The owner's picture as the home page's <picture> shows it (builder/media/profilePicture.js): addresses from the shell's root. */
export interface ProfilePicture {
  width: number;
  height: number;
  sizes: string;
  /** Best format first: what a <picture>'s <source> elements need. */
  sources: { type: string; srcSet: string }[];
  /** The JPEG fallback for the <img>. */
  src: string;
}

/** An entry of the owner's own in the home menu: a page of theirs (content/pages/) or a part (site.json "parts"). */
export interface OwnPageEntry {
  name: string;
  title: string;
  /** page:<name> or part:<name>. */
  place: Place;
  /** The federated module that shows it (and its button preloads on intent). */
  module: string;
}

export interface PageContent {
  /** The part of content/site.json the page's apps read (builder/contentUse.js). */
  site: SiteContent;
  cvPdf: CvPdf | null;
  /** The playlist's first track name, for the music bar before the player is loaded; null without music. */
  musicFirstTitle: string | null;
  /** Whether the site shows a Writing page: site.json names a feed, and the build has its posts. */
  writingPage: boolean;
  /** The owner's own pages (content/pages/) and parts, in menu order: each one's name (its place, page:<name> or part:<name>) and title in the page's language. */
  ownPages: OwnPageEntry[];
  /** Whether the site shows a Publications page: the owner's CV prints a bibliography with entries (or resume.json lists publications). */
  publicationsPage: boolean;
  /** The music remote's track files, in play order. */
  playlist: string[];
  /** The home page's picture (the shell's page only); null when the build could not make it (it says why). */
  picture: ProfilePicture | null;
}

export const PAGE_CONTENT_ID = 'portfolio-content';

let current: Partial<PageContent> | undefined;

/** Sets the content where there is no page to read it from: the prerender (node) and unit tests. */
export function setPageContent(content: Partial<PageContent>): void {
  current = content;
}

function pageContent(): Partial<PageContent> {
  if (current) return current;
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_CONTENT_ID)?.textContent;
  if (!text) throw new Error(`This page has no #${PAGE_CONTENT_ID} element (the owner's content): rebuild the page with this version.`);
  current = JSON.parse(text) as Partial<PageContent>;
  return current;
}

/** One part of the page's content; a page built without it (an app the page does not host, or an older build) is an error that says so. */
export function contentPart<K extends keyof PageContent>(key: K): PageContent[K] {
  const content = pageContent();
  if (!(key in content)) throw new Error(`This page's content has no "${key}": rebuild the page with the version of the app that reads it.`);
  return content[key] as PageContent[K];
}

/**
 * An own page's or part's title as the home menu shows it, or its name on a page without the menu's
 * list (the Writing remote's own page, a shell older than own pages): what its heading says while it loads.
 */
export function ownPageTitle(name: string): string {
  return pageContent().ownPages?.find((page) => page.name === name)?.title ?? name;
}

/** The module that shows one of the owner's own pages or parts, by its place: as the menu names it. */
export function ownPageModule(place: Place): string {
  return pageContent().ownPages?.find((entry) => entry.place === place)?.module ?? OWN_PAGE_MODULE;
}

/** The owner's validated content/site.json (the part the page's apps read). */
export function siteContent(): SiteContent {
  return contentPart('site');
}
