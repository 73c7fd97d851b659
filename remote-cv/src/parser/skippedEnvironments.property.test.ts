/**
 * A well-formed environment the CV reader skips (drawings, inline bibliographies, comments) never
 * gives an error, whatever its options, body and nesting, in every class and wherever it stands:
 * before the first section, in a section, in a bullet, in a macro's body, in an \input file. Its
 * text and its name never show; the text around it does. (Issue 49: a well-formed tikzpicture once
 * stopped every build that had one, and nothing here asked for "no error".)
 */
import path from 'node:path';
import fc from 'fast-check';
import { parseCv } from './parseCv';
import { createTitleMatcher } from './sectionTitles';
import { countsOf } from './sections';
import { SKIPPED_ENVIRONMENTS } from './symbols';
import type { CvDocument } from './types';
import { resolveCv } from '../resolver/resolveCv';
import { readTexFiles } from '../../builder/cvFolder';

const EXAMPLES = path.join(__dirname, '../../../examples/cv');

/** Words that mark what is inside the environment (never shown) and what is around it (always shown). */
const INNER = 'zqinner';
const BEFORE = 'Zqbefore';
const AFTER = 'Zqafter';

type Files = Record<string, string>;

/** An example CV's files as the build reads them. */
function exampleFiles(folder: string): Files {
  return Object.fromEntries(readTexFiles(path.join(EXAMPLES, folder, 'cv')));
}

function read(files: Files): CvDocument {
  const resolved = resolveCv({ files: new Map(Object.entries(files)), label: (file) => file });
  if (!resolved.ok) throw new Error(resolved.error);
  return parseCv([{ file: 'cv.tex', text: resolved.cv.text }], createTitleMatcher());
}

const errorsOf = (cv: CvDocument) => cv.warnings.filter((warning) => warning.severity === 'error').map((warning) => `${warning.line}: ${warning.message}`);
const shownText = (cv: CvDocument) => JSON.stringify(cv.sections);
const shownCount = (cv: CvDocument) =>
  cv.sections.reduce((sum, section) => {
    const { entries, tags } = countsOf(section);
    return sum + entries + tags + section.items.length;
  }, 0);

