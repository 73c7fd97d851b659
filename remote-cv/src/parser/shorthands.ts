/**
 * German babel shorthands: with `\usepackage{ngerman}` (or babel's german, ngerman, austrian,
 * swissgerman options) `"` is active and `"u` prints ü, `"s` ß, `"`` „ and `"-` nothing but a
 * hyphenation point. CVs kept since before UTF-8 LaTeX still write umlauts that way, so the site
 * writes what the PDF shows. Comments are left alone, and no line moves.
 */

const GERMAN_PACKAGE = /\\usepackage(?:\[[^\]]*\])?\{n?german\}|\\usepackage\[[^\]]*\b(?:n?german|n?austrian|n?swissgerman)\b[^\]]*\]\{babel\}/;

const SHORTHANDS: Readonly<Record<string, string>> = {
  a: 'ä', o: 'ö', u: 'ü', e: 'ë', i: 'ï', A: 'Ä', O: 'Ö', U: 'Ü', E: 'Ë', I: 'Ï',
  s: 'ß', z: 'ß', S: 'SS', Z: 'SZ',
  '`': '„', "'": '“', '<': '«', '>': '»',
  '-': '', '"': '', '|': '', '~': '-', '=': '-',
};

/** Old German hyphenation: "ck and "ff … print the letters alone. */
const HYPHENATION = /^(ck|ff|ll|mm|nn|pp|rr|tt)$/;

/** The code of a line: up to its first % that is not \%. */
function codeEnd(line: string): number {
  for (let i = 0; i < line.length; i += 1) {
    if (line[i] === '\\') i += 1;
    else if (line[i] === '%') return i;
  }
  return line.length;
}

const code = (text: string) => text.split('\n').map((line) => line.slice(0, codeEnd(line))).join('\n');

function expandLine(line: string): string {
  const end = codeEnd(line);
  const body = line.slice(0, end).replace(/(\\?)"(ck|ff|ll|mm|nn|pp|rr|tt|.)?/g, (match, escape: string, next: string | undefined) => {
    if (escape || next === undefined) return match;
    if (HYPHENATION.test(next)) return next;
    return Object.hasOwn(SHORTHANDS, next) ? SHORTHANDS[next]! : match;
  });
  return body + line.slice(end);
}

/** The files' texts with the shorthands resolved, when any of them loads German babel; else as they are. */
export function resolveShorthands(texts: readonly string[]): string[] {
  if (!texts.some((text) => GERMAN_PACKAGE.test(code(text)))) return [...texts];
  return texts.map((text) => text.split('\n').map(expandLine).join('\n'));
}
