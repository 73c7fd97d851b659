/**
 * LaTeX text to rich text: escapes, accents, ligatures, bold/italic, links and line breaks.
 * One iterative pass per range with an explicit style stack, so deeply nested braces cost memory
 * proportional to their depth, never call-stack depth.
 */
import { CLOSE, COMMAND, NEWLINE, OPEN, PAR, SPACE, TEXT, type Lexed } from './lexer';
import { ACCENTS, ENVIRONMENT_ARGUMENTS, LANGUAGE_COMMAND, LINE_BREAKS, SILENT_ARGUMENTS, SKIPPED_ENVIRONMENTS, STYLE_COMMANDS, STYLE_DECLARATIONS, SYMBOLS } from './symbols';
import type { Inline, RichText } from './types';
import { own } from './own';

interface Style {
  bold: boolean;
  italic: boolean;
  href: string | undefined;
}

const PLAIN: Style = { bold: false, italic: false, href: undefined };

/** `=10000`, `=4pt` right after a command: a TeX assignment's value. */
const ASSIGNMENT = /^=-?[\d.]+(?:pt|em|ex|cm|mm|in|bp|sp|pc|dd|cc|mu)?/;

/** An optional `[...]` argument is looked for only this far, so a stray "[" costs little. */
const OPTIONAL_ARGUMENT_REACH = 200;

