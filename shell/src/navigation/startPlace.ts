import { isPlace, type Place } from '@portfolio/shared';

/**
 * The place this document starts the site on: home, or, in a post's or own page's document
 * (posts/<slug>/, <name>/, written by the build), that one (SPEC §2, entry documents). The
 * prerender (no document) renders home.
 */
export function startPlace(): Place {
  const start = typeof document === 'undefined' ? null : document.getElementById('root')?.dataset.start;
  return isPlace(start) ? start : 'home';
}
