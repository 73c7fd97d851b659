/**
 * What a reader reads of some tree nodes, as plain text: for a title taken from a heading, a summary
 * taken from a paragraph, a picture's alt, and the word count. Block elements break words apart
 * ("<p>one</p><p>two</p>" reads "one two").
 */
import type { MdNode } from '@portfolio/shared/src/markdown/tree';

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'ul', 'ol', 'li', 'table', 'tr', 'th', 'td', 'hr', 'br', 'figure', 'figcaption', 'details', 'summary', 'section', 'dl', 'dt', 'dd']);

export interface PlainTextOptions {
  /** Leave code blocks and footnotes out (a summary, a word count). */
  proseOnly?: boolean;
  /** Leave math out too (a word count: a formula's letters are not words). */
  noMath?: boolean;
  /** Leave pictures' alt text out (a summary is what the text says). */
  noPictures?: boolean;
}

export function plainText(nodes: readonly MdNode[], options: PlainTextOptions = {}): string {
  const parts: string[] = [];
  const walk = (list: readonly MdNode[]) => {
    for (const node of list) {
      if (typeof node === 'string') {
        parts.push(node);
        continue;
      }
      if (options.proseOnly && (node.t === 'pre' || (node.t === 'sup' && node.c?.some((child) => typeof child === 'object' && child.a?.className === 'footnote-ref')) || (node.t === 'section' && node.a?.className === 'footnotes'))) continue;
      if (options.noMath && node.t === 'math') continue;
      if (node.t === 'img') {
        if (!options.noPictures) parts.push(String(node.a?.alt ?? ''));
        continue;
      }
      const block = BLOCKS.has(node.t);
      if (block) parts.push(' ');
      if (node.c) walk(node.c);
      if (block) parts.push(' ');
    }
  };
  walk(nodes);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’_-]*/gu;

/** Words a reader reads: each Chinese or Japanese character counts as one, as reading-time estimates count them. */
export function countWords(text: string): number {
  if (!MAY_BE_CJK.test(text)) return text.match(WORD)?.length ?? 0;
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').match(WORD)?.length ?? 0;
  return cjk + words;
}
/** A quick look for Han, Hiragana or Katakana before the exact (slower) count. */
const MAY_BE_CJK = /[\u2E80-\u9FFF\uF900-\uFAFF\u{20000}-\u{3134F}]/u;