const SECTION = /\\(?:cv)?section\{/;
const BULLET = /\\item\s|\\resumeItem\{/g;

/** Where the body of a file starts: after \begin{document} in the main file (the preamble defines, it does not print). */
const bodyStart = (text: string) => Math.max(0, text.indexOf('\\begin{document}'));

/** The first bullet of the body of a file, as the index just after its command; -1 if none. */
function firstBullet(text: string): number {
  BULLET.lastIndex = bodyStart(text);
  const match = BULLET.exec(text);
  return match ? match.index + match[0].length : -1;
}

/** The file holding \begin{document}, and the files with the first section and first bullet. */
function anchors(files: Files) {
  const main = Object.keys(files).find((file) => files[file]!.includes('\\begin{document}'))!;
  const withSection = Object.keys(files).find((file) => SECTION.test(files[file]!))!;
  const withItem = Object.keys(files).find((file) => firstBullet(files[file]!) >= 0)!;
  return { main, withSection, withItem };
}

type Position = 'before the first section' | 'in a section' | 'in a bullet' | "in a macro's body" | 'in an \\input file';
const POSITIONS: Position[] = ['before the first section', 'in a section', 'in a bullet', "in a macro's body", 'in an \\input file'];

/** The example's files with `snippet` (text around it included) placed at `position`. */
function placed(files: Files, position: Position, snippet: string): Files {
  const { main, withSection, withItem } = anchors(files);
  const out = { ...files };
  const afterFirstSection = (file: string, text: string) => {
    const source = out[file]!;
    const at = source.search(SECTION);
    const end = source.indexOf('\n', at);
    out[file] = `${source.slice(0, end)}\n${text}\n${source.slice(end)}`;
  };
  switch (position) {
    case 'before the first section': {
      const source = out[withSection]!;
      const at = source.search(SECTION);
      out[withSection] = `${source.slice(0, at)}\n${snippet}\n\n${source.slice(at)}`;
      break;
    }
    case 'in a section':
      afterFirstSection(withSection, `${BEFORE} ${snippet} ${AFTER}\n`);
      break;
    case 'in a bullet': {
      const source = out[withItem]!;
      const at = firstBullet(source);
      out[withItem] = `${source.slice(0, at)}${BEFORE} ${snippet} ${AFTER} ${source.slice(at)}`;
      break;
    }
    case "in a macro's body": {
      const source = out[main]!;
      const at = source.indexOf('\\begin{document}');
      out[main] = `${source.slice(0, at)}\\newcommand{\\zqpicture}{${snippet}}\n${source.slice(at)}`;
      afterFirstSection(withSection, `${BEFORE} \\zqpicture{} ${AFTER}\n`);
      break;
    }
    case 'in an \\input file':
      out['zqpicture.tex'] = `${snippet}\n`;
      afterFirstSection(withSection, `${BEFORE}\n\\input{zqpicture}\n${AFTER}\n`);
      break;
  }
  return out;
}

/** A random well-formed body of a drawing (TikZ, pgf, wheelchart) or inline bibliography, nesting its own kind. */
function bodyOf(environment: string): fc.Arbitrary<string> {
  const { body } = fc.letrec<{ body: string; piece: string }>((tie) => ({
    piece: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(
        `\\node[circle,draw=accent,inner sep=0pt] at (0,0) {${INNER}};`,
        '\\draw[fill=accent!20] (0,0) -- (1,1) -- cycle;',
        '\\clip (0,0) circle (1.5cm);',
        '\\node at (0,0) {\\includegraphics[width=3cm]{photo}};',
        '\\foreach \\x in {1,...,5} { \\fill (\\x,0) circle (2pt); }',
        `\\bibitem{k1} ${INNER}, \\emph{${INNER}}, 2020.`,
        `\\wheelchart[data=${INNER}]{30/accent/${INNER}, 70/gray/x}`,
        `% ${INNER} \\end{${environment}} in a comment does not close it\n`,
        `$\\alpha_{${INNER}}$`,
        '\\\\',
        '\\{',
        '\n',
        '\n\n',
        ' ',
        INNER,
      ),
      fc.tuple(fc.constantFrom('', '[shift={(1,0)}]'), tie('body')).map(([options, inner]) => `\\begin{scope}${options}${inner}\\end{scope}`),
      tie('body').map((inner) => `{${inner}}`),
      fc.tuple(fc.constantFrom('', '[scale=0.5]', `{${INNER}}`), tie('body')).map(([options, inner]) => `\\begin{${environment}}${options}${inner}\\end{${environment}}`),
    ),
    body: fc.array(tie('piece'), { maxLength: 8 }).map((pieces) => pieces.join('')),
  }));
  return body;
}

const OPTIONS: Record<string, string[]> = {
  thebibliography: ['{9}', '{99}'],
  wheelchart: ['', '[data=, radius={1.2}{2}, pie]'],
};

/** A whole well-formed environment: \begin with options, a random body, \end. */
function environmentOf(environment: string): fc.Arbitrary<string> {
  if (environment === 'comment') {
    // The comment package closes only at an \end{comment} that starts a line; its body is read as is.
    const line = fc.constantFrom(`${INNER} {unbalanced`, `\\cvsection{${INNER}}`, `\\item ${INNER} }`, '', `% ${INNER}`, `\\begin{tikzpicture} ${INNER}`);
    return fc.array(line, { maxLength: 5 }).map((lines) => `\n\\begin{comment}\n${lines.join('\n')}\n\\end{comment}\n`);
  }
  const options = OPTIONS[environment] ?? ['', '[remember picture, overlay]', '[x=1cm, y=1cm, every node/.style={font=\\small}]'];
  return fc.tuple(fc.constantFrom(...options), bodyOf(environment), fc.constantFrom('', ' ', '\n')).map(([opts, body, space]) => `\\begin{${environment}}${opts}${space}${body}\\end{${environment}}`);
}

const CLASSES = ['altacv', 'awesome-cv', 'moderncv', 'jakes'] as const;
const ENVIRONMENTS = [...SKIPPED_ENVIRONMENTS, 'comment'];

describe.each(CLASSES)('%s: a well-formed skipped environment', (folder) => {
  const files = exampleFiles(folder);
  const baseline = read(files);

  it.each(POSITIONS)('%s: gives no error, shows none of its text or name, and keeps the text around it', (position) => {
    // A comment is no macro argument (the comment package reads lines of the file itself).
    const environments = position === "in a macro's body" ? ENVIRONMENTS.filter((name) => name !== 'comment') : ENVIRONMENTS;
    const cases = fc.constantFrom(...environments).chain((environment) => environmentOf(environment).map((snippet) => ({ environment, snippet })));
    fc.assert(
      fc.property(cases, ({ environment, snippet }) => {
        const cv = read(placed(files, position, snippet));
        expect(errorsOf(cv)).toEqual([]);
        const shown = shownText(cv);
        expect(shown).not.toContain(INNER);
        expect(shown).not.toContain(environment);
        if (position !== 'before the first section') {
          expect(shown).toContain(BEFORE);
          expect(shown).toContain(AFTER);
        }
        expect(shownCount(cv)).toBeGreaterThanOrEqual(shownCount(baseline));
      }),
      { numRuns: 25 },
    );
  });
});

it('regression (issue 49): the smallest AltaCV CV with a TikZ picture builds and shows its text', () => {
  const text = ['\\documentclass{altacv}', '\\begin{document}', '\\section{Experience}', '\\begin{tikzpicture}', '\\node at (1,0) {x};', '\\end{tikzpicture}', 'Hello world', '\\end{document}'].join('\n');
  const cv = parseCv([{ file: 'cv.tex', text }], createTitleMatcher());
  expect(cv.warnings).toEqual([]);
  expect(cv.sections.map((section) => section.title)).toEqual(['Experience']);
  expect(shownText(cv)).toContain('Hello world');
  expect(shownText(cv)).not.toContain('tikzpicture');
});

it.each([
  ['\\begin{minipage}[t][10pt]{0.31\\textwidth}', '\\end{minipage}'],
  ['\\begin{minipage}[c][2cm][t]{0.5\\linewidth}', '\\end{minipage}'],
  ['\\begin{minipage}{0.5\\linewidth}', '\\end{minipage}'],
])('a minipage with all its options (%s) shows its text and none of its layout', (begin, end) => {
  const cv = parseCv([{ file: 'cv.tex', text: `\\documentclass{altacv}\n\\begin{document}\n\\cvsection{References}\n${begin}\nAna Pereira, Lead\n${end}\n\\end{document}` }], createTitleMatcher());
  expect(errorsOf(cv)).toEqual([]);
  const shown = shownText(cv);
  expect(shown).toContain('Ana Pereira, Lead');
  expect(shown).not.toMatch(/10pt|2cm|0\.31|0\.5|\[t\]|\[c\]/);
});
