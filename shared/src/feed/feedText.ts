/**
 * How a feed's text becomes what a reader sees: untrusted HTML (or text that may hold some) to
 * plain text, titles, summaries cut at a word. One set of rules for the build's reader (on
 * htmlparser2's tree) and the page's live reader (on the browser's DOMParser tree): each brings
 * its parser as a MarkupTree, the walk is the same.
 */

/** How much of an item's HTML is read, in characters: a summary's 200 characters sit near the start, and a hostile feed can nest elements thousands deep. */
export const HTML_READ = 50_000;
const TITLE_READ = 2_000;

/** A parsed HTML tree as the walk needs it, whatever the parser. */
export interface MarkupTree<N> {
  /** The node's text, when it is a text node. */
  text(node: N): string | null;
  /** The element's name in lower case, when it is an element. */
  tag(node: N): string | null;
  children(node: N): readonly N[];
  attribute(node: N, name: string): string | undefined;
}

/** HTML from a feed, parsed by the caller's parser: the top-level nodes. */
export type ParseMarkup<N> = (html: string) => readonly N[];

/**
 * Elements whose content is code, a raw copy of markup, not meant to be read, or (a figure's
 * caption, often "Photo by … on Unsplash") about an image the text does not show.
 */
const UNREAD = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'noembed', 'noframes', 'object', 'xmp', 'textarea', 'title', 'head', 'svg', 'math', 'figcaption']);
/** Elements that break words apart on screen: "<p>one</p><p>two</p>" reads "one two". */
const BREAKS = new Set(['address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'img', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul']);

/**
 * Elements a title's markup is made of, or that must never show as text. Any other tag in a title is
 * the author writing about HTML: a feed escapes "Why <dialog> beats a div" exactly as it would escape
 * markup, and reading it as markup would print "Why beats a div".
 */
const TITLE_MARKUP = new Set([...UNREAD, 'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'embed', 'i', 'img', 'ins', 'kbd', 'mark', 'picture', 'q', 's', 'samp', 'small', 'source', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'video', 'audio', 'wbr', 'font']);

export function collapse(text: unknown): string {
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
}

/** At most `length` characters, cut back to a word boundary in the second half, with '…' when cut. */
export function shorten(text: string, length: number): string {
  if (text.length <= length) return text;
  let cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  if (text[length] === ' ') cut = cut.trimEnd();
  else if (space > length / 2) cut = cut.slice(0, space);
  else if (/[\uD800-\uDBFF]/.test(cut.at(-1) ?? '')) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** Where a block element ends: a space, so its words don't run into the next. */
const BREAK: unique symbol = Symbol('break');

/** The text a reader would see of some nodes. Iterative: a hostile feed can nest deeper than the call stack goes. */
function textOf<N>(roots: readonly N[], tree: MarkupTree<N>): string {
  const parts: string[] = [];
  const stack: (N | typeof BREAK)[] = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as N | typeof BREAK;
    if (node === BREAK) {
      parts.push(' ');
      continue;
    }
    const text = tree.text(node);
    if (text !== null) {
      parts.push(text);
      continue;
    }
    const name = tree.tag(node);
    if (name === null || UNREAD.has(name)) continue;
    const children = [...tree.children(node)].reverse();
    if (BREAKS.has(name)) {
      parts.push(' ');
      stack.push(BREAK);
    }
    stack.push(...children);
  }
  return collapse(parts.join(''));
}

/** The first element named `name` in document order, for which `accept` gives a value. */
export function findElement<N, T>(roots: readonly N[], tree: MarkupTree<N>, name: string, accept: (node: N) => T | null): T | undefined {
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as N;
    if (tree.tag(node) === name) {
      const value = accept(node);
      if (value !== null) return value;
    }
    stack.push(...[...tree.children(node)].reverse());
  }
  return undefined;
}

export interface FeedText {
  /** Untrusted HTML, or text that may hold some, as the plain text a reader would see. */
  htmlToText(value: unknown): string;
  /** A title: its markup read as markup, any other tag as the words the author wrote. */
  titleText(value: unknown): string;
}

export function feedText<N>(parse: ParseMarkup<N>, tree: MarkupTree<N>): FeedText {
  const htmlToText = (value: unknown) => {
    if (typeof value !== 'string') return '';
    if (!value.includes('<') && !value.includes('&')) return collapse(value);
    return textOf(parse(value.slice(0, HTML_READ)), tree);
  };
  return {
    htmlToText,
    titleText: (value) =>
      typeof value === 'string'
        ? htmlToText(value.slice(0, TITLE_READ).replace(/<(?=\/?([a-z][\w-]*))/gi, (lessThan, name: string) => (TITLE_MARKUP.has(name.toLowerCase()) ? lessThan : '&lt;')))
        : '',
  };
}
