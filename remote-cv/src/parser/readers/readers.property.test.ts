/**
 * Every reader, on any input: it never throws, answers quickly, reports lines inside the file, and
 * random edits of its class's example CV never blank it silently.
 */
import path from 'node:path';
import fc from 'fast-check';
import { parseCv } from '../parseCv';
import { countsOf } from '../sections';
import type { CvClass } from '../reader';
import type { CvDocument } from '../types';
import { READERS } from '.';
import { resolveCv } from '../../resolver/resolveCv';
import { readTexFiles } from '../../../builder/cvFolder';

const EXAMPLES = path.join(__dirname, '../../../../examples/cv');

/** The example CV of a form, resolved into one text as the build resolves it. */
function example(folder: string): string {
  const result = resolveCv({ files: readTexFiles(path.join(EXAMPLES, folder, 'cv')), label: (file) => file });
  if (!result.ok) throw new Error(result.error);
  return result.cv.text;
}

// Names Object.prototype has: a table lookup must not take them for known commands.
const PROTOTYPE = ['\\valueOf', '\\toString{x}', '\\constructor', '\\begin{constructor}', '\\documentclass{constructor}', '\\__proto__'];
const COMMON = [...PROTOTYPE, '\\', '{', '}', '[', ']', '%', '~', '$', '&', '#', '#1', ' ', '\n', '\n\n', '*', '\\item', '\\begin{itemize}', '\\end{itemize}', '\\begin{document}', '\\end{document}', '\\textbf{', '\\href{', '\\\\'];
const MACROS = ['\\newcommand{\\m}[2][x]{#1 #2 \\m}', '\\def\\d#1{<#1>}', '\\renewcommand', '\\m', '\\d', '\\providecommand{\\p}{\\p\\p}', '\\p', '\\IfEq{a}{', '\\ifstrequal'];

const CLASSES: [CvClass, string, string[]][] = [
  ['awesome-cv', 'awesome-cv', ['\\cvsection{Experience}', '\\cvsubsection{Part}', '\\cventry', '\\cvsubentry', '\\cvhonor', '\\cvskill{Go}{a, b}', '\\begin{cvitems}', '\\end{cvitems}', '\\begin{cventries}', '\\begin{cvparagraph}', '\\makecvfooter']],
  ['moderncv', 'moderncv', ['\\section{Experience}', '\\subsection{Part}', '\\cventry', '\\cventry[1em]', '\\cvitem', '\\cvitem{2019}', '\\cvitemwithcomment', '\\cvdoubleitem', '\\cvlistitem', '\\cvlistdoubleitem', '\\cvlanguage', '\\cvcomputer', '\\cvline']],
  ['jakes', 'jakes', ['\\section{Experience}', '\\resumeSubheading', '\\resumeSubSubheading', '\\resumeProjectHeading', '\\resumeItem', '\\resumeSubItem', '\\resumeItemListStart', '\\resumeItemListEnd', '\\textbf{Languages}{: ', '$|$']],
];

function expectWellFormed(cv: CvDocument, text: string) {
  const lines = text.split('\n').length;
  for (const warning of cv.warnings) {
    expect(warning.line).toBeGreaterThanOrEqual(1);
    expect(warning.line).toBeLessThanOrEqual(lines);
  }
}

const shown = (cv: CvDocument) =>
  cv.sections.reduce((sum, section) => {
    const { entries, tags } = countsOf(section);
    return sum + entries + tags;
  }, 0);

/** Generous for 2 shared cores; a quadratic or runaway expansion on these sizes would take far longer. */
const TIME_BOUND_MS = 500;

describe.each(CLASSES)('the %s reader on any input', (cvClass, folder, commands) => {
  const reader = READERS[cvClass]!;
  const read = (text: string) => {
    const started = performance.now();
    const cv = parseCv([{ file: 'cv.tex', text }], () => null, reader);
    expect(performance.now() - started).toBeLessThan(TIME_BOUND_MS);
    return cv;
  };
  const piece = fc.oneof(fc.constantFrom(...COMMON, ...MACROS, ...commands), fc.string({ maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 4 }));
  const latexish = fc.array(piece, { maxLength: 200 }).map((pieces) => pieces.join(''));

  it('never throws, answers quickly and reports lines inside the file', () => {
    fc.assert(
      fc.property(latexish, (text) => expectWellFormed(read(text), text)),
      { numRuns: 300 },
    );
  });

  it('never blanks its example CV silently under random edits', () => {
    const source = example(folder);
    expect(shown(read(source))).toBeGreaterThanOrEqual(10);
    const edits = fc.array(fc.record({ at: fc.nat({ max: source.length }), length: fc.nat({ max: 40 }), text: latexish }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(edits, (list) => {
        const text = list.reduce((current, { at, length, text: inserted }) => current.slice(0, at) + inserted + current.slice(at + length), source);
        const cv = read(text);
        expectWellFormed(cv, text);
        expect(shown(cv) > 0 || cv.warnings.some((warning) => warning.severity === 'error')).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

it.each(['altacv', 'awesome-cv', 'moderncv', 'jakes'] as const)('%s: commands named like Object methods are plain text, not a crash', (folder) => {
  const text = example(folder).replace('\\begin{document}', `\\begin{document}\n${PROTOTYPE.join(' ')} \\textbf{\\valueOf}`);
  const cv = parseCv([{ file: 'cv.tex', text }]);
  expect(cv.sections.length).toBeGreaterThan(0);
});

it('a JSON Resume key named like an Object method is not taken for a part of the resume', () => {
  const resume = { basics: { name: 'A' }, work: [{ name: 'Acme', position: 'Engineer' }], constructor: [1], toString: { a: 1 } };
  const cv = parseCv([{ file: 'resume.json', text: JSON.stringify(resume) }]);
  expect(cv.sections.map((section) => section.title)).toEqual(['Experience']);
});

it.each(['altacv', 'awesome-cv', 'moderncv', 'jakes'] as const)('%s: an \\end{document} before every entry is an error, not a blank page', (folder) => {
  const source = example(folder);
  const firstSection = source.search(/\\(cv)?section\{/);
  const end = source.indexOf('}', firstSection) + 1;
  const cv = parseCv([{ file: 'cv.tex', text: `${source.slice(0, end)}\n\\end{document}\n${source.slice(end)}` }]);
  expect(cv.warnings.filter((warning) => warning.severity === 'error').map((warning) => warning.message)).toEqual([expect.stringContaining('hold nothing the pages can show')]);
});
