/**
 * What only the old generator could run, rewritten before the Markdown is parsed: Liquid (Jekyll,
 * Hexo), Hugo's shortcodes, MDX's imports, exports, comments and components, Vue's components and
 * template expressions, kramdown's attribute lists, tables-of-contents markers and `:::` containers.
 * What has a meaning Markdown can say becomes that (a highlight block is a fenced code block, a
 * figure shortcode a figure, a YouTube shortcode a link, Hugo's ref a link to that post); everything
 * else is left out with its text kept. Each kind found is named once per file (kind, first line) so
 * the build can warn.
 *
 * Every rewrite keeps the post's line count (a dropped line becomes an empty one), so the lines the
 * parser reports are the file's. Code is left as written: inside fenced code and `inline code`
 * nothing is touched except Hugo's escaped shortcodes (opened with `{{</*`, shown as `{{< x >}}`) and
 * Liquid's raw markers, which were written for the generator, not for the reader.
 */
import { POST_LINK } from './markdownParser';

export type GeneratorKind =
  | 'Liquid tag'
  | 'template expression'
  | 'Hugo shortcode'
  | 'MDX import or export'
  | 'MDX expression'
  | 'component'
  | 'table of contents marker'
  | 'kramdown attribute list'
  | 'container';

export interface GeneratorFinding {
  kind: GeneratorKind;
  /** 1-based line of the first one in the file. */
  line: number;
  /** The first one as written, shortened: what the warning quotes. */
  sample: string;
  count: number;
}

export interface Rewritten {
  text: string;
  findings: GeneratorFinding[];
  /** Next's `export const metadata = { title, description, date }`: its string values. */
  exported: Record<string, string>;
  /** The 1-based line of `<!--more-->` (Hugo, Jekyll, Hexo) or `{/* truncate *\/}`, `<!-- truncate -->` (Docusaurus): the summary ends there. */
  moreLine: number | null;
}

interface Edit {
  start: number;
  end: number;
  text: string;
  kind: GeneratorKind | null;
}

/** Stands in for masked characters (code, raw regions): no rule matches it. */
const MASK = '\u0001';
const FENCE = /^([ \t]*(?:>[ \t]*)*)(`{3,}|~{3,})(.*)$/;

/** HTML's own elements: a capitalised one (<IMG>, <Details>) is HTML written in capitals, not a component. */
const HTML_ELEMENTS = new Set(
  'a abbr address area article aside audio b base bdi bdo big blockquote body br button canvas caption center cite code col colgroup data datalist dd del details dfn dialog dir div dl dt em embed fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark marquee math menu meta meter nav noscript object ol optgroup option output p param picture pre progress q rp rt ruby s samp script search section select slot small source span strike strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr track tt u ul var video wbr'.split(' '),
);
const IMAGE_FILE = /\.(?:avif|webp|png|jpe?g|gif|svg|bmp|tiff?|heic)(?:[?#].*)?$/i;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Markdown's link text: brackets and backslashes escaped. */
const escapeLinkText = (text: string) => text.replace(/([\\[\]])/g, '\\$1');
/** Markdown's link destination: in <…> when it holds spaces or parentheses. */
const destination = (url: string) => (/[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, '')}>` : url);

/** Arguments as shortcodes and Liquid tags write them: positional and name=value, quoted or not. */
export function parseArguments(source: string): { positional: string[]; named: Record<string, string> } {
  const positional: string[] = [];
  const named: Record<string, string> = {};
  const pattern = /([\w-]+)\s*[=:]\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`|([^\s"'`]+))|"([^"]*)"|'([^']*)'|`([^`]*)`|([^\s"'`]+)/g;
  for (const match of source.matchAll(pattern)) {
    if (match[1] !== undefined) named[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
    else positional.push(match[6] ?? match[7] ?? match[8] ?? match[9] ?? '');
  }
  return { positional, named };
}

