/**
 * Where a post's math is, as a markdown-it plugin: `$…$` and `\(…\)` inline, `$$…$$` and `\[…\]`
 * displayed (on lines of their own, or inline), also with the doubled backslashes (`\\(…\\)`) that
 * MathJax users write because Markdown eats one. The tokens carry the TeX; math.ts draws it.
 *
 * A dollar is math only by pandoc's rule (as remark-math): the opening `$` has a non-space right
 * after it, the closing one a non-space right before it and no digit right after it. So
 * "$5 and $10" and "between $20 and $30" stay prices. `\$` is a dollar sign. A single `\[` inside a
 * paragraph is Markdown's escaped bracket, not math: only on a line of its own does it open a display.
 */
import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';

/** How far an inline formula may run: a paragraph of prices with one stray '$' must not be scanned quadratically. */
const MAX_INLINE = 4000;

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || Number.isNaN(code);
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

function escaped(src: string, at: number): boolean {
  let backslashes = 0;
  for (let index = at - 1; index >= 0 && src.charCodeAt(index) === 0x5c; index -= 1) backslashes += 1;
  return backslashes % 2 === 1;
}

/** The closing '$' of an inline formula opened at `open`, by pandoc's rule, or -1. */
function closingDollar(src: string, open: number, max: number): number {
  if (isSpace(src.charCodeAt(open + 1))) return -1;
  const limit = Math.min(max, open + MAX_INLINE);
  for (let at = src.indexOf('$', open + 1); at >= 0 && at < limit; at = src.indexOf('$', at + 1)) {
    if (escaped(src, at) || isSpace(src.charCodeAt(at - 1)) || isDigit(src.charCodeAt(at + 1))) continue;
    return at > open + 1 ? at : -1;
  }
  return -1;
}

function pushMath(state: StateInline, type: string, content: string, markup: string): void {
  const token = state.push(type, 'math', 0);
  token.content = content;
  token.markup = markup;
}

/** Inline: `$…$`, `$$…$$`, `\(…\)`, `\\(…\\)`, `\\[…\\]`. */
function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax: max } = state;
  const code = src.charCodeAt(pos);
  if (code === 0x24) {
    if (escaped(src, pos)) return false;
    if (src.charCodeAt(pos + 1) === 0x24) {
      const end = src.indexOf('$$', pos + 2);
      if (end < 0 || end + 2 > max || end - pos > MAX_INLINE || src.slice(pos + 2, end).trim() === '') return false;
      if (!silent) pushMath(state, 'math_display', src.slice(pos + 2, end), '$$');
      state.pos = end + 2;
      return true;
    }
    const end = closingDollar(src, pos, max);
    if (end < 0) return false;
    if (!silent) pushMath(state, 'math_inline', src.slice(pos + 1, end), '$');
    state.pos = end + 1;
    return true;
  }
  if (code !== 0x5c) return false;
  for (const [open, close, type] of [
    ['\\\\(', '\\\\)', 'math_inline'],
    ['\\\\[', '\\\\]', 'math_display'],
    ['\\(', '\\)', 'math_inline'],
  ] as const) {
    if (!src.startsWith(open, pos)) continue;
    const end = src.indexOf(close, pos + open.length);
    if (end < 0 || end + close.length > max || end - pos > MAX_INLINE || src.slice(pos + open.length, end).trim() === '') return false;
    if (!silent) pushMath(state, type, src.slice(pos + open.length, end), open);
    state.pos = end + close.length;
    return true;
  }
  return false;
}

const BLOCK_DELIMITERS = [
  ['$$', '$$'],
  ['\\\\[', '\\\\]'],
  ['\\[', '\\]'],
] as const;

/** Displayed: a line that starts with `$$` (or `\[`, `\\[`) up to a line that ends with `$$` (`\]`, `\\]`), no blank line between. */
function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const lineText = (line: number) => state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]).trimEnd();
  const first = lineText(startLine);
  const delimiters = BLOCK_DELIMITERS.find(([open]) => first.startsWith(open));
  if (!delimiters) return false;
  const [open, close] = delimiters;
  const rest = first.slice(open.length);
  let content: string;
  let last = startLine;
  if (rest.includes(close)) {
    // One line: `$$ x $$`. With text after it, it is inline math in a paragraph.
    if (!rest.endsWith(close) || rest.slice(0, -close.length).trim() === '') return false;
    content = rest.slice(0, -close.length);
  } else {
    if (open === '\\[' && rest.trim() !== '') return false;
    const lines = [rest];
    for (last = startLine + 1; ; last += 1) {
      if (last >= endLine || state.sCount[last]! < state.blkIndent) return false;
      const text = lineText(last);
      if (text.trim() === '') return false;
      if (text.endsWith(close)) {
        lines.push(text.slice(0, -close.length));
        break;
      }
      lines.push(text);
    }
    content = lines.join('\n');
  }
  if (content.trim() === '') return false;
  if (silent) return true;
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.content = content;
  token.markup = open;
  token.map = [startLine, last + 1];
  state.line = last + 1;
  return true;
}

export function mathPlugin(md: MarkdownIt): void {
  md.inline.ruler.before('escape', 'math_inline', mathInline);
  md.block.ruler.before('fence', 'math_block', mathBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
}
