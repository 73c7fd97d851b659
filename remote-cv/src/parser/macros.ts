/**
 * The owner's own macros (\newcommand, \renewcommand, \providecommand, \def, and xparse's
 * \NewDocumentCommand with `m`, `o` and `O{…}` arguments), expanded before a reader applies its
 * class's rules, as TeX would: 0 to 9 arguments, an optional first argument with its default,
 * defined in any file of the CV. A macro the reader knows as structure (Jake's
 * \resumeSubheading) is left for the reader, which still learns its arity from the definition.
 *
 * Expansion works on the source text and keeps every line where it was: a call is replaced by its
 * expansion on one line, after a "%" and line end for each line the call spanned (a comment eats
 * its line end and the next line's indent, as TeX reads arguments across lines), so warnings
 * still name the owner's lines.
 */
import { COMMAND, CLOSE, NEWLINE, OPEN, PAR, SPACE, TEXT, tokenize, WarningSink, type TokenList } from './lexer';
import { own } from './own';

export interface Macro {
  arity: number;
  /** The default of an optional first argument, when it has one. */
  optional?: string;
  body: string;
}

const DEFINERS = new Set(['newcommand', 'renewcommand', 'providecommand', 'DeclareRobustCommand', 'NewDocumentCommand', 'RenewDocumentCommand', 'ProvideDocumentCommand', 'DeclareDocumentCommand']);
const DEFINES = /\\(?:newcommand|renewcommand|providecommand|DeclareRobustCommand|def|(?:New|Renew|Provide|Declare)DocumentCommand)(?![A-Za-z])/;
const PROVIDERS = new Set(['providecommand', 'ProvideDocumentCommand']);

/** What xparse passes for an `o` argument the call leaves out, as \IfValueTF tests it. */
const NO_VALUE = '-NoValue-';

/** Each expansion pass re-reads the text; a macro that calls itself would never stop. */
const MAX_PASSES = 8;
/**
 * A macro whose body calls it, or calls another twice, grows the text exponentially within those
 * passes (`\providecommand{\p}{\p\p}`, a body that swallowed its own calls): past this the text is
 * no CV's any more, and the calls left are reported as endless. Real CVs' macros grow it far less.
 */
const maxExpandedLength = (original: number) => 4 * original + 32_768;

/** The index of the CLOSE that pairs with the OPEN at i, or -1. */
function closing(tokens: TokenList, i: number): number {
  let depth = 0;
  for (let k = i; k < tokens.count; k += 1) {
    if (tokens.kind[k] === OPEN) depth += 1;
    else if (tokens.kind[k] === CLOSE && --depth === 0) return k;
  }
  return -1;
}

function nextToken(tokens: TokenList, i: number): number {
  while (i < tokens.count && (tokens.kind[i] === SPACE || tokens.kind[i] === NEWLINE)) i += 1;
  return i;
}

/** `[…]` starting at i (after spaces): its contents' token range and the index after it. */
function bracketed(tokens: TokenList, i: number): { from: number; to: number; next: number } | null {
  const j = nextToken(tokens, i);
  if (j >= tokens.count || tokens.kind[j] !== TEXT || tokens.value[j] !== '[') return null;
  let depth = 0;
  for (let k = j + 1; k < tokens.count; k += 1) {
    const kind = tokens.kind[k];
    if (kind === PAR) return null;
    if (kind === OPEN) depth += 1;
    else if (kind === CLOSE) depth -= 1;
    else if (depth === 0 && kind === TEXT && tokens.value[k] === ']') return { from: j + 1, to: k, next: k + 1 };
  }
  return null;
}

/** A span of source as TeX reads it: comments gone, line ends as spaces, blank lines as \par. */
function flatten(source: string): string {
  return source
    // A lookbehind, not a captured character before "%": consecutive comment lines each go.
    .replace(/(?<!\\)((?:\\\\)*)%[^\n]*\n?[ \t]*/g, '$1')
    .replace(/\n[ \t]*\n\s*/g, ' \\par ')
    .replace(/\s+/g, ' ');
}

function sourceOf(tokens: TokenList, source: string, from: number, to: number): string {
  return from >= to ? '' : source.slice(tokens.start[from]!, tokens.start[to]!);
}

interface Definition {
  name: string;
  macro: Macro;
  /** Source offsets of the whole definition, removed from the text. */
  start: number;
  end: number;
}