/** A picture as Markdown, or as a figure when it has a caption; a link around it when it had one. */
function picture({ src, alt, caption, title, link, width, height }: Record<string, string | undefined>): string {
  if (!src) return '';
  if (!caption && !link && !width && !height) return `![${escapeLinkText(alt ?? '')}](${destination(src)}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''})`;
  const size = `${width && /^\d+$/.test(width) ? ` width="${width}"` : ''}${height && /^\d+$/.test(height) ? ` height="${height}"` : ''}`;
  let image = `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt ?? caption ?? '')}"${title ? ` title="${escapeHtml(title)}"` : ''}${size}>`;
  if (link) image = `<a href="${escapeHtml(link)}">${image}</a>`;
  return caption ? `<figure>${image}<figcaption>${escapeHtml(caption)}</figcaption></figure>` : image;
}

/** A link to another post (Hugo's ref, Jekyll's post_url): inside a link's (…) the target alone, else a link named by the target. */
function postReference(target: string, inLinkTarget: boolean): string {
  const href = `${POST_LINK}${encodeURI(target.trim())}`;
  return inLinkTarget ? href : `[${escapeLinkText(target.trim())}](${href})`;
}

const link = (url: string, text?: string) => (text ? `[${escapeLinkText(text)}](${destination(url)})` : `<${url}>`);

/** Embedded players and posts on other sites, as links to them (shortcodes and Liquid plug-ins name them alike). */
function embedLink(name: string, positional: string[], named: Record<string, string>): string | null {
  const id = named.id ?? positional[0];
  const title = named.title;
  switch (name) {
    case 'youtube':
      return id ? link(`https://www.youtube.com/watch?v=${encodeURIComponent(id)}`, title) : '';
    case 'vimeo':
      return id ? link(`https://vimeo.com/${encodeURIComponent(id)}`, title) : '';
    case 'tweet':
    case 'twitter':
    case 'x': {
      const user = named.user ?? (positional.length > 1 ? positional[0] : undefined);
      const status = named.id ?? positional[positional.length - 1];
      if (status && /^https?:\/\//.test(status)) return link(status, title);
      return status ? link(user ? `https://x.com/${encodeURIComponent(user)}/status/${encodeURIComponent(status)}` : `https://x.com/i/status/${encodeURIComponent(status)}`, title) : '';
    }
    case 'gist': {
      const [user, gist] = positional[0]?.includes('/') ? positional[0].split('/') : positional;
      return user && gist ? link(`https://gist.github.com/${encodeURIComponent(user)}/${encodeURIComponent(gist)}`, title) : '';
    }
    case 'instagram':
      return id ? link(`https://www.instagram.com/p/${encodeURIComponent(id)}/`, title) : '';
    default:
      return null;
  }
}

function shortcode(name: string, args: string, closing: boolean, inLinkTarget: boolean): string {
  if (closing) return '';
  const { positional, named } = parseArguments(args);
  const embed = embedLink(name, positional, named);
  if (embed !== null) return embed;
  if (name === 'ref' || name === 'relref') return positional[0] || named.path ? postReference(positional[0] ?? named.path ?? '', inLinkTarget) : '';
  const src = named.src ?? named.image ?? named.path ?? named.url;
  if (name === 'figure' || name === 'img' || name === 'image' || (src !== undefined && IMAGE_FILE.test(src))) {
    return picture({ src, alt: named.alt, caption: named.caption ?? named.title, link: named.link, width: named.width, height: named.height });
  }
  return '';
}

function liquidTag(name: string, args: string, inLinkTarget: boolean): string {
  const { positional, named } = parseArguments(args);
  switch (name) {
    case 'post_url':
      return positional[0] ? postReference(positional[0], inLinkTarget) : '';
    case 'link':
      return positional[0] ? postReference(positional[0], inLinkTarget) : '';
    case 'include':
    case 'include_relative':
    case 'include_cached': {
      const file = positional[0] ?? '';
      const src = named.path ?? named.src ?? named.url ?? named.image ?? named.file;
      if (src && /figure|image|img|picture|photo/i.test(file)) {
        return picture({ src, alt: named.alt, caption: named.caption ?? named.title, link: named.link, width: named.width, height: named.height });
      }
      if (src && /video|youtube|vimeo/i.test(file) && /^https?:\/\//.test(src)) return link(src);
      return embedLink(file.replace(/\.(?:html|liquid)$/, ''), positional.slice(1), named) ?? '';
    }
    case 'asset_img':
    case 'asset_image': {
      // Hexo: {% asset_img name.png [title] %}, the picture in the post's asset folder.
      const [src, ...title] = positional;
      return src ? picture({ src, alt: title.join(' ') }) : '';
    }
    case 'img':
    case 'image': {
      // Hexo: {% img [class names] /path/to/image [width] [height] "title" %}
      const src = positional.find((part) => /^(?:https?:\/\/|\/|\.{1,2}\/)/.test(part) || IMAGE_FILE.test(part));
      return src ? picture({ src, alt: named.alt ?? positional.find((part) => part !== src && /\s/.test(part)) }) : '';
    }
    default:
      return embedLink(name, positional, named) ?? '';
  }
}

/** `{{ "/assets/x.png" | relative_url }}` is the path; `{{ site.baseurl }}` nothing; any other expression is dropped. */
function templateExpression(expression: string): string {
  const quoted = /^\s*(["'])(.*?)\1\s*\|\s*(?:relative_url|absolute_url|url|prepend:\s*site\.(?:baseurl|url))\b/.exec(expression);
  if (quoted) return quoted[2] ?? '';
  return '';
}

/**
 * Where a JSX or HTML tag that starts at `start` ends (just past its '>'), reading attribute values
 * in quotes and JavaScript in braces (where '>' may appear: `onClick={() => go()}`); -1 when it is
 * not a tag.
 */
export function tagEnd(text: string, start: number): number {
  let depth = 0;
  const limit = Math.min(text.length, start + 5000);
  for (let index = start + 1; index < limit; index += 1) {
    const char = text[index];
    if (char === '"' || char === "'" || (char === '`' && depth > 0)) {
      const close = text.indexOf(char, index + 1);
      if (close < 0) return -1;
      index = close;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth < 0) return -1;
    } else if (depth === 0 && char === '>') {
      return index + 1;
    } else if (depth === 0 && !/[\w\s:.=/@-]/.test(char ?? '')) {
      // Outside quotes and braces a tag holds only names, '=' and spaces: "<API of your choice\>" is text.
      return -1;
    } else if (char === MASK) {
      return -1;
    }
  }
  return -1;
}

/** A JSX tag's string attributes (`src="x"`, `alt={'y'}`); expressions are left out. */
function stringAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*\})/g)) {
    attributes[(match[1] ?? '').toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[6] ?? '';
  }
  return attributes;
}

