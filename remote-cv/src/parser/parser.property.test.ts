import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { countsOf } from './sections';
import { parse } from './testing';
import type { CvDocument } from './types';

const SAMPLE = readFileSync(path.join(__dirname, '../../../content/cv/main.tex'), 'utf8');
const FIXTURE = readFileSync(path.join(__dirname, '__fixtures__/altacv-sample.tex'), 'utf8');

/** Pieces LaTeX is made of, weighted towards the characters and commands the parser reacts to. */
const piece = fc.oneof(
  fc.constantFrom('\\', '{', '}', '[', ']', '%', '~', '$', '&', '-', '`', "'", '"', ' ', '\n', '\n\n', '*', '#', '_'),
  fc.constantFrom(
    '\\cvsection{Experience}',
    '\\cvsection{Skills}',
    '\\cvevent',
    '\\cvtag',
    '\\cvskill{Go}{4}',
    '\\cvachievement{\\faTrophy}{Prize}',
    '\\cvref{Ana}{Uni}',
    '\\cvsubsection{Part}',
    '\\begin{quote}',
    '\\end{quote}',
    '\\begin{tikzpicture}',
    '\\end{tikzpicture}',
    '\\item',
    '\\begin{itemize}',
    '\\end{itemize}',
    '\\begin{comment}',
    '\\end{comment}',
    '\\begin{document}',
    '\\href{',
    '\\url{',
    '\\textbf{',
    '\\emph',
    "\\'",
    '\\c',
    '\\\\',
    'Tech Stack:',
  ),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
);

const latexish = fc.array(piece, { maxLength: 200 }).map((pieces) => pieces.join(''));

/** Edits the kind an owner's typo makes: delete, insert or duplicate a slice of a real CV. */
const mutation = (source: string) =>
  fc
    .array(
      fc.record({
        at: fc.nat({ max: source.length }),
        length: fc.nat({ max: 40 }),
        kind: fc.constantFrom('delete', 'insert', 'duplicate'),
        text: latexish,
      }),
      { minLength: 1, maxLength: 8 },
    )
    .map((edits) =>
      edits.reduce((text, { at, length, kind, text: inserted }) => {
        const position = Math.min(at, text.length);
        if (kind === 'delete') return text.slice(0, position) + text.slice(position + length);
        if (kind === 'insert') return text.slice(0, position) + inserted + text.slice(position);
        return text.slice(0, position + length) + text.slice(position, position + length) + text.slice(position + length);
      }, source),
    );

function expectWellFormed(cv: CvDocument, text: string) {
  const lines = text.split('\n').length;
  for (const warning of cv.warnings) {
    expect(warning.line).toBeGreaterThanOrEqual(1);
    expect(warning.line).toBeLessThanOrEqual(lines);
  }
  const texts = cv.sections.flatMap((section) =>
    section.items.flatMap((item) => {
      if (item.type === 'event') return [item.title, item.organisation, item.date, item.location, ...item.lines];
      if (item.type === 'list') return item.items;
      if (item.type === 'achievement') return [item.title, item.text];
      if (item.type === 'reference') return [item.name, ...item.lines];
      if (item.type === 'paragraph' || item.type === 'quote') return [item.text];
      return [];
    }),
  );
  for (const node of texts.flat()) {
    if (node.kind === 'text' && node.href) expect(node.href).toMatch(/^(https?:\/\/|mailto:)/i);
  }
}

function entityCount(cv: CvDocument): number {
  return cv.sections.reduce((sum, section) => {
    const { entries, tags } = countsOf(section);
    return sum + entries + tags;
  }, 0);
}

/** Generous for 2 shared cores; a quadratic or hanging parse on these sizes would take far longer. */
const TIME_BOUND_MS = 500;

function parseTimed(text: string): CvDocument {
  const started = performance.now();
  const cv = parse(text);
  expect(performance.now() - started).toBeLessThan(TIME_BOUND_MS);
  return cv;
}

describe('the parser on any input', () => {
  it('never throws, answers quickly and reports lines inside the file, on random LaTeX-like text', () => {
    fc.assert(
      fc.property(latexish, (text) => expectWellFormed(parseTimed(text), text)),
      { numRuns: 400 },
    );
  });

  it('never throws on arbitrary Unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 500 }), (text) => expectWellFormed(parseTimed(text), text)),
      { numRuns: 300 },
    );
  });

  it.each([
    ['the sample CV', SAMPLE],
    ["AltaCV's sample", FIXTURE],
  ])('never throws on random edits of %s, and never blanks it silently', (_, source) => {
    expect(entityCount(parse(source))).toBeGreaterThanOrEqual(6);
    fc.assert(
      fc.property(mutation(source), (text) => {
        const cv = parseTimed(text);
        expectWellFormed(cv, text);
        // A few edits never silently blank a whole CV: content is recovered, or an error says why
        // not (an edit can legitimately hide everything, e.g. an unclosed \begin{comment}).
        const recovered = entityCount(cv);
        expect(recovered > 0 || cv.warnings.some((warning) => warning.severity === 'error')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
