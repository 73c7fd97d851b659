/**
 * What raw HTML in a post becomes in its tree: an element of the safe list with only its listed
 * attributes, renamed to what the list calls it (<b> is strong), a link (an <iframe> is a link to
 * what it showed), unwrapped (its tag dropped, its content kept: <div>, <span>, <font>, <center>…),
 * or dropped with its content (<script>, <style>, <svg>, forms). Event handlers, style attributes
 * and an owner's class names never pass: nothing here copies an attribute it does not know.
 */
import type { MdAttributes, MdTagName } from '@portfolio/shared/src/markdown/tree';
import { safeHref, safeSrc, safeSrcSet } from './safeUrl';

export type HtmlDecision =
  | { kind: 'element'; t: MdTagName; a: MdAttributes }
  /** An embedded player or frame: a link to what it showed. */
  | { kind: 'link'; href: string; text: string }
  | { kind: 'unwrap' }
  | { kind: 'drop' };

/** Elements with no content and no close tag. */
export const VOID = new Set(['img', 'br', 'hr', 'input', 'source', 'wbr', 'col', 'embed', 'area', 'meta', 'link', 'param', 'track', 'base', 'mspace', 'none', 'mprescripts']);

/** Dropped with everything inside: code, styles, forms, drawings, and what only a browser plug-in shows. */
const DROP = new Set(['script', 'style', 'template', 'textarea', 'title', 'xmp', 'noscript', 'noembed', 'noframes', 'svg', 'canvas', 'object', 'embed', 'applet', 'head', 'select', 'option', 'button', 'input', 'form', 'link', 'meta', 'base', 'plaintext', 'frameset', 'frame']);

const RENAME: Record<string, MdTagName> = { b: 'strong', i: 'em', s: 'del', strike: 'del', tt: 'code', samp: 'code', var: 'em' };

/** The tree's name for an HTML tag the safe list keeps (what its close tag closes). */
export function treeTagName(name: string): string {
  return RENAME[name] ?? name;
}

const HTML_KEPT = new Set<string>([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'br', 'img', 'figure', 'figcaption', 'picture', 'source',
  'details', 'summary', 'sup', 'sub', 'kbd', 'mark', 'abbr', 'dl', 'dt', 'dd', 'cite', 'q', 'small', 'ins', 'section',
]);

const MATHML = new Set<string>([
  'math', 'semantics', 'annotation', 'mrow', 'mi', 'mn', 'mo', 'ms', 'mtext', 'mspace', 'msup', 'msub', 'msubsup', 'mfrac',
  'msqrt', 'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd', 'mlabeledtr', 'mpadded', 'mphantom',
  'menclose', 'mstyle', 'merror', 'mmultiscripts', 'mprescripts', 'none',
]);

/** MathML's presentation attributes, as Temml writes them (no href, no style, no event handler). */
const MATHML_ATTRIBUTES = new Set([
  'mathvariant', 'displaystyle', 'scriptlevel', 'stretchy', 'symmetric', 'fence', 'separator', 'lspace', 'rspace',
  'largeop', 'movablelimits', 'accent', 'accentunder', 'linethickness', 'columnalign', 'rowalign', 'columnspacing',
  'rowspacing', 'columnlines', 'rowlines', 'frame', 'framespacing', 'width', 'height', 'depth', 'voffset', 'notation',
  'display', 'encoding', 'minsize', 'maxsize', 'form', 'numalign', 'denomalign', 'bevelled', 'align', 'equalrows',
  'equalcolumns', 'rowspan', 'columnspan', 'side', 'mathsize', 'mathcolor', 'mathbackground', 'dir',
]);

const ID = /^[\p{L}\p{N}_:.-]{1,100}$/u;
const ALIGN = new Set(['left', 'center', 'right']);

function number(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 && parsed < 100_000 ? parsed : undefined;
}

/** An <iframe>'s player address as the page a visitor can open (YouTube's and Vimeo's embeds have one). */
export function watchUrl(src: string): string {
  const youtube = /^(?:https?:)?\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]+)/i.exec(src);
  if (youtube) return `https://www.youtube.com/watch?v=${youtube[1]}`;
  const vimeo = /^(?:https?:)?\/\/player\.vimeo\.com\/video\/(\d+)/i.exec(src);
  if (vimeo) return `https://vimeo.com/${vimeo[1]}`;
  return src.startsWith('//') ? `https:${src}` : src;
}

/** The text of a link that stands for an embedded player: its title, else its address. */
function linkText(attributes: Map<string, string>, href: string): string {
  return attributes.get('title')?.trim() || href.replace(/^https?:\/\/(?:www\.)?/i, '');
}

/**
 * @param generated  true for what the reader's own tools wrote (Temml's MathML, the highlighter's
 *   spans): their class names are kept for the site's theme; an owner's never are.
 */
