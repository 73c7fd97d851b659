/**
 * BibTeX's name lists: "and" between names (not inside braces), each name as "First von Last",
 * "von Last, First" or "von Last, Jr, First"; "others" ends the list as "et al.".
 */
import { latexPlain } from './latexText';

export interface BibName {
  /** Given names, as written ("Lian Tze", "L. T."). */
  given: string;
  /** von part and family name ("van der Berg"). */
  family: string;
  /** "Jr", "III". */
  suffix: string;
  /** Set in bold or underlined in the .bib itself (`\ul{Poon}, Art`, `\textbf{Jane Doe}`): how some owners mark their own name. */
  marked?: true;
}

/** The commands owners wrap their own name in, in the .bib's author field. */
const MARK = /\\(?:ul|uline|underline|textbf|bfseries|bf)(?![A-Za-z])/;

/** Splits at `separator` (sticky; it starts with a comma or a blank) where it stands outside every brace group. */
function splitOutsideBraces(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (c === ',' || c === ' ' || c === '\t' || c === '\n' || c === '\r')) {
      separator.lastIndex = i;
      const match = separator.exec(text);
      if (match && match.index === i) {
        parts.push(text.slice(from, i));
        from = i + match[0].length;
        i = from - 1;
      }
    }
  }
  parts.push(text.slice(from));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** Whether a word of a name starts in lower case (BibTeX's von part), braces and commands aside. */
function startsLowerCase(word: string): boolean {
  const letter = /\p{L}/u.exec(latexPlain(word))?.[0];
  return letter !== undefined && letter === letter.toLowerCase() && letter !== letter.toUpperCase();
}

function nameOf(raw: string): BibName {
  const name = unmarkedNameOf(raw);
  return MARK.test(raw) ? { ...name, marked: true } : name;
}

function unmarkedNameOf(raw: string): BibName {
  const commas = splitOutsideBraces(raw, /,/y);
  if (commas.length >= 2) {
    const [family, second, third] = commas;
    return third === undefined ? { family: latexPlain(family!), given: latexPlain(second!), suffix: '' } : { family: latexPlain(family!), given: latexPlain(third), suffix: latexPlain(second!) };
  }
  const words = splitOutsideBraces(raw, /\s+/y);
  if (words.length === 1) return { family: latexPlain(words[0]!), given: '', suffix: '' };
  // "First von Last": the family name is the last word, with the lower-case words before it.
  let familyFrom = words.length - 1;
  const firstVon = words.findIndex((word, index) => index > 0 && index < words.length - 1 && startsLowerCase(word));
  if (firstVon > 0) familyFrom = firstVon;
  return { given: latexPlain(words.slice(0, familyFrom).join(' ')), family: latexPlain(words.slice(familyFrom).join(' ')), suffix: '' };
}

/** The names of a name field; `more` when it ends in "and others". */
export function bibNames(field: string): { names: BibName[]; more: boolean } {
  const raw = splitOutsideBraces(field.replace(/\s+/g, ' '), /\s+and\s+/iy);
  const more = raw.length > 0 && raw[raw.length - 1]!.toLowerCase() === 'others';
  return { names: (more ? raw.slice(0, -1) : raw).map(nameOf), more };
}

/** As a reader sees it: "Lian Tze Lim", "Jan van der Berg, Jr". */
export function displayName(name: BibName): string {
  return [name.given, name.family].filter(Boolean).join(' ') + (name.suffix ? `, ${name.suffix}` : '');
}
