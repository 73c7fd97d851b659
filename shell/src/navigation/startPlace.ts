import { isPlace, type Place } from '@portfolio/shared';

/** The element the app renders into; its data-start names the place a document starts on. */
export const ROOT_ID = 'root';

/**
 * The place this document starts the site on: home, or, in a post's own document (posts/<slug>/,
 * written by the build), that post (SPEC §2, entry documents).
 */
export function startPlace(root?: HTMLElement | null): Place {
  // The prerender (no document) renders home.
  const start = (root === undefined && typeof document !== 'undefined' ? document.getElementById(ROOT_ID) : root)?.dataset.start;
  return isPlace(start) ? start : 'home';
}
