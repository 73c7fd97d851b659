/**
 * JSON text with line numbers: the line of every value by its path (for the CV report and the
 * schema check's messages), and the line of a syntax error. JSON.parse gives the value; a small
 * iterative scanner (no recursion, so any depth is safe) gives the lines.
 */

export type JsonPath = readonly (string | number)[];

/** A path as people read it: `work[0].startDate`, `x-sections[1].items[0]`; "" for the whole file. */
export function formatJsonPath(path: JsonPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(part)) out += out === '' ? part : `.${part}`;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out;
}

export type JsonParseResult =
  | { ok: true; value: unknown; lineOf: (path: JsonPath) => number }
  | { ok: false; line: number; column: number; message: string };

/** 1-based line and column of a character offset. */
export function lineAndColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = 0; i < end; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * Where JSON.parse says the error is: "at position N" (V8), "line L column C" (V8's newer messages,
 * Firefox); null when the message does not say (then the scanner finds it).
 */
function positionInMessage(text: string, message: string): { line: number; column: number } | null {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(message);
  if (position) return lineAndColumnAt(text, Number(position[1]));
  return null;
}

/** The engine's message without its position and without the copy of the text some engines add. */
function cleanMessage(message: string): string {
  return (
    message
      .replace(/^JSON\.parse:\s*/, '')
      .replace(/,\s*".*" is not valid JSON$/s, '')
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/\s+at line \d+ column \d+ of the JSON data$/, '')
      .replace(/\s+(?:in JSON )?at position \d+$/, '')
      .trim() || 'not valid JSON'
  );
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Lines are kept this deep (JSON Resume's deepest is x-sections[0].items[0].highlights[0]); deeper values take their parent's. */
const DEEPEST_LINE = 12;

interface Frame {
  array: boolean;
  /** null below DEEPEST_LINE, so a deeply nested file costs linear memory. */
  path: (string | number)[] | null;
  index: number;
  key: string | null;
}

type Expect = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'commaOrClose' | 'end';

/**
 * Scans JSON text: the line of each value's first character by path, or the offset of the first
 * syntax error. Same grammar as JSON.parse (RFC 8259).
 */
export function scanJson(text: string): { lines: Map<string, number>; errorAt: number | null } {
  const lines = new Map<string, number>();
  const stack: Frame[] = [];
  let expect = 'value' as Expect;
  let line = 1;
  let i = 0;

  const pathHere = (): (string | number)[] | null => {
    const top = stack[stack.length - 1];
    if (!top) return [];
    if (top.path === null || top.path.length >= DEEPEST_LINE) return null;
    return [...top.path, top.array ? top.index : top.key ?? ''];
  };
  const valueDone = () => {
    const top = stack[stack.length - 1];
    expect = top ? 'commaOrClose' : 'end';
  };
  /** The end of the string starting at `from` (its closing quote), or -1 with the error's offset in `bad`. */
  const stringEnd = (from: number): { end: number; bad: number } => {
    for (let j = from + 1; j < text.length; j += 1) {
      const code = text.charCodeAt(j);
      if (code === 34) return { end: j, bad: -1 };
      if (code < 32) return { end: -1, bad: j };
      if (code === 92) {
        const next = text[j + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) return { end: -1, bad: j };
          j += 5;
        } else if (next !== undefined && '"\\/bfnrt'.includes(next)) j += 1;
        else return { end: -1, bad: j };
      }
    }
    return { end: -1, bad: text.length };
  };

  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n') {
      line += 1;
      i += 1;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i += 1;
      continue;
    }
    const top = stack[stack.length - 1];
    switch (expect) {
      case 'end':
        return { lines, errorAt: i };
      case 'colon':
        if (c !== ':') return { lines, errorAt: i };
        expect = 'value';
        i += 1;
        continue;
      case 'commaOrClose':
        if (c === ',') {
          if (top!.array) {
            top!.index += 1;
            expect = 'value';
          } else {
            top!.key = null;
            expect = 'key';
          }
          i += 1;
          continue;
        }
        if (c === (top!.array ? ']' : '}')) {
          stack.pop();
          valueDone();
          i += 1;
          continue;
        }
        return { lines, errorAt: i };
      case 'key':
      case 'keyOrClose': {
        if (c === '}' && expect === 'keyOrClose') {
          stack.pop();
          valueDone();
          i += 1;
          continue;
        }
        if (c !== '"') return { lines, errorAt: i };
        const { end, bad } = stringEnd(i);
        if (end < 0) return { lines, errorAt: bad };
        top!.key = JSON.parse(text.slice(i, end + 1)) as string;
        expect = 'colon';
        i = end + 1;
        continue;
      }
      case 'value':
      case 'valueOrClose': {
        if (c === ']' && expect === 'valueOrClose') {
          stack.pop();
          valueDone();
          i += 1;
          continue;
        }
        const here = pathHere();
        if (here !== null) {
          const path = formatJsonPath(here);
          if (!lines.has(path)) lines.set(path, line);
        }
        if (c === '{' || c === '[') {
          stack.push({ array: c === '[', path: here, index: 0, key: null });
          expect = c === '[' ? 'valueOrClose' : 'keyOrClose';
          i += 1;
          continue;
        }
        if (c === '"') {
          const { end, bad } = stringEnd(i);
          if (end < 0) return { lines, errorAt: bad };
          i = end + 1;
          valueDone();
          continue;
        }
        const literal = ['true', 'false', 'null'].find((word) => text.startsWith(word, i));
        if (literal) {
          i += literal.length;
          valueDone();
          continue;
        }
        NUMBER.lastIndex = i;
        if (NUMBER.test(text)) {
          i = NUMBER.lastIndex;
          valueDone();
          continue;
        }
        return { lines, errorAt: i };
      }
    }
  }
  return { lines, errorAt: expect === 'end' ? null : text.length };
}

/**
 * Parses JSON text, or says on which line it breaks. Never throws. A leading byte order mark is
 * allowed (editors on Windows write one).
 */
export function parseJson(source: string): JsonParseResult {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const { errorAt } = scanJson(text);
    const where = positionInMessage(text, message) ?? lineAndColumnAt(text, errorAt ?? text.length);
    return { ok: false, ...where, message: cleanMessage(message) };
  }
  const { lines } = scanJson(text);
  const lineOf = (path: JsonPath): number => {
    for (let length = path.length; length >= 0; length -= 1) {
      const found = lines.get(formatJsonPath(path.slice(0, length)));
      if (found !== undefined) return found;
    }
    return 1;
  };
  return { ok: true, value, lineOf };
}