/** An HTML tag written as JSX (`<img src={cover} style={{…}} />`): its expression attributes removed, class for className. */
function plainHtmlTag(tag: string, name: string): string {
  const attributes = Object.entries(stringAttributes(tag))
    .map(([key, value]) => `${key === 'classname' ? 'class' : key}="${escapeHtml(value)}"`)
    .join(' ');
  return `<${name}${attributes ? ` ${attributes}` : ''}${/\/\s*>$/.test(tag) ? ' /' : ''}>`;
}

/** The text with [start, end) ranges masked: each character but newlines replaced by MASK. */
function masking(text: string, ranges: [number, number][]): string {
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    out += text.slice(at, from) + text.slice(from, end).replace(/[^\n]/g, MASK);
    at = end;
  }
  return out + text.slice(at);
}

/** The text with fenced code, inline code, comments and Liquid raw regions masked, same length and same newlines. */
function maskCode(text: string, fenceLines: boolean[]): string {
  const fences: [number, number][] = [];
  let offset = 0;
  text.split('\n').forEach((line, index) => {
    if (fenceLines[index]) fences.push([offset, offset + line.length]);
    offset += line.length + 1;
  });
  let current = masking(text, fences);
  const ranges: [number, number][] = [];
  // Liquid raw regions: what is between the markers is shown as written.
  for (const match of current.matchAll(/\{%-?\s*raw\s*-?%\}([\s\S]*?)\{%-?\s*endraw\s*-?%\}/g)) {
    const inner = match.index + match[0].indexOf('%}') + 2;
    ranges.push([inner, inner + (match[1]?.length ?? 0)]);
  }
  // HTML comments: what is commented out is not shown, and not worth a warning.
  for (const match of current.matchAll(/<!--([\s\S]*?)-->/g)) ranges.push([match.index + 4, match.index + 4 + (match[1]?.length ?? 0)]);
  current = masking(current, ranges);
  // Inline code: a run of backticks to the next run of the same length, within a paragraph.
  const code: [number, number][] = [];
  for (let index = current.indexOf('`'); index >= 0; ) {
    let run = 1;
    while (current[index + run] === '`') run += 1;
    const ticks = '`'.repeat(run);
    let close = current.indexOf(ticks, index + run);
    while (close >= 0 && current[close + run] === '`') {
      let skip = run;
      while (current[close + skip] === '`') skip += 1;
      close = current.indexOf(ticks, close + skip);
    }
    const paragraphEnd = current.indexOf('\n\n', index);
    if (close >= 0 && (paragraphEnd < 0 || close < paragraphEnd) && close - index < 5000) {
      code.push([index, close + run]);
      index = current.indexOf('`', close + run);
    } else {
      index = current.indexOf('`', index + run);
    }
  }
  return masking(current, code);
}

