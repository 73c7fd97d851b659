import type { OwnPagePlace, PageName, Place, PostPlace } from './contract';

/*
 * A post's and an own page's place, by its slug or name. Apart from the contract: the shell's first
 * chunk, which every site sends, never reads a place's parts (a site without posts or pages sends none of this).
 */

export function postPlace(slug: string): PostPlace {
  return `post:${slug}`;
}

/** The slug of a post's place; null for any other place. */
export function postSlugOf(place: Place): string | null {
  return place.startsWith('post:') ? place.slice('post:'.length) : null;
}

export function ownPagePlace(name: string): OwnPagePlace {
  return `page:${name}`;
}

/** The name of an own page's place; null for any other place. */
export function ownPageNameOf(place: Place): string | null {
  return place.startsWith('page:') ? place.slice('page:'.length) : null;
}

/** The name of a part's place; null for any other place. */
export function partNameOfPlace(place: Place): string | null {
  return place.startsWith('part:') ? place.slice('part:'.length) : null;
}

/** The page a post or page place belongs to: a post is read from the Writing page. */
export function pageOf(place: PageName | PostPlace): PageName {
  return postSlugOf(place) === null ? (place as PageName) : 'writing';
}