export function decideHtml(name: string, list: [string, string][], generated = false): HtmlDecision {
  const attributes = new Map(list);
  if (name === 'iframe' || name === 'video' || name === 'audio' || name === 'embed') {
    const src = attributes.get('src') ?? attributes.get('data-src');
    const href = src === undefined ? null : safeHref(watchUrl(src));
    return href && /^https?:/i.test(href) ? { kind: 'link', href, text: linkText(attributes, href) } : name === 'embed' ? { kind: 'drop' } : { kind: 'unwrap' };
  }
  if (DROP.has(name)) return name === 'input' ? checkbox(attributes) : { kind: 'drop' };
  if (MATHML.has(name)) return { kind: 'element', t: name as MdTagName, a: mathAttributes(list, generated) };
  if (generated && name === 'span') {
    const className = attributes.get('class');
    return className !== undefined && /^[\w -]+$/.test(className) ? { kind: 'element', t: 'span', a: { className } } : { kind: 'unwrap' };
  }
  const t = RENAME[name] ?? (HTML_KEPT.has(name) ? (name as MdTagName) : null);
  if (t === null) return { kind: 'unwrap' };
  const a: MdAttributes = {};
  const id = attributes.get('id') ?? (t === 'a' ? attributes.get('name') : undefined);
  if (id !== undefined && ID.test(id)) a.id = id;
  switch (t) {
    case 'a': {
      const href = attributes.get('href');
      const safe = href === undefined ? null : safeHref(href);
      // A link to nowhere (javascript:, no href) is its text, unless it is an anchor to link to.
      if (safe === null && a.id === undefined) return { kind: 'unwrap' };
      if (safe !== null) a.href = safe;
      if (attributes.has('title')) a.title = attributes.get('title') ?? '';
      break;
    }
    case 'img': {
      const src = safeSrc(attributes.get('src') ?? '');
      if (src === null) return { kind: 'drop' };
      a.src = src;
      a.alt = attributes.get('alt') ?? '';
      if (attributes.has('title')) a.title = attributes.get('title') ?? '';
      const width = number(attributes.get('width'));
      const height = number(attributes.get('height'));
      if (width !== undefined) a.width = width;
      if (height !== undefined) a.height = height;
      break;
    }
    case 'source': {
      const srcSet = safeSrcSet(attributes.get('srcset') ?? attributes.get('src') ?? '');
      if (srcSet === null) return { kind: 'drop' };
      a.srcSet = srcSet;
      const type = attributes.get('type');
      if (type !== undefined && /^[\w.+/-]+$/.test(type)) a.type = type;
      const media = attributes.get('media');
      if (media !== undefined) a.media = media;
      break;
    }
    case 'ol': {
      const start = number(attributes.get('start'));
      if (start !== undefined && start !== 1) a.start = start;
      break;
    }
    case 'th':
    case 'td': {
      const align = (attributes.get('align') ?? /text-align\s*:\s*(\w+)/i.exec(attributes.get('style') ?? '')?.[1] ?? '').toLowerCase();
      if (ALIGN.has(align)) a.align = align;
      const colSpan = number(attributes.get('colspan'));
      const rowSpan = number(attributes.get('rowspan'));
      if (colSpan !== undefined && colSpan > 1) a.colSpan = colSpan;
      if (rowSpan !== undefined && rowSpan > 1) a.rowSpan = rowSpan;
      break;
    }
    case 'details':
      if (attributes.has('open')) a.open = true;
      break;
    case 'abbr':
      if (attributes.has('title')) a.title = attributes.get('title') ?? '';
      break;
    default:
  }
  return { kind: 'element', t, a };
}

/** A task list's box written as HTML: shown, never editable. Any other input is dropped. */
function checkbox(attributes: Map<string, string>): HtmlDecision {
  if (attributes.get('type')?.toLowerCase() !== 'checkbox') return { kind: 'drop' };
  return { kind: 'element', t: 'input', a: { type: 'checkbox', disabled: true, ...(attributes.has('checked') ? { checked: true } : {}) } };
}

function mathAttributes(list: [string, string][], generated: boolean): MdAttributes {
  const a: MdAttributes = {};
  for (const [name, value] of list) {
    if (MATHML_ATTRIBUTES.has(name)) a[name] = value;
    else if (generated && name === 'class' && /^[\w -]+$/.test(value)) a.className = value;
    else if (generated && name === 'style') {
      // Temml colours with a style (\color{red}); MathML's own attribute says the same without one.
      const color = /(?:^|;)\s*color\s*:\s*(#[0-9a-f]{3,8}|[a-z]+)\s*(?:;|$)/i.exec(value)?.[1];
      if (color !== undefined) a.mathcolor = color;
    }
  }
  return a;
}
