/**
 * Lines in a JSON text, for messages that point the owner at the place to fix: where a syntax
 * error is, and where a field that does not fit its schema is written.
 */

/** The 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < Math.min(offset, text.length); index += 1) if (text[index] === '\n') line += 1;
  return line;
}

/**
 * The line of a JSON.parse error in `text`: V8 names a "line N" in newer versions and a
 * "position N" in older ones; an error at the end of the text ("Unexpected end") is on the last line.
 */
export function lineOfSyntaxError(text: string, message: string): number {
  const line = /\bline (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const position = /\bposition (\d+)/.exec(message);
  if (position) return lineAt(text, Number(position[1]));
  return lineAt(text, text.trimEnd().length);
}

type Path = ReadonlyArray<PropertyKey>;

/**
 * The line where the value at `path` is written in a valid JSON text: an object member's key, an
 * array item's first character. A path that is not there (a missing field) gives its nearest
 * parent that is; the whole file is line 1.
 */
export function lineOfPath(text: string, path: Path): number {
  const lines = new Map<string, number>();
  let index = 0;
  let line = 1;
  const skipSpace = () => {
    while (index < text.length && /\s/.test(text[index]!)) {
      if (text[index] === '\n') line += 1;
      index += 1;
    }
  };
  const readString = (): string => {
    const start = index;
    index += 1;
    while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
    index += 1;
    return JSON.parse(text.slice(start, index)) as string;
  };
  const readValue = (at: string[]): void => {
    skipSpace();
    const char = text[index];
    if (char === '{') {
      index += 1;
      skipSpace();
      while (text[index] === '"') {
        const keyLine = line;
        const key = readString();
        lines.set(JSON.stringify([...at, key]), keyLine);
        skipSpace();
        index += 1; // the colon
        readValue([...at, key]);
        skipSpace();
        if (text[index] === ',') index += 1;
        skipSpace();
      }
      index += 1;
    } else if (char === '[') {
      index += 1;
      skipSpace();
      for (let item = 0; index < text.length && text[index] !== ']'; item += 1) {
        skipSpace();
        lines.set(JSON.stringify([...at, String(item)]), line);
        readValue([...at, String(item)]);
        skipSpace();
        if (text[index] === ',') index += 1;
        skipSpace();
      }
      index += 1;
    } else if (char === '"') {
      readString();
    } else {
      while (index < text.length && /[^\s,\]}]/.test(text[index]!)) index += 1;
    }
  };
  readValue([]);
  const keys = path.map(String);
  for (let length = keys.length; length > 0; length -= 1) {
    const found = lines.get(JSON.stringify(keys.slice(0, length)));
    if (found !== undefined) return found;
  }
  return 1;
}
