import fc from 'fast-check';
import { formatJsonPath, parseJson, scanJson } from './jsonText';

describe('formatJsonPath', () => {
  it('writes paths as people read them', () => {
    expect(formatJsonPath(['work', 0, 'startDate'])).toBe('work[0].startDate');
    expect(formatJsonPath(['x-sections', 1, 'items', 0])).toBe('x-sections[1].items[0]');
    expect(formatJsonPath(['basics', 'my key'])).toBe('basics["my key"]');
    expect(formatJsonPath([])).toBe('');
  });
});

describe('parseJson', () => {
  const text = `{
  "basics": { "name": "Mira" },
  "work": [
    {
      "name": "Acme",
      "startDate": "2019"
    },
    { "name": "Beta" }
  ]
}`;

  it('gives the value and the line of every value by its path', () => {
    const result = parseJson(text);
    if (!result.ok) throw new Error(result.message);
    expect(result.value).toEqual(JSON.parse(text));
    expect(result.lineOf(['basics', 'name'])).toBe(2);
    expect(result.lineOf(['work'])).toBe(3);
    expect(result.lineOf(['work', 0])).toBe(4);
    expect(result.lineOf(['work', 0, 'startDate'])).toBe(6);
    expect(result.lineOf(['work', 1, 'name'])).toBe(8);
    // A path that is not there: its nearest parent.
    expect(result.lineOf(['work', 1, 'endDate'])).toBe(8);
    expect(result.lineOf([])).toBe(1);
  });

  it.each([
    ['a trailing comma', '{\n  "a": 1,\n}', 3],
    ['a missing comma', '{\n  "a": 1\n  "b": 2\n}', 3],
    ['a misspelt literal', '{\n  "a": tru\n}', 2],
    ['an unclosed object', '{\n  "a": 1\n', 3],
    ['a line break in a string', '{\n  "a": "one\ntwo"\n}', 2],
    ['text after the value', '{}\n\nx', 3],
    ['an empty file', '', 1],
  ])('names the line of %s', (_, source, line) => {
    const result = parseJson(source);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.line).toBe(line);
    expect(result.message).not.toMatch(/position|is not valid JSON/);
  });

  it('allows a byte order mark', () => {
    expect(parseJson('\uFEFF{"a": 1}').ok).toBe(true);
  });
});

describe('scanJson', () => {
  it('accepts exactly what JSON.parse accepts, and never throws', () => {
    const pieces = fc.constantFrom('{', '}', '[', ']', ',', ':', '"a"', '"\\u00e9"', '"\\x"', '1', '-0.5e3', '01', 'true', 'nul', ' ', '\n', '"');
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string(), fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(''))), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(scanJson(text).errorAt === null).toBe(valid);
      }),
      { numRuns: 500 },
    );
  });

  it('reads deep nesting without recursion', () => {
    const deep = `${'['.repeat(100000)}${']'.repeat(100000)}`;
    expect(scanJson(deep).errorAt).toBeNull();
  });
});
