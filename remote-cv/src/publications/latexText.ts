/**
 * A .bib field's LaTeX as the CV's pages show text: the CV's own lexer and inline reader (accents,
 * `{}` protection, `--`, `\&`, `\emph`, `\url`…), so a title reads as the same words would in the CV.
 */
import { plainText, richText } from '../parser/inline';
import { lex, WarningSink } from '../parser/lexer';
import type { RichText } from '../parser/types';

const NOTHING_STRUCTURAL = { structural: new Set<string>(), entries: new Set<string>() };

const GREEK = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega'.split(' ');
/** Math commands a title uses, as the characters they print. */
const MATH_SYMBOLS: Record<string, string> = {
  ...Object.fromEntries(GREEK.map((name, index) => [name, String.fromCodePoint(0x3b1 + index + (index >= 17 ? 1 : 0))])),
  ...Object.fromEntries(GREEK.map((name, index) => [name[0]!.toUpperCase() + name.slice(1), String.fromCodePoint(0x391 + index + (index >= 17 ? 1 : 0))])),
  varepsilon: 'ε',
  varphi: 'φ',
  vartheta: 'ϑ',
  ell: 'ℓ',
  infty: '∞',
  times: '×',
  cdot: '·',
  pm: '±',
  leq: '≤',
  le: '≤',
  geq: '≥',
  ge: '≥',
  neq: '≠',
  approx: '≈',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  in: '∈',
  log: 'log ',
  sqrt: '√',
  sum: '∑',
  forall: '∀',
  exists: '∃',
};
const SUPERSCRIPTS: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '+': '⁺', '-': '⁻', n: 'ⁿ', i: 'ⁱ' };
const SUBSCRIPTS: Record<string, string> = { '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉', '+': '₊', '-': '₋' };

/** x^{2} → x², a_1 → a₁, where every character has its small form; else as written. */
function scripts(text: string, mark: string, table: Record<string, string>): string {
  return text.replace(new RegExp(`\\${mark}(?:\\{([^{}]*)\\}|(\\S))`, 'g'), (whole, braced: string | undefined, single: string | undefined) => {
    const chars = [...(braced ?? single ?? '')];
    return chars.every((c) => table[c]) ? chars.map((c) => table[c]).join('') : whole.replace(/[{}]/g, '');
  });
}

/** Simple math as text: `$O(n^2)$` → O(n²), `$\alpha$` → α; the dollars go. */
function mathAsText(raw: string): string {
  return raw.replace(/(?<!\\)\$([^$]*)\$/g, (_, math: string) =>
    scripts(scripts(math.replace(/\\([A-Za-z]+)\s*/g, (command: string, name: string) => MATH_SYMBOLS[name] ?? command), '^', SUPERSCRIPTS), '_', SUBSCRIPTS),
  );
}

/** Text with nothing for TeX to read (no command, group, math, tie, comment or dash ligature), as most names and years are. */
const PLAIN = /^(?:[\p{L}\p{M}\p{N} \t\r\n,.:;()/]|-(?!-))*$/u;

export function latexText(raw: string): RichText {
  if (PLAIN.test(raw)) {
    const text = raw.replace(/\s+/g, ' ').trim();
    return text ? [{ kind: 'text', text }] : [];
  }
  const doc = lex(mathAsText(raw), new WarningSink('bib'), NOTHING_STRUCTURAL);
  return richText(doc, 0, doc.count);
}

/** One line of plain text. */
export function latexPlain(raw: string): string {
  return plainText(latexText(raw)).replace(/\s+/g, ' ').trim();
}