/**
 * A definition whose body reaches \begin{document} lost its "}" (LaTeX would stop there): reading it
 * as one would hide the whole CV, so it is left for the walk, which reports the open brace.
 */
const RUNAWAY_BODY = /\\begin\s*\{document\}/;

/** The definition starting at the command token i, or null when it is not one this reads. */
function definitionAt(tokens: TokenList, source: string, i: number): Definition | null {
  const definition = readDefinition(tokens, source, i);
  return definition && !RUNAWAY_BODY.test(definition.macro.body) ? definition : null;
}

function readDefinition(tokens: TokenList, source: string, i: number): Definition | null {
  const command = tokens.value[i]!;
  let k = nextToken(tokens, i + 1);
  let name: string | undefined;
  if (command === 'def') {
    if (tokens.kind[k] !== COMMAND) return null;
    name = tokens.value[k]!;
    let parameters = '';
    for (k += 1; k < tokens.count && tokens.kind[k] !== OPEN; k += 1) parameters += tokens.value[k] ?? '';
    // Only undelimited parameters (#1#2…): delimited ones are TeX programming, not CV content.
    if (!/^(?:#\d)*$/.test(parameters.replace(/\s/g, ''))) return null;
    const end = closing(tokens, k);
    if (end < 0) return null;
    const arity = parameters.replace(/\s/g, '').length / 2;
    return { name, macro: { arity, body: sourceOf(tokens, source, k + 1, end) }, start: tokens.start[i]!, end: tokens.end[end]! };
  }
  if (tokens.kind[k] === TEXT && tokens.value[k] === '*') k = nextToken(tokens, k + 1);
  if (tokens.kind[k] === COMMAND) {
    name = tokens.value[k]!;
    k += 1;
  } else if (tokens.kind[k] === OPEN) {
    const inner = nextToken(tokens, k + 1);
    const end = closing(tokens, k);
    if (tokens.kind[inner] !== COMMAND || nextToken(tokens, inner + 1) !== end) return null;
    name = tokens.value[inner]!;
    k = end + 1;
  } else return null;
  if (command.endsWith('DocumentCommand')) return documentCommand(tokens, source, i, name, k);
  let arity = 0;
  let optional: string | undefined;
  const count = bracketed(tokens, k);
  if (count) {
    arity = Number.parseInt(sourceOf(tokens, source, count.from, count.to).trim(), 10);
    if (!(arity >= 0 && arity <= 9)) return null;
    k = count.next;
    const fallback = bracketed(tokens, k);
    if (fallback) {
      optional = flatten(sourceOf(tokens, source, fallback.from, fallback.to));
      k = fallback.next;
    }
  }
  const open = nextToken(tokens, k);
  if (tokens.kind[open] !== OPEN) return null;
  const end = closing(tokens, open);
  if (end < 0) return null;
  return { name, macro: { arity, ...(optional !== undefined ? { optional } : {}), body: sourceOf(tokens, source, open + 1, end) }, start: tokens.start[i]!, end: tokens.end[end]! };
}

/**
 * \NewDocumentCommand{\name}{o m}{body}: the argument specification read when the macro fits what
 * \newcommand can say (an optional first argument, `o` or `O{default}`, then `m`s); others
 * (stars, delimited or verbatim arguments) are TeX programming, not CV content.
 */
function documentCommand(tokens: TokenList, source: string, i: number, name: string, k: number): Definition | null {
  const specOpen = nextToken(tokens, k);
  if (tokens.kind[specOpen] !== OPEN) return null;
  const specClose = closing(tokens, specOpen);
  if (specClose < 0) return null;
  const spec = /^\s*(?:(o)|O\s*\{([^{}]*)\})?((?:\s*\+?m)*)\s*$/.exec(sourceOf(tokens, source, specOpen + 1, specClose));
  if (!spec) return null;
  const optional = spec[1] ? NO_VALUE : spec[2] !== undefined ? flatten(spec[2]) : undefined;
  const arity = (optional === undefined ? 0 : 1) + (spec[3]!.match(/m/g)?.length ?? 0);
  if (arity > 9) return null;
  const open = nextToken(tokens, specClose + 1);
  if (tokens.kind[open] !== OPEN) return null;
  const end = closing(tokens, open);
  if (end < 0) return null;
  return { name, macro: { arity, ...(optional !== undefined ? { optional } : {}), body: sourceOf(tokens, source, open + 1, end) }, start: tokens.start[i]!, end: tokens.end[end]! };
}

/** Every macro the files define, later definitions winning (as \renewcommand does). */
/** @param tokenized  the texts' tokens, when the caller has them already */
export function collectMacros(texts: readonly string[], tokenized?: readonly TokenList[]): Map<string, Macro> {
  const macros = new Map<string, Macro>();
  for (const [index, text] of texts.entries()) {
    // Most CVs define nothing: a quick look spares them the walk over the tokens.
    if (!DEFINES.test(text)) continue;
    const tokens = tokenized?.[index] ?? tokenize(text, new WarningSink(''));
    for (let i = 0; i < tokens.count; i += 1) {
      if (tokens.kind[i] !== COMMAND || (!DEFINERS.has(tokens.value[i]!) && tokens.value[i] !== 'def')) continue;
      const definition = definitionAt(tokens, text, i);
      if (definition && !(PROVIDERS.has(tokens.value[i]!) && macros.has(definition.name))) macros.set(definition.name, definition.macro);
    }
  }
  return macros;
}

/**
 * Keeps the line count: the replaced span's line ends become "%"-eaten line ends before the
 * replacement, which lands on the span's last line. (After it, a call that ends its line would
 * leave an empty line: a paragraph break the owner never wrote.)
 */
function lineKeeping(replacement: string, replaced: string): string {
  const lines = replaced.split('\n').length - 1;
  return '%\n'.repeat(lines) + replacement;
}

export interface Expanded {
  text: string;
  /** Names of the macros that were expanded at least once. */
  expanded: Set<string>;
  /** Macros still present after the last pass (one that calls itself), by the line of a call. */
  endless: { name: string; line: number }[];
}

/**
 * The text with every call of a macro in `macros` that `keep` does not claim replaced by its
 * expansion, and every definition blanked out (keeping its lines).
 */
export function expandMacros(text: string, macros: ReadonlyMap<string, Macro>, keep: (name: string) => boolean, tokens?: TokenList): Expanded {
  const expanded = new Set<string>();
  const names = [...macros.keys(), ...Object.keys(CONDITIONALS)].filter((name) => !keep(name) && /^[A-Za-z]+$/.test(name));
  // A pass only where a call or a definition may still be: each pass tokenizes the whole text.
  const pending = new RegExp(`\\\\(?:${[...names, ...DEFINERS, 'def'].join('|')})(?![A-Za-z])`);
  let current = text;
  for (let pass = 0; pass < MAX_PASSES && current.length <= maxExpandedLength(text.length); pass += 1) {
    if (!pending.test(current)) return { text: current, expanded, endless: [] };
    const { text: next, changed } = expandOnce(current, pass === 0 && tokens ? tokens : tokenize(current, new WarningSink('')), macros, keep, expanded, pass === 0);
    current = next;
    if (!changed) return { text: current, expanded, endless: [] };
  }
  const endless: Expanded['endless'] = [];
  const left = tokenize(current, new WarningSink(''));
  for (let i = 0; i < left.count; i += 1) {
    const name = left.value[i]!;
    if (left.kind[i] === COMMAND && macros.has(name) && !keep(name) && !endless.some((e) => e.name === name)) endless.push({ name, line: left.line[i]! });
  }
  return { text: current, expanded, endless };
}

function expandOnce(text: string, tokens: TokenList, macros: ReadonlyMap<string, Macro>, keep: (name: string) => boolean, expanded: Set<string>, removeDefinitions: boolean) {
  let out = '';
  let copied = 0;
  let changed = false;
  const replace = (start: number, end: number, replacement: string) => {
    out += text.slice(copied, start) + lineKeeping(replacement, text.slice(start, end));
    copied = end;
  };
  for (let i = 0; i < tokens.count; i += 1) {
    if (tokens.kind[i] !== COMMAND) continue;
    const name = tokens.value[i]!;
    if (removeDefinitions && (DEFINERS.has(name) || name === 'def')) {
      const definition = definitionAt(tokens, text, i);
      if (definition) {
        replace(definition.start, definition.end, '');
        while (i < tokens.count && tokens.start[i]! < definition.end) i += 1;
        i -= 1;
      }
      continue;
    }
    const macro = macros.get(name) ?? own(CONDITIONALS, name);
    if (!macro || keep(name)) continue;
    const call = callAt(tokens, text, i, macro);
    if (!call) continue;
    const conditional = !macros.has(name) ? decide(name, call.args) : undefined;
    // A test on text that is still a macro call waits for the pass that has expanded it.
    if (conditional === null) continue;
    replace(tokens.start[i]!, call.end, conditional ?? substitute(macro.body, call.args));
    if (conditional === undefined) expanded.add(name);
    changed = true;
    while (i + 1 < tokens.count && tokens.start[i + 1]! < call.end) i += 1;
  }
  return { text: changed || copied > 0 ? out + text.slice(copied) : text, changed };
}

/** The arguments of a call at token i, and the source offset where the call ends; null if they are missing. */
function callAt(tokens: TokenList, source: string, i: number, macro: Macro): { args: string[]; end: number } | null {
  const args: string[] = [];
  let k = i + 1;
  let end = tokens.end[i]!;
  if (macro.optional !== undefined) {
    const given = bracketed(tokens, k);
    args.push(given ? flatten(sourceOf(tokens, source, given.from, given.to)) : macro.optional);
    if (given) {
      k = given.next;
      end = tokens.end[given.to]!;
    }
  }
  /** Inside a word, the offset of its next character: an undelimited argument without braces is one character. */
  let inWord = -1;
  while (args.length < macro.arity) {
    if (inWord >= 0) {
      const next = String.fromCodePoint(source.codePointAt(inWord)!);
      args.push(next);
      end = inWord + next.length;
      inWord = end < tokens.end[k - 1]! ? end : -1;
      continue;
    }
    const j = nextToken(tokens, k);
    if (j >= tokens.count || tokens.kind[j] === PAR || tokens.kind[j] === CLOSE) return null;
    k = j + 1;
    if (tokens.kind[j] === OPEN) {
      const close = closing(tokens, j);
      if (close < 0) return null;
      args.push(flatten(sourceOf(tokens, source, j + 1, close)));
      k = close + 1;
      end = tokens.end[close]!;
    } else if (tokens.kind[j] === TEXT) {
      inWord = tokens.start[j]!;
    } else {
      args.push(source.slice(tokens.start[j]!, tokens.end[j]!));
      end = tokens.end[j]!;
    }
  }
  return { args, end };
}

/**
 * String tests that owners use to keep two versions of a CV in one file (xstring's \IfEq, etoolbox's
 * \ifstrequal and \ifdefstring, a language flag): the branch the PDF shows is the one read.
 */
const CONDITIONALS: Record<string, Macro> = {
  IfEq: { arity: 4, body: '' },
  IfStrEq: { arity: 4, body: '' },
  ifstrequal: { arity: 4, body: '' },
  ifdefstring: { arity: 4, body: '' },
  ifstrempty: { arity: 3, body: '' },
  // xparse's tests of an `o` argument (\NewDocumentCommand{\x}{o m}{\IfValueTF{#1}{…}{…}}).
  IfValueTF: { arity: 3, body: '' },
  IfNoValueTF: { arity: 3, body: '' },
  IfValueT: { arity: 2, body: '' },
  IfNoValueT: { arity: 2, body: '' },
  IfValueF: { arity: 2, body: '' },
  IfNoValueF: { arity: 2, body: '' },
};

/** Whether a name is one of the tests expanded with the owner's macros (\IfEq, \IfValueTF…). */
export const isConditional = (name: string): boolean => Object.hasOwn(CONDITIONALS, name);

/** The branch a conditional takes, or null while its test still holds a macro call. */
function decide(name: string, args: readonly string[]): string | null {
  const valueTest = /^If(No)?Value(T?)(F?)$/.exec(name);
  if (valueTest) {
    const [, no, then, otherwise] = valueTest;
    const holds = (args[0]!.trim() !== NO_VALUE) !== Boolean(no);
    const branches = args.slice(1);
    if (then && otherwise) return holds ? branches[0]! : branches[1]!;
    if (then) return holds ? branches[0]! : '';
    return holds ? '' : branches[0]!;
  }
  const tested = name === 'ifstrempty' ? args.slice(0, 1) : args.slice(0, 2);
  if (tested.some((arg) => arg.includes('\\'))) return null;
  const holds = name === 'ifstrempty' ? tested[0]!.trim() === '' : tested[0]!.trim() === tested[1]!.trim();
  const [then = '', otherwise = ''] = args.slice(tested.length);
  return holds ? then : otherwise;
}

function substitute(body: string, args: readonly string[]): string {
  return flatten(body).replace(/##|#(\d)/g, (match, digit: string | undefined) => (digit === undefined ? '#' : (args[Number(digit) - 1] ?? '')));
}
