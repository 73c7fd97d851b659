/**
 * Turns AltaCV source into tokens the way TeX reads it, in one linear pass: comments and
 * `comment` environments vanish, spaces collapse, a blank line is a paragraph break, and braces are
 * paired (an unclosed brace is ended at the next brace or line end, so one typo cannot swallow the
 * rest of the file).
 */
import type { CvWarning } from './types';

/** An `\\end{comment}` at the start of a line (after optional spaces). */
const COMMENT_END = /^[ \t]*\\end\{comment\}/gm;

/** Token kinds. Tokens are stored column-wise in typed arrays: a 5 MB file makes millions of them. */
export const TEXT = 1;
export const COMMAND = 2;
export const OPEN = 3;
export const CLOSE = 4;
/** Blanks within a line. */
export const SPACE = 5;
/** Blanks that include a line end (an unclosed group ends there). */
export const NEWLINE = 6;
/** A blank line: a paragraph break. */
export const PAR = 7;

export interface Lexed {
  source: string;
  count: number;
  kind: Uint8Array;
  /** TEXT: the characters printed; COMMAND: the name without the backslash; otherwise "". */
  value: string[];
  line: Int32Array;
  /** Offsets of the token in the source. */
  start: Int32Array;
  end: Int32Array;
  /** For an OPEN token: the index of its CLOSE token, or of the token that ends an unclosed group. */
  contentEnd: Int32Array;
  /** For an OPEN token: the index just after the whole group. */
  after: Int32Array;
  /** For an OPEN token: 1 when a structural command (\\cvsection, \\item…) sits anywhere inside. */
  hasStructure: Uint8Array;
  /** For an OPEN token: 1 when a command that starts a part of the CV (\\cvsection, \\cvevent…) sits inside. */
  hasEntry: Uint8Array;
}

/** Past this many problems in one file, more would only bury the first (which is the one to fix). */
const MAX_WARNINGS_PER_FILE = 50;

const SPECIAL = new Uint8Array(128);
for (const c of '\\{}%~[]$\n\r\t ') SPECIAL[c.charCodeAt(0)] = 1;

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isBlank = (c: number) => c === 32 || c === 9 || c === 13;

export class WarningSink {
  readonly list: CvWarning[] = [];
  private dropped = 0;

  constructor(readonly file: string) {}

  add(line: number, message: string, severity: CvWarning['severity'] = 'warning') {
    if (this.list.length < MAX_WARNINGS_PER_FILE) this.list.push({ file: this.file, line, message, severity });
    else this.dropped += 1;
  }

  /** The collected warnings, with a closing note when some were left out. */
  finish(): CvWarning[] {
    if (this.dropped === 0) return this.list;
    const last = this.list[this.list.length - 1];
    const severity = this.list.some((w) => w.severity === 'error') ? 'error' : 'warning';
    return [...this.list, { file: this.file, line: last?.line ?? 1, message: `${this.dropped} more problems not listed`, severity }];
  }
}

const LIGATURES: Record<string, string> = {
  '---': '\u2014',
  '--': '\u2013',
  '``': '\u201C',
  "''": '\u201D',
  '`': '\u2018',
  "'": '\u2019',
};

