/**
 * What a Markdown post or page becomes at build time: a tree of plain JSON that React renders
 * element by element. No HTML string is ever in it, so the page needs no innerHTML, no Trusted Types
 * policy and no inline style: the CSP stays as it is. The build's reader (readers/markdown/) makes
 * it; every element in it is from the safe list below, with only the attributes listed for it.
 *
 * Compact on purpose (1,000 posts go through the build and into JSON): a node is a string (text)
 * or `{ t, a?, c? }`; `a` and `c` are left out when empty.
 */

/** The elements a tree may hold: what Markdown and GitHub's extensions make, the safe raw HTML an owner writes, highlighting and MathML. */
export const MD_TAGS = [
  // Markdown and GitHub's extensions
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'strong', 'em', 'del', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'input', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'br', 'img',
  // Footnotes: a section with a list; a reference is sup > a.
  'section', 'sup', 'sub',
  // Raw HTML an owner may write (anything else is unwrapped: its text kept, its tag dropped)
  'figure', 'figcaption', 'picture', 'source', 'details', 'summary', 'kbd', 'mark', 'abbr',
  'dl', 'dt', 'dd', 'cite', 'q', 'small', 'ins',
  // Highlighted code: a span's only attribute is className (the highlighter's classes)
  'span',
  // MathML, as Temml writes it
  'math', 'semantics', 'annotation', 'mrow', 'mi', 'mn', 'mo', 'ms', 'mtext', 'mspace', 'msup', 'msub',
  'msubsup', 'mfrac', 'msqrt', 'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd',
  'mlabeledtr', 'mpadded', 'mphantom', 'menclose', 'mstyle', 'merror', 'mmultiscripts', 'mprescripts', 'none',
] as const;

export type MdTagName = (typeof MD_TAGS)[number];

/**
 * Attribute names as React expects them (className, colSpan, rowSpan, srcSet); MathML's own
 * (mathvariant, displaystyle…) as MathML spells them, which React passes through. What each element
 * may carry:
 * - a: href (http:, https:, mailto:, a relative path or a #fragment: nothing else survives),
 *   title; or `post` instead of href: the slug of another post this one links to (Hugo's ref, Jekyll's
 *   post_url, a relative link to its file), with `hash` ('#part') when it names a part of it, which
 *   the site turns into that post's address. A link to a post that is not there is a bare span.
 * - img: src (as written: http(s) or a relative path; the site's media pipeline replaces a local
 *   one, Post.images says where the file is), alt, title, width, height (numbers).
 * - source: srcSet, type, media. h1–h6: id (unique in the post, GitHub's slugs).
 * - ol: start. th/td: align ('left' | 'center' | 'right': a presentational attribute, not a style,
 *   which the CSP would block), colSpan, rowSpan. input: type 'checkbox', checked, disabled (task lists).
 * - details: open. abbr: title. li, sup, section, a: id (footnotes, owners' anchors).
 * - className only on what the reader itself makes: highlighting spans (highlight.js's
 *   'hljs-keyword', 'hljs-title function_', 'language-xml' for an embedded language), code
 *   ('hljs language-python'; 'language-mermaid' when not highlighted), the footnotes section
 *   ('footnotes') and its links ('footnote-ref', 'footnote-back'), a titled code block's figure
 *   ('code'), task lists ('contains-task-list', 'task-list-item'), GitHub's alerts on a blockquote
 *   ('alert alert-note' … 'alert-caution': the site adds the label, in the reader's language),
 *   MathML ('tml-…', Temml's). An owner's own class names are dropped: the site's CSS does not know them.
 * - MathML: the presentation attributes Temml writes.
 */
export type MdAttributes = Record<string, string | number | boolean>;

export interface MdElement {
  /** The element's tag. */
  t: MdTagName;
  /** Its attributes; left out when it has none. */
  a?: MdAttributes;
  /** Its children; left out when it has none. */
  c?: MdNode[];
}

/** A string is text, shown as it is (React escapes it). */
export type MdNode = string | MdElement;
