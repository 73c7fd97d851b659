/**
 * Where the documents of the owner's posts and pages are (SPEC §2, entry documents), relative to the
 * site root: what links, the sitemap, the feed and analytics name. Apart from the contract, so the
 * shell's first script does not carry what only its analytics and the builds use.
 */

/** A post's document (`dir`: its language's folder, "" for the main one). */
export function postPath(slug: string, dir = ''): string {
  return `${dir}posts/${encodeURIComponent(slug)}/`;
}

/** An own page's document (`dir`: its language's folder). */
export function ownPagePath(name: string, dir = ''): string {
  return `${dir}${encodeURIComponent(name)}/`;
}
