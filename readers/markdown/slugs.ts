/**
 * Names made from text: a post's slug (its address) and a heading's id (its anchor). Both keep any
 * script's letters, so a Chinese title gives a Chinese slug, as GitHub does for headings.
 */

/** Lower case, every run of what is not a letter, mark or digit one '-', none at the ends. */
export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

/**
 * A heading's id as GitHub makes it (github-slugger): lower case, punctuation and symbols removed,
 * each space a '-' (so "A -- B" gives "a----b", as on GitHub).
 */
export function headingSlug(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
    .slice(0, 100);
}

/** Hands out ids once each: a repeat gets '-1', '-2'… as on GitHub; ids already taken (written by the owner) are skipped over. */
export class IdSet {
  private readonly used = new Set<string>();

  /** An id the owner wrote ({#id}, <h2 id>): kept as written, reserved first. */
  reserve(id: string): void {
    this.used.add(id);
  }

  unique(base: string): string {
    const start = base || 'section';
    let id = start;
    for (let n = 1; this.used.has(id); n += 1) id = `${start}-${n}`;
    this.used.add(id);
    return id;
  }
}