/** Replaces TeX's input ligatures with the characters they print. */
function ligatures(text: string): string {
  return text.replace(/---|--|``|''|`|'/g, (match) => LIGATURES[match]!);
}

export class TokenList {
  count = 0;
  kind: Uint8Array;
  value: string[] = [];
  line: Int32Array;
  start: Int32Array;
  end: Int32Array;

  /** Sized for the source (a token per four characters or so), so a CV rarely makes it grow; a short text (a .bib field) allocates little. */
  constructor(sourceLength: number) {
    const size = Math.max(16, sourceLength >> 2);
    this.kind = new Uint8Array(size);
    this.line = new Int32Array(size);
    this.start = new Int32Array(size);
    this.end = new Int32Array(size);
  }

  push(kind: number, value: string, line: number, start: number, end: number) {
    if (this.count === this.kind.length) this.grow();
    const i = this.count++;
    this.kind[i] = kind;
    this.value.push(value);
    this.line[i] = line;
    this.start[i] = start;
    this.end[i] = end;
  }

  pop() {
    this.count -= 1;
    this.value.pop();
  }

  private grow() {
    const size = this.kind.length * 2;
    const grown = <T extends Uint8Array | Int32Array>(from: T, to: T) => {
      to.set(from);
      return to;
    };
    this.kind = grown(this.kind, new Uint8Array(size));
    this.line = grown(this.line, new Int32Array(size));
    this.start = grown(this.start, new Int32Array(size));
    this.end = grown(this.end, new Int32Array(size));
  }
}

export function tokenize(source: string, warnings: WarningSink): TokenList {
  const tokens = new TokenList(source.length);
  const n = source.length;
  let p = 0;
  let line = 1;
  let lineHasContent = false;

  const lastKind = () => (tokens.count > 0 ? tokens.kind[tokens.count - 1]! : 0);
  const pushSpace = (kind: typeof SPACE | typeof NEWLINE, at: number) => {
    const last = lastKind();
    if (last === PAR) return;
    if (last === SPACE || last === NEWLINE) {
      if (kind === NEWLINE) tokens.kind[tokens.count - 1] = NEWLINE;
      return;
    }
    tokens.push(kind, '', line, at, at + 1);
  };
  const pushPar = (at: number) => {
    const last = lastKind();
    if (last === PAR) return;
    if (last === SPACE || last === NEWLINE) tokens.pop();
    tokens.push(PAR, '', line, at, at + 1);
  };
  /** Consumes a newline at p: TeX then skips the next line's leading blanks. */
  const newline = () => {
    line += 1;
    p += 1;
    lineHasContent = false;
    while (p < n && isBlank(source.charCodeAt(p))) p += 1;
  };

  while (p < n) {
    const c = source.charCodeAt(p);
    if (c === 10) {
      if (lineHasContent) pushSpace(NEWLINE, p);
      else pushPar(p);
      newline();
      continue;
    }
    if (isBlank(c)) {
      pushSpace(SPACE, p);
      p += 1;
      continue;
    }
    lineHasContent = true;
    const start = p;
    if (c === 37 /* % */) {
      const end = source.indexOf('\n', p);
      if (end < 0) break;
      p = end;
      // The comment eats its line end, so `word%` + newline joins the next line without a space.
      newline();
      continue;
    }
    if (c === 92 /* \ */) {
      p += 1;
      if (p >= n) break;
      if (isLetter(source.charCodeAt(p))) {
        while (p < n && isLetter(source.charCodeAt(p))) p += 1;
        const name = source.slice(start + 1, p);
        if (name === 'begin' && source.startsWith('{comment}', p)) {
          p = skipCommentEnvironment(p);
          continue;
        }
        // \par is a blank line (a macro's expansion writes its blank lines so).
        if (name === 'par') pushPar(start);
        else tokens.push(COMMAND, name, line, start, p);
        // Blanks after a control word are not text, nor is the line end right after it.
        while (p < n && isBlank(source.charCodeAt(p))) p += 1;
        if (p < n && source.charCodeAt(p) === 10) newline();
        if (name === 'url' || name === 'href') verbatimUrl();
      } else {
        // A control symbol (\& \\ \' …); backslash-newline is a control space.
        const newlineNext = source.charCodeAt(p) === 10;
        const symbol = newlineNext ? ' ' : source[p]!;
        if (!newlineNext) p += 1;
        tokens.push(COMMAND, symbol, line, start, p);
      }
      continue;
    }
    if (c === 123 /* { */ || c === 125 /* } */) {
      tokens.push(c === 123 ? OPEN : CLOSE, '', line, p, ++p);
      continue;
    }
    if (c === 126 /* ~ */) {
      tokens.push(TEXT, '\u00A0', line, p, ++p);
      continue;
    }
    if (c === 91 || c === 93 /* [ ] */) {
      tokens.push(TEXT, source[p]!, line, p, ++p);
      continue;
    }
    if (c === 36 /* $ */) {
      // Math shift: the symbols inside are read as text; the dollar signs themselves print nothing.
      p += 1;
      continue;
    }
    let ligature = false;
    while (p < n) {
      const d = source.charCodeAt(p);
      if (d < 128) {
        if (SPECIAL[d]) break;
        if (d === 45 || d === 96 || d === 39) ligature = true;
      }
      p += 1;
    }
    const text = source.slice(start, p);
    tokens.push(TEXT, ligature ? ligatures(text) : text, line, start, p);
  }
  return tokens;

  /**
   * hyperref reads a URL as it is written, so a "%" in it (…/VAHID%20NAME) is part of the address,
   * not a comment. Only a URL that ends on its line is read so: one that does not is left to the
   * usual rules, and a missing "}" cannot swallow the lines after it.
   */
  function verbatimUrl() {
    if (source.charCodeAt(p) !== 123 /* { */) return;
    let depth = 0;
    for (let k = p; k < n; k += 1) {
      const d = source.charCodeAt(k);
      if (d === 10) return;
      if (d === 92 /* \ */) k += 1;
      else if (d === 123) depth += 1;
      else if (d === 125 && --depth === 0) {
        tokens.push(OPEN, '', line, p, p + 1);
        if (k > p + 1) tokens.push(TEXT, source.slice(p + 1, k), line, p + 1, k);
        tokens.push(CLOSE, '', line, k, k + 1);
        p = k + 1;
        return;
      }
    }
  }

  /**
   * p is just after `\begin`; returns the position after the closing `\end{comment}`. As in the
   * comment package, only an `\end{comment}` that starts its line closes the environment.
   */
  function skipCommentEnvironment(from: number): number {
    COMMENT_END.lastIndex = from;
    const match = COMMENT_END.exec(source);
    const end = match ? match.index : -1;
    const stop = match ? match.index + match[0].length : n;
    const startLine = line;
    for (let k = from; k < stop; k += 1) if (source.charCodeAt(k) === 10) line += 1;
    if (end < 0) warnings.add(startLine, '\\begin{comment} is never closed: the rest of the file is hidden', 'error');
    return stop;
  }
}

/**
 * Pairs braces in linear time. An unclosed `{` ends at the next brace, paragraph break or line end,
 * which keeps groups properly nested and usually matches the typo (`\cvevent{Dev}{Acme{2020}…`);
 * a stray `}` is ignored.
 */
function pairBraces(tokens: TokenList, warnings: WarningSink, structure: Structure): Pick<Lexed, 'contentEnd' | 'after' | 'hasStructure' | 'hasEntry'> {
  const { count, kind, line, value } = tokens;
  const contentEnd = new Int32Array(count);
  const after = new Int32Array(count);
  // A structural command marks its innermost group; a closing group passes the mark outwards.
  // (Marks on unclosed groups may reach a little too far: that only makes the walk look inside.)
  const hasStructure = new Uint8Array(count);
  const hasEntry = new Uint8Array(count);
  const stack: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const k = kind[i];
    if (k === OPEN) stack.push(i);
    else if (k === CLOSE) {
      const open = stack.pop();
      if (open === undefined) warnings.add(line[i]!, 'Unmatched "}" ignored');
      else {
        contentEnd[open] = i;
        after[open] = i + 1;
        const outer = stack[stack.length - 1];
        if (hasStructure[open] && outer !== undefined) hasStructure[outer] = 1;
        if (hasEntry[open] && outer !== undefined) hasEntry[outer] = 1;
      }
    } else if (k === COMMAND && stack.length > 0 && structure.structural.has(value[i]!)) {
      hasStructure[stack[stack.length - 1]!] = 1;
      if (structure.entries.has(value[i]!)) hasEntry[stack[stack.length - 1]!] = 1;
    }
  }
  if (stack.length === 0) return { contentEnd, after, hasStructure, hasEntry };

  const unclosed = new Set(stack);
  // nextEnd[k]: where an unclosed group reaching token k must end. A command's own argument
  // (`\c{c}`, `\emph{x}`) is skipped whole rather than ending the group, so accents survive.
  const nextEnd = new Int32Array(count + 1);
  nextEnd[count] = count;
  for (let i = count - 1; i >= 0; i -= 1) {
    const k = kind[i];
    if (unclosed.has(i)) {
      contentEnd[i] = nextEnd[i + 1]!;
      after[i] = nextEnd[i + 1]!;
      // LaTeX only warns about a group left open (the owner has a PDF): so does the build.
      warnings.add(line[i]!, 'Unclosed "{": the group was ended at the next brace or line end');
      nextEnd[i] = i;
    } else if (k === OPEN && i > 0 && kind[i - 1] === COMMAND) {
      nextEnd[i] = nextEnd[after[i]!]!;
    } else if (k === OPEN || k === CLOSE || k === PAR || k === NEWLINE) {
      nextEnd[i] = i;
    } else {
      nextEnd[i] = nextEnd[i + 1]!;
    }
  }
  warnings.list.sort((a, b) => a.line - b.line);
  return { contentEnd, after, hasStructure, hasEntry };
}

/** Which commands shape the CV (its reader's), so groups holding them are marked. */
export interface Structure {
  /** Sections, entries, tags, bullets, lists: what the walk stops at. */
  structural: ReadonlySet<string>;
  /**
   * Commands that start a part of the CV. An argument never holds one, so a group that does lost
   * its "}" (tags, bullets and lists may sit inside an argument, as in \cvachievement's description).
   */
  entries: ReadonlySet<string>;
}

export function lex(source: string, warnings: WarningSink, structure: Structure): Lexed {
  return lexTokens(source, tokenize(source, warnings), warnings, structure);
}

/** As lex, for a source already tokenized (with `warnings`). */
export function lexTokens(source: string, tokens: TokenList, warnings: WarningSink, structure: Structure): Lexed {
  const { count, kind, value, line, start, end } = tokens;
  return { source, count, kind, value, line, start, end, ...pairBraces(tokens, warnings, structure) };
}