/** Only these schemes become links; anything else (javascript:, data:, relative paths) stays text. */
export function safeHref(raw: string): string | undefined {
  const url = raw.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(url) || /[\s<>"]/.test(url)) return undefined;
  return URL.canParse(url) ? url : undefined;
}

/** Index of the first token at or after i that is not a space. */
export function skipSpaces(doc: Lexed, i: number, end = doc.count): number {
  while (i < end && isSpace(doc.kind[i]!)) i += 1;
  return i;
}

/** Blanks, in a line or across one (a paragraph break is not a blank). */
export function isSpace(kind: number): boolean {
  return kind === SPACE || kind === NEWLINE;
}

/** If an optional `[...]` argument starts at i (after spaces), the index after it; else i. */
/** Past every optional argument in a row: minipage's [pos][height][inner-pos], \\cventry[1em]… */
export function skipOptionals(doc: Lexed, i: number, end = doc.count): number {
  for (let next = skipOptional(doc, i, end); next !== i; next = skipOptional(doc, i, end)) i = next;
  return i;
}

export function skipOptional(doc: Lexed, i: number, end = doc.count): number {
  const j = skipSpaces(doc, i, end);
  if (j >= end || doc.kind[j] !== TEXT || doc.value[j] !== '[') return i;
  const limit = Math.min(end, j + OPTIONAL_ARGUMENT_REACH);
  for (let k = j + 1; k < limit; ) {
    const kind = doc.kind[k];
    if (kind === PAR) return i;
    if (kind === TEXT && doc.value[k] === ']') return k + 1;
    k = kind === OPEN ? doc.after[k]! : k + 1;
  }
  return i;
}

/** The source text of the group opening at `open`, unescaped: for URLs, which TeX prints verbatim. */
function rawGroup(doc: Lexed, open: number): string {
  const from = doc.end[open]!;
  const close = doc.contentEnd[open]!;
  const to = close < doc.count ? doc.start[close]! : doc.source.length;
  return doc.source
    .slice(from, to)
    .replace(/\\([#%&_~$])/g, '$1')
    .replace(/\s+/g, '');
}

function compose(base: string, mark: string): string {
  const letter = base === '\u0131' ? 'i' : base === '\u0237' ? 'j' : base;
  return (letter + mark).normalize('NFC');
}

interface OpenRun {
  style: Style;
  text: string;
}

/** Collects text runs, merging neighbours of the same style and collapsing spaces as TeX does. */
class RichTextBuilder {
  private readonly nodes: (OpenRun | 'break')[] = [];
  /** Tracked here rather than read back from the run, which would flatten its string every time. */
  private endsWithSpace = true;
  /** A table's column ended (a bare "&"): the next text is set apart from the last, if both have some. */
  private cellEnded = false;

  text(text: string, style: Style) {
    if (this.cellEnded && text.trim() !== '') {
      this.cellEnded = false;
      const last = this.nodes[this.nodes.length - 1];
      if (last !== undefined && last !== 'break') this.append(' \u00B7 ', style);
    }
    this.append(text, style);
  }

  cell() {
    this.cellEnded = true;
  }

  private append(text: string, style: Style) {
    if (text === '') return;
    if (text === ' ') {
      if (this.endsWithSpace) return;
    } else if (this.endsWithSpace && text.startsWith(' ')) {
      text = text.slice(1);
      if (text === '') return;
    }
    const last = this.nodes[this.nodes.length - 1];
    if (last !== undefined && last !== 'break' && sameStyle(last.style, style)) last.text += text;
    else this.nodes.push({ style, text });
    this.endsWithSpace = text.endsWith(' ');
  }

  lineBreak() {
    if (this.nodes.length > 0) this.nodes.push('break');
    this.endsWithSpace = true;
    this.cellEnded = false;
  }

  finish(): RichText {
    const out: Inline[] = [];
    for (const node of this.nodes) {
      if (node === 'break') {
        trimLast(out);
        if (out.length > 0 && out[out.length - 1]!.kind !== 'break') out.push({ kind: 'break' });
        continue;
      }
      const text = node.text;
      if (text === ' ' && out[out.length - 1]?.kind === 'break') continue;
      const inline: Inline = { kind: 'text', text };
      if (node.style.bold) inline.bold = true;
      if (node.style.italic) inline.italic = true;
      if (node.style.href) inline.href = node.style.href;
      out.push(inline);
    }
    trimLast(out);
    return out;
  }
}

function sameStyle(a: Style, b: Style): boolean {
  return a === b || (a.bold === b.bold && a.italic === b.italic && a.href === b.href);
}

/** Drops trailing spaces and line breaks: a line break or space at the end shows nothing. */
function trimLast(out: Inline[]) {
  for (;;) {
    const last = out[out.length - 1];
    if (!last) return;
    if (last.kind === 'text') {
      last.text = last.text.trimEnd();
      if (last.text !== '') return;
    }
    out.pop();
  }
}

/** The rich text of tokens [start, end). */
export function richText(doc: Lexed, start: number, end: number): RichText {
  const { kind, value, contentEnd, after } = doc;
  const out = new RichTextBuilder();
  const scopes: { style: Style; until: number }[] = [];
  const groupStyles = new Map<number, Partial<Style>>();
  let style = PLAIN;
  /** The last "}" printed through (a group skipped whole, such as a URL, is not). */
  let closed = -1;

  /** The group right after a command (after spaces), or -1. */
  const groupAt = (i: number) => {
    const j = skipSpaces(doc, i, end);
    return j < end && kind[j] === OPEN ? j : -1;
  };

  let i = start;
  while (i < end) {
    while (scopes.length > 0 && scopes[scopes.length - 1]!.until <= i) style = scopes.pop()!.style;
    const k = kind[i];
    if (k === OPEN) {
      // `}{`: the arguments of a command or environment nobody here knows (\experience{2020}{Engineer},
      // the owner's \begin{job}{Title}{Date}) are its fields, which a PDF sets apart.
      if (closed === i - 1) out.text(' ', style);
      scopes.push({ style, until: contentEnd[i]! });
      const extra = groupStyles.get(i);
      if (extra) style = { ...style, ...extra };
      i += 1;
    } else if (k === TEXT) {
      const text = value[i]!;
      // A bare "&" (\& is a command) never prints: it ends a table's column.
      if (text.includes('&')) {
        text.split('&').forEach((cell, index) => {
          if (index > 0) out.cell();
          out.text(cell, style);
        });
      } else out.text(text, style);
      i += 1;
    } else if (k === COMMAND) {
      i = command(i, value[i]!);
    } else {
      if (k !== CLOSE) out.text(' ', style);
      else closed = i;
      i += 1;
    }
  }
  return out.finish();

  function command(i: number, name: string): number {
    const symbol = own(SYMBOLS, name);
    if (symbol !== undefined) {
      out.text(symbol, style);
      return i + 1;
    }
    const mark = own(STYLE_COMMANDS, name);
    if (mark) {
      const group = groupAt(i + 1);
      if (group < 0) return i + 1;
      groupStyles.set(group, { [mark]: true });
      return group;
    }
    const declared = own(STYLE_DECLARATIONS, name);
    if (declared) {
      style = { ...style, [declared]: true };
      return i + 1;
    }
    if (LINE_BREAKS.has(name)) {
      out.lineBreak();
      let next = i + 1;
      if (next < end && kind[next] === TEXT && value[next] === '*') next += 1;
      return skipOptional(doc, next, end);
    }
    if (name === 'href') return link(i);
    if (name === 'url') {
      const group = groupAt(i + 1);
      if (group < 0) return i + 1;
      const url = rawGroup(doc, group);
      out.text(url, { ...style, href: safeHref(url) });
      return after[group]!;
    }
    const accent = own(ACCENTS, name);
    if (accent) return accented(i, accent);
    const silent = own(SILENT_ARGUMENTS, name);
    if (silent !== undefined) {
      // \vspace*{…}: the star is part of the command.
      const star = i + 1 < end && kind[i + 1] === TEXT && doc.value[i + 1] === '*' ? i + 2 : i + 1;
      let next = skipOptional(doc, star, end);
      for (let k = 0; k < silent; k += 1) {
        const group = groupAt(next);
        const token = skipSpaces(doc, next, end);
        // A single command is an argument too, as TeX reads one: \setlength\parindent{0pt}.
        if (group < 0 && (token >= end || kind[token] !== COMMAND || !/^[A-Za-z]/.test(value[token]!))) break;
        next = skipOptional(doc, group < 0 ? token + 1 : after[group]!, end);
      }
      return next;
    }
    if (LANGUAGE_COMMAND.test(name)) return skipOptional(doc, i + 1, end);
    // An environment's name and arguments print nothing; what it holds does.
    if (name === 'begin' || name === 'end') {
      const group = groupAt(i + 1);
      if (group < 0) return i + 1;
      if (name === 'end') return after[group]!;
      const environment = groupText(group);
      if (SKIPPED_ENVIRONMENTS.has(environment)) {
        // A drawing in a bullet (Jake's \resumeItem{…\begin{tikzpicture}…}) prints none of its code;
        // unclosed, its code is read on as text rather than hiding the rest.
        const closed = skipEnvironment(doc, after[group]!, environment, end);
        if (closed >= 0) return closed;
      }
      let next = skipOptionals(doc, after[group]!, end);
      for (let k = own(ENVIRONMENT_ARGUMENTS, environment) ?? 0; k > 0; k -= 1) {
        const argument = groupAt(next);
        if (argument < 0) break;
        next = skipOptional(doc, after[argument]!, end);
      }
      return next;
    }
    const next = i + 1;
    const assignment = next < end && kind[next] === TEXT ? ASSIGNMENT.exec(value[next]!) : null;
    if (assignment) {
      // A TeX assignment (\hyphenpenalty=10000, \parskip=4pt) prints nothing.
      out.text(value[next]!.slice(assignment[0].length), style);
      return next + 1;
    }
    // Any other command prints nothing itself; its arguments, if any, print as text.
    return next;
  }

  /** The text tokens of the group at `open` (an environment's name). */
  function groupText(open: number): string {
    let text = '';
    for (let k = open + 1; k < contentEnd[open]!; k += 1) if (kind[k] === TEXT) text += value[k];
    return text.trim();
  }

  function link(i: number): number {
    const target = groupAt(i + 1);
    if (target < 0) return i + 1;
    const url = rawGroup(doc, target);
    const href = safeHref(url);
    const label = groupAt(after[target]!);
    if (label < 0) {
      out.text(url, { ...style, href });
      return after[target]!;
    }
    groupStyles.set(label, { href });
    return label;
  }

  /** `\'e`, `\'{e}`, `\c{c}`, `\'{\i}`: the mark goes on the first letter; anything else drops it. */
  function accented(i: number, mark: string): number {
    const next = i + 1;
    if (next >= end) return next;
    if (kind[next] === TEXT) {
      const [first = '', ...rest] = Array.from(value[next]!);
      out.text(compose(first, mark) + rest.join(''), style);
      return next + 1;
    }
    if (kind[next] === OPEN) {
      const close = contentEnd[next]!;
      if (close === next + 1) return after[next]!;
      const inner = next + 1;
      const base = close !== inner + 1 ? undefined : kind[inner] === TEXT ? value[inner] : kind[inner] === COMMAND ? SYMBOLS[value[inner]!] : undefined;
      if (base !== undefined) {
        const [first = '', ...rest] = Array.from(base);
        out.text(compose(first, mark) + rest.join(''), style);
        return after[next]!;
      }
    }
    if (kind[next] === COMMAND && (value[next] === 'i' || value[next] === 'j')) {
      out.text(compose(SYMBOLS[value[next]!]!, mark), style);
      return next + 1;
    }
    return next;
  }
}

/** The text a reader sees, without marks; line breaks become spaces. (Runs are already collapsed.) */
export function plainText(text: RichText): string {
  let plain = '';
  for (const node of text) plain += node.kind === 'text' ? node.text : ' ';
  return plain.trim();
}

/**
 * Past the \end{environment} (and its name) that closes the one whose \begin{environment} ends before
 * i, nested ones of the same name counted; -1 if none does before `end`. Drawings: nothing to read.
 */
export function skipEnvironment(doc: Lexed, i: number, environment: string, end = doc.count): number {
  let depth = 1;
  for (let k = i; k < end; k += 1) {
    if (doc.kind[k] !== COMMAND || (doc.value[k] !== 'begin' && doc.value[k] !== 'end')) continue;
    if (groupName(doc, k + 1) !== environment) continue;
    depth += doc.value[k] === 'begin' ? 1 : -1;
    if (depth === 0) return doc.after[skipSpaces(doc, k + 1)]!;
  }
  return -1;
}

/** The plain name inside the group at i (after spaces): an environment name. */
export function groupName(doc: Lexed, i: number): string {
  const j = skipSpaces(doc, i);
  if (j >= doc.count || doc.kind[j] !== OPEN) return '';
  const end = doc.contentEnd[j]!;
  let name = '';
  // Environment names are short; a huge group here is not one, and must not cost a long scan.
  for (let k = j + 1; k < Math.min(end, j + 40); k += 1) {
    if (doc.kind[k] === TEXT) name += doc.value[k];
  }
  return name.trim();
}
