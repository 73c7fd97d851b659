/**
 * TeX as MathML, at build time, with Temml: browsers draw MathML themselves, so a post's math
 * costs the page no script and no font. Temml over KaTeX: it writes MathML only (KaTeX's MathML
 * output is the by-product of its HTML output) and is smaller and faster. TeX that does not parse
 * is shown as written, as code, and said.
 */
import temml from 'temml';
import type { MdElement, MdNode } from '@portfolio/shared/src/markdown/tree';
import { htmlTokens } from './htmlTokens';
import { VOID, decideHtml } from './safeHtml';

/** Macro expansions allowed in one formula: `\def\a{\a}\a` stops here instead of hanging the build. */
const MAX_EXPAND = 1000;
/** Longer TeX than this is shown as written: no formula in a post is this long. */
const MAX_TEX = 20_000;

export type MathResult = { ok: true; node: MdElement } | { ok: false; node: MdElement; error: string };

/** Temml's MathML (well formed, from a trusted writer) as a tree, through the same safe list as an owner's HTML. */
function treeOf(mathml: string): MdNode[] {
  const root: MdElement = { t: 'mrow', c: [] };
  /** Open elements: the element children go to (an unwrapped one's parent's), and whether they are dropped. */
  const stack: { element: MdElement; dropped: boolean }[] = [{ element: root, dropped: false }];
  for (const token of htmlTokens(mathml)) {
    const top = stack[stack.length - 1] as { element: MdElement; dropped: boolean };
    if (token.type === 'text') {
      if (!top.dropped && token.text !== '') (top.element.c ??= []).push(token.text);
    } else if (token.type === 'open') {
      const decision = decideHtml(token.name, token.attributes, true);
      const isVoid = VOID.has(token.name) || token.selfClosing;
      let slot = { element: top.element, dropped: top.dropped || decision.kind !== 'element' };
      if (decision.kind === 'element' && !top.dropped) {
        const element: MdElement = Object.keys(decision.a).length > 0 ? { t: decision.t, a: decision.a } : { t: decision.t };
        (top.element.c ??= []).push(element);
        slot = { element, dropped: false };
      }
      if (!isVoid) stack.push(slot);
    } else if (stack.length > 1) {
      stack.pop();
    }
  }
  return root.c ?? [];
}

/** The code a formula that does not parse is shown as: the TeX between its delimiters. */
function asWritten(tex: string, display: boolean): MdElement {
  return display ? { t: 'pre', c: [{ t: 'code', a: { className: 'language-tex' }, c: [tex] }] } : { t: 'code', c: [tex] };
}

/**
 * @param macros  one object per post: a \gdef in one formula serves the formulas after it, as in the
 *   page MathJax or KaTeX drew.
 */
export function renderMath(tex: string, display: boolean, macros: Record<string, unknown> = {}): MathResult {
  if (tex.length > MAX_TEX) return { ok: false, node: asWritten(tex, display), error: 'is too long to be a formula' };
  try {
    const mathml = temml.renderToString(tex, { displayMode: display, throwOnError: true, trust: false, maxExpand: MAX_EXPAND, macros });
    const [node] = treeOf(mathml);
    if (node === undefined || typeof node === 'string' || node.t !== 'math') return { ok: false, node: asWritten(tex, display), error: 'gave no MathML' };
    return { ok: true, node };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]?.replace(/\s+at position \d+:.*$/, '') ?? 'does not parse' : 'does not parse';
    return { ok: false, node: asWritten(tex, display), error: message };
  }
}