/** Which lines are inside fenced code (fences included), after the highlight blocks became fences. */
function fencedLines(lines: string[]): boolean[] {
  const fenced: boolean[] = [];
  let open: { char: string; length: number } | null = null;
  for (const line of lines) {
    if (open) {
      fenced.push(true);
      const close = FENCE.exec(line);
      if (close && close[2]?.[0] === open.char && (close[2]?.length ?? 0) >= open.length && close[3]?.trim() === '') open = null;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence && !(fence[2]?.[0] === '`' && fence[3]?.includes('`'))) {
      open = { char: fence[2]?.[0] ?? '`', length: fence[2]?.length ?? 3 };
      fenced.push(true);
    } else {
      fenced.push(false);
    }
  }
  return fenced;
}

const MDX_STATEMENT = /^(?:import\s+(?:type\s+)?(?:["']|[\w$*{][^\n]*?\bfrom\s*["']|\{[^\n}]*$|[\w$]+\s*,\s*\{[^\n}]*$)|export\s+(?:const|let|var|function|async\s+function|default|class|type|interface)\b|export\s*[{*])/gm;

const HIGHLIGHT_OPEN = /^([ \t]*)(?:\{%-?\s*(highlight|codeblock)\b([^%]*?)-?%\}|\{\{[<%]\s*(highlight)\b([^}]*?)[>%]\}\})(.*)$/;
const HIGHLIGHT_CLOSE = /\{%-?\s*end(?:highlight|codeblock)\s*-?%\}|\{\{[<%]\s*\/\s*highlight\s*[>%]\}\}/;

/** The language of a highlight tag's arguments: `python linenos`, Hexo's `[title] lang:js`. */
function highlightLanguage(args: string): string {
  const { positional, named } = parseArguments(args);
  return (named.lang ?? positional.find((part) => /^[\w+#-]+$/.test(part) && !/^(linenos|mark|title)$/.test(part)) ?? '').toLowerCase();
}

/** Liquid's and Hugo's highlight blocks as fenced code (their content is code: nothing else touches it). */
function highlightBlocksToFences(lines: string[], found: (kind: GeneratorKind, line: number, sample: string) => void): void {
  let fence: { char: string; length: number } | null = null;
  let inHighlight = false;
  lines.forEach((line, index) => {
    if (inHighlight) {
      const close = HIGHLIGHT_CLOSE.exec(line);
      if (!close) return;
      inHighlight = false;
      const before = line.slice(0, close.index);
      // The closing tag on a line of its own is the fence; after code, the fence goes on the line's end (one line longer).
      lines[index] = before.trim() === '' ? `${before}\`\`\`` : `${before}\n\`\`\``;
      return;
    }
    if (fence) {
      const close = FENCE.exec(line);
      if (close && close[2]?.[0] === fence.char && (close[2]?.length ?? 0) >= fence.length && close[3]?.trim() === '') fence = null;
      return;
    }
    const opening = FENCE.exec(line);
    if (opening && !(opening[2]?.[0] === '`' && opening[3]?.includes('`'))) {
      fence = { char: opening[2]?.[0] ?? '`', length: opening[2]?.length ?? 3 };
      return;
    }
    const highlight = HIGHLIGHT_OPEN.exec(line);
    if (!highlight) return;
    const [, indent = '', liquid, liquidArgs = '', hugo, hugoArgs = '', rest = ''] = highlight;
    found(hugo ? 'Hugo shortcode' : 'Liquid tag', index + 1, line.trim());
    const lang = highlightLanguage(liquid ? liquidArgs : hugoArgs);
    const close = HIGHLIGHT_CLOSE.exec(rest);
    if (close) {
      // All on one line: inline code.
      lines[index] = `${indent}\`${rest.slice(0, close.index).replace(/`/g, '')}\``;
      return;
    }
    lines[index] = `${indent}\`\`\`${lang}${rest.trim() ? `\n${indent}${rest}` : ''}`;
    inHighlight = true;
  });
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

function lineOf(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/** The text, with `replacement` padded to the same number of newlines as what it replaces. */
function sameLines(original: string, replacement: string): string {
  const want = original.split('\n').length - 1;
  const have = replacement.split('\n').length - 1;
  if (have === want) return replacement;
  if (have < want) return replacement + '\n'.repeat(want - have);
  return replacement.replace(/\n/g, ' ') + '\n'.repeat(want);
}

/** A statement of MDX's (an import or export) from its first line: where it ends, by its brackets and its `from '…'`. */
function statementEnd(text: string, start: number): number {
  let depth = 0;
  const limit = Math.min(text.length, start + 20_000);
  for (let index = start; index < limit; index += 1) {
    const char = text[index];
    if (char === '"' || char === "'" || char === '`') {
      const close = text.indexOf(char, index + 1);
      if (close < 0) return text.indexOf('\n', start) < 0 ? text.length : text.indexOf('\n', start);
      index = close;
    } else if (char === '{' || char === '(' || char === '[') {
      depth += 1;
    } else if (char === '}' || char === ')' || char === ']') {
      depth = Math.max(0, depth - 1);
    } else if (char === '\n' && depth === 0) {
      // A statement ends at a line end with its brackets closed, unless it goes on (`import {`… `} from 'x'` is closed only then).
      const line = text.slice(text.lastIndexOf('\n', index - 1) + 1, index);
      if (!/(?:^|[\s,])(?:from|=|=>|\+|\|\||&&)\s*$/.test(line)) return index;
    } else if (char === MASK) {
      return index;
    }
  }
  return limit;
}

/** The string values of Next's `export const metadata = { title: '…', description: '…' }`. */
function exportedMetadata(statement: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!/^export\s+const\s+(?:metadata|meta|frontmatter)\b/i.test(statement)) return found;
  for (const key of ['title', 'description', 'date', 'publishedAt', 'summary']) {
    const value = new RegExp(`\\b${key}\\s*:\\s*(?:\\{[^}]*?\\b(?:absolute|default)\\s*:\\s*)?(["'\`])((?:\\\\.|(?!\\1)[^\\\\])*)\\1`).exec(statement)?.[2];
    if (value !== undefined && !(key.toLowerCase() in found)) found[key.toLowerCase()] = value.replace(/\\(.)/g, '$1');
  }
  return found;
}

/**
 * @param options.mdx  an .mdx file: there `{…}` in text is a JavaScript expression (MDX's own rule),
 *   which only MDX could evaluate; in .md it is text.
 */
export function rewriteGeneratorSyntax(input: string, options: { mdx?: boolean } = {}): Rewritten {
  const findings = new Map<GeneratorKind, GeneratorFinding>();
  const found = (kind: GeneratorKind, line: number, sample: string) => {
    const known = findings.get(kind);
    const shown = sample.replace(/\s+/g, ' ').trim().slice(0, 60);
    if (!known) findings.set(kind, { kind, line, sample: shown, count: 1 });
    else {
      known.count += 1;
      if (line < known.line) Object.assign(known, { line, sample: shown });
    }
  };
  const lines = input.split('\n');
  highlightBlocksToFences(lines, found);
  const text = lines.join('\n');
  const allLines = text.split('\n');
  const fenced = fencedLines(allLines);
  const masked = maskCode(text, fenced);
  const starts = lineStarts(text);
  /** Accepted edits, in order and never overlapping: a rule earlier in the list wins over a later one. */
  const edits: Edit[] = [];
  const edit = (start: number, end: number, replacement: string, kind: GeneratorKind | null) => {
    if (end <= start) return;
    let low = 0;
    let high = edits.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((edits[middle] as Edit).start < start) low = middle + 1;
      else high = middle;
    }
    const before = edits[low - 1];
    const after = edits[low];
    if ((before && before.end > start) || (after && after.start < end)) return;
    edits.splice(low, 0, { start, end, text: sameLines(text.slice(start, end), replacement), kind });
  };
  const inLinkTarget = (at: number) => /\]\(\s*$|(?:href|src)\s*=\s*["']?$/.test(masked.slice(Math.max(0, at - 12), at));
  let exported: Record<string, string> = {};

  // Inside fenced code: Hugo's escaped shortcodes shown as written, Liquid's raw markers removed.
  let offset = 0;
  allLines.forEach((line, index) => {
    if (fenced[index] && (line.includes('{{') || line.includes('{%'))) {
      for (const match of line.matchAll(/\{\{([<%])\/\*([\s\S]*?)\*\/([>%])\}\}/g)) edit(offset + match.index, offset + match.index + match[0].length, `{{${match[1]}${match[2]}${match[3]}}}`, null);
      for (const match of line.matchAll(/\{%-?\s*(?:end)?raw\s*-?%\}/g)) edit(offset + match.index, offset + match.index + match[0].length, '', null);
    }
    offset += line.length + 1;
  });

  // Hugo's escaped shortcodes in prose: shown as written too.
  for (const match of masked.matchAll(/\{\{([<%])\/\*([\s\S]{0,2000}?)\*\/([>%])\}\}/g)) edit(match.index, match.index + match[0].length, `{{${match[1]}${match[2]}${match[3]}}}`, null);
  // Liquid comments and raw markers.
  for (const match of masked.matchAll(/\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}/g)) edit(match.index, match.index + match[0].length, '', 'Liquid tag');
  for (const match of masked.matchAll(/\{%-?\s*(?:end)?raw\s*-?%\}/g)) edit(match.index, match.index + match[0].length, '', null);
  // Hugo shortcodes: {{< name args >}}, {{% name %}}, {{< /name >}}, {{< name />}}.
  for (const match of masked.matchAll(/\{\{([<%])\s*(\/)?\s*([\w./-]+)([\s\S]{0,2000}?)\s*(?:\/\s*)?([>%])\}\}/g)) {
    const name = (match[3] ?? '').toLowerCase();
    edit(match.index, match.index + match[0].length, shortcode(name, match[4] ?? '', match[2] === '/', inLinkTarget(match.index)), 'Hugo shortcode');
  }
  // Liquid tags (Jekyll, Hexo): {% name args %}.
  for (const match of masked.matchAll(/\{%-?\s*(\w+)([\s\S]{0,1000}?)-?%\}/g)) {
    edit(match.index, match.index + match[0].length, liquidTag((match[1] ?? '').toLowerCase(), match[2] ?? '', inLinkTarget(match.index)), 'Liquid tag');
  }
  // MDX: imports and exports at the start of a line.
  for (const match of masked.matchAll(MDX_STATEMENT)) {
    const end = statementEnd(masked, match.index);
    const statement = text.slice(match.index, end);
    const metadata = exportedMetadata(statement);
    exported = { ...metadata, ...exported };
    // Next's metadata export is read (title, description, date): nothing is lost, nothing to warn about.
    edit(match.index, end, '', Object.keys(metadata).length > 0 ? null : 'MDX import or export');
  }
  // MDX comments: {/* … */}.
  for (const match of masked.matchAll(/\{\s*\/\*[\s\S]{0,5000}?\*\/\s*\}/g)) edit(match.index, match.index + match[0].length, '', 'MDX expression');
  // MDX's expressions in text: {year}, {props.title}, {`a${b}`}. Not TeX's braces (\frac{a}, x^{2}), which follow a letter or a command.
  if (options.mdx) {
    for (const match of masked.matchAll(/(^|[\s>(])(\{(?:[A-Za-z_$(`"'[!]|\.\.\.)[^{}\n]{0,300}(?:\{[^{}\n]{0,300}\}[^{}\n]{0,300})*\})/gm)) {
      const start = match.index + (match[1]?.length ?? 0);
      edit(start, start + (match[2]?.length ?? 0), '', 'MDX expression');
    }
  }
  // Components (MDX's <Chart>, Vue's <my-widget>) and HTML written as JSX (<img src={x} style={{…}} />).
  for (const match of masked.matchAll(/<(\/?)([A-Za-z][\w.:-]*)(?=[\s/>])/g)) {
    const [, slash, name = ''] = match;
    const lower = name.toLowerCase();
    // <Chart>, <Foo.Bar>, Vue's <my-widget>; not <stdio.h> (no tag: Markdown shows it as text) nor <IMG> (HTML in capitals).
    const component = /^[A-Z]/.test(name) ? !HTML_ELEMENTS.has(lower) : /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(name);
    const end = tagEnd(masked, match.index);
    if (end < 0) continue;
    const tag = text.slice(match.index, end);
    if (component) {
      const attributes = stringAttributes(tag);
      const src = attributes.src;
      const replacement = !slash && src && IMAGE_FILE.test(src) ? picture({ src, alt: attributes.alt, caption: attributes.caption, width: attributes.width, height: attributes.height }) : '';
      edit(match.index, end, replacement, 'component');
    } else if (!slash && HTML_ELEMENTS.has(lower) && /=\s*\{/.test(tag)) {
      edit(match.index, end, plainHtmlTag(tag, lower), 'MDX expression');
    }
  }
  // Template expressions: Liquid's {{ site.baseurl }}, Vue's {{ msg }} (spaces inside: TeX's {{a}} is not one).
  for (const match of masked.matchAll(/\{\{-?(?:\s([^{}\n]{1,500}?)\s|((?:site|page|post|paginator|jekyll|layout|include)\.[^{}\n]{0,200}?))-?\}\}/g)) {
    edit(match.index, match.index + match[0].length, templateExpression(match[1] ?? match[2] ?? ''), 'template expression');
  }
  // Tables of contents: [[toc]], [toc], ${toc}, and kramdown's "* TOC" list over {:toc}.
  for (const match of masked.matchAll(/^[ \t]*(?:\[\[_?toc_?\]\]|\[toc\]|\$\{toc\}|\{\{\s*toc\s*\}\}|@\[toc\](?:\([^)\n]*\))?)[ \t]*$/gim)) edit(match.index, match.index + match[0].length, '', 'table of contents marker');
  for (const match of masked.matchAll(/^[ \t]*[*+-][ \t]+[^\n]*\n[ \t]*\{:[ \t]*\.?toc[ \t]*\}[ \t]*$/gim)) edit(match.index, match.index + match[0].length, '', 'table of contents marker');
  // kramdown's attribute lists and extensions: {:.class}, {: #id}, {:target="_blank"}, {::comment}…{:/comment}.
  for (const match of masked.matchAll(/\{::comment\}[\s\S]*?\{:\/comment\}/g)) edit(match.index, match.index + match[0].length, '', 'kramdown attribute list');
  for (const match of masked.matchAll(/\{::?[^}\n]{0,200}\}|\{:\/\w*\}/g)) edit(match.index, match.index + match[0].length, '', 'kramdown attribute list');
  // Containers: ::: tip Title … ::: (VuePress, Docusaurus's admonitions, markdown-it-container). The title stays, in bold.
  for (const match of masked.matchAll(/^([ \t]*(?:>[ \t]*)*):{3,}[ \t]*(?:\{[^}\n]*\}|[\w-]*)?[ \t]*(?:\[([^\]\n]*)\]|([^\n]*))$/gm)) {
    const title = (match[2] ?? match[3] ?? '').trim();
    edit(match.index, match.index + match[0].length, title ? `${match[1]}**${title.replace(/\*/g, '\\*')}**` : '', 'container');
  }

  let output = '';
  let at = 0;
  for (const next of edits) {
    if (next.kind) found(next.kind, lineOf(starts, next.start), text.slice(next.start, next.end));
    output += text.slice(at, next.start) + next.text;
    at = next.end;
  }
  output += text.slice(at);
  const more = [...text.matchAll(/<!--\s*(?:more|truncate)\s*-->|\{\/\*\s*truncate\s*\*\/\}/gi)].find((match) => masked[match.index] !== MASK);
  return {
    text: output,
    findings: [...findings.values()].sort((a, b) => a.line - b.line),
    exported,
    moreLine: more ? lineOf(starts, more.index) : null,
  };
}
