/**
 * One .bib file to its entries, each with its fields as written (LaTeX and all: the CV's own inline
 * reader makes text of them) and its text as the owner keeps it. The grammar is
 * @citation-js/plugin-bibtex's (it keeps field values raw, resolves @string and month macros, and
 * reads 3,000 entries in ~0.1 s); this module adds where each entry is in the file.
 */
import { parse } from '@citation-js/plugin-bibtex/lib/input/file.js';

export interface BibEntry {
  /** Lower case, as biblatex compares types. */
  type: string;
  key: string;
  /** Field name (lower case) → value as written, braces kept. */
  fields: Record<string, string>;
  /** biblatex data annotations: `author+an = {1=highlight}` → { author: "1=highlight" }. */
  annotations: Record<string, string>;
  /** The entry's text in the file, from its "@" to its closing brace. */
  source: string;
  line: number;
}

export class BibSyntaxError extends Error {
  override name = 'BibSyntaxError';

  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** Where each entry starts: "@type{key," (or "@type(key,"). */
const ENTRY_START = /@\s*([A-Za-z_][\w:+-]*)\s*([{(])\s*([^,\s{}()]*)/g;

/** How many lines of the file an error shows on each side of its line. */
const CONTEXT_LINES = 2;

interface Span {
  key: string;
  source: string;
  line: number;
  start: number;
}

/**
 * The text with every "%" comment outside the entries blanked to spaces, so offsets and lines stay
 * where they were. Biber reads such a line as a comment; an "@" in it ("% use @unpublished") is no
 * entry.
 */
function withoutComments(text: string): string {
  let out = '';
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (c === '%' && depth === 0) {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += text.slice(from, i) + ' '.repeat(stop - i);
      from = stop;
      i = stop - 1;
    }
  }
  return out + text.slice(from);
}

/** The text of every data entry, found by pairing its braces (a .bib's values keep theirs balanced). */
function entrySpans(text: string, original: string = text): Span[] {
  const spans: Span[] = [];
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineAt = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  ENTRY_START.lastIndex = 0;
  for (let match = ENTRY_START.exec(text); match; match = ENTRY_START.exec(text)) {
    const type = match[1]!.toLowerCase();
    const open = match.index + match[0].indexOf(match[2]!);
    const closer = match[2] === '{' ? '}' : ')';
    let depth = 0;
    let end = text.length;
    for (let i = open + 1; i < text.length; i += 1) {
      const c = text[i];
      if (c === '{') depth += 1;
      else if (c === '}' && depth > 0) depth -= 1;
      else if (c === closer && depth === 0) {
        end = i + 1;
        break;
      }
    }
    if (type !== 'comment' && type !== 'string' && type !== 'preamble') spans.push({ key: match[3]!, source: original.slice(match.index, end), line: lineAt(match.index), start: match.index });
    ENTRY_START.lastIndex = type === 'comment' ? match.index + match[0].length : end;
  }
  return spans;
}

/** The lines around `line`, numbered, as an editor shows them. */
export function linesAround(text: string, line: number): string {
  const lines = text.split(/\r?\n/);
  const from = Math.max(1, line - CONTEXT_LINES);
  const to = Math.min(lines.length, line + CONTEXT_LINES);
  const width = String(to).length;
  const out: string[] = [];
  for (let n = from; n <= to; n += 1) out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`);
  return out.join('\n');
}

/**
 * @param file  the name in messages ("content/cv/publications.bib")
 * @throws BibSyntaxError naming the line, with the lines around it, when the file does not parse
 */
export function readBibFile(file: string, text: string): BibEntry[] {
  const code = withoutComments(text);
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(code);
  } catch (error) {
    // Read by shape, not instanceof: the build may load the parser in another realm (a test's VM).
    const message = typeof (error as Error | undefined)?.message === 'string' ? (error as Error).message : String(error);
    const line = Number(/line (\d+)/.exec(message)?.[1] ?? 1);
    const spans = entrySpans(code, text);
    const before = spans.filter((span) => span.line <= line).pop();
    const suspect = before && before.line < line ? ` A "}" or a "," may be missing in the entry "${before.key}" that starts on line ${before.line}.` : '';
    throw new BibSyntaxError(file, line, `${file}:${line}: this .bib file cannot be read: ${message.split('\n')[0]!.replace(/:$/, '')}.${suspect}\n${linesAround(text, line)}`);
  }
  const spans = new Map<string, Span>();
  for (const span of entrySpans(code, text)) if (!spans.has(span.key)) spans.set(span.key, span);
  return parsed.map((entry) => {
    const span = spans.get(entry.label);
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(entry.properties)) fields[name] = String(value);
    const annotations: Record<string, string> = {};
    for (const [name, byName] of Object.entries(entry.annotations ?? {})) annotations[name] = Object.values(byName).join(';');
    return { type: entry.type, key: entry.label, fields, annotations, source: span?.source ?? '', line: span?.line ?? 1 };
  });
}
