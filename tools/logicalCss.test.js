/**
 * @jest-environment node
 *
 * The apps' stylesheets lay out with logical properties (margin-inline-start, text-align: start…),
 * so one stylesheet serves a page written left to right and one written right to left. A physical
 * left or right is allowed only where a comment beginning "physical:" on its line or the line above
 * says why.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const APPS = ['shell', 'remote-cv', 'remote-projects', 'remote-music', 'remote-writing', 'shared'];

function stylesheets(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : stylesheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

/** A declaration that names a side: a physical property, or a physical value of a logical one. */
const PHYSICAL = [
  /^\s*(margin|padding|border|inset)-(left|right)\b/,
  /^\s*border-(top|bottom)-(left|right)-radius\s*:/,
  /^\s*(left|right)\s*:/,
  /^\s*(text-align|float|clear)\s*:\s*(left|right)\b/,
];

function physicalDeclarations(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return lines.flatMap((line, index) => {
    if (!PHYSICAL.some((pattern) => pattern.test(line))) return [];
    const explained = /\/\*\s*physical:/.test(line) || /\/\*\s*physical:/.test(lines[index - 1] ?? '');
    return explained ? [] : [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`];
  });
}

it('finds the apps\' stylesheets', () => {
  const found = APPS.flatMap((app) => stylesheets(path.join(ROOT, app))).map((file) => path.relative(ROOT, file));
  expect(found).toEqual(expect.arrayContaining(['shell/src/shell.css', 'remote-cv/src/cv/cv.css', 'remote-projects/src/projects/projects.css', 'shared/src/frame/theme.css']));
});

it('use logical properties, or say why not', () => {
  expect(APPS.flatMap((app) => stylesheets(path.join(ROOT, app))).flatMap(physicalDeclarations)).toEqual([]);
});

it('recognises a physical declaration, and an explained one', () => {
  const file = path.join(require('node:os').tmpdir(), `logical-${process.pid}.css`);
  fs.writeFileSync(file, '.a {\n  margin-left: 1rem;\n  text-align: right;\n  /* physical: a pair with translateX */\n  left: 2px;\n  margin-inline-start: 1rem;\n}\n');
  try {
    expect(physicalDeclarations(file).map((line) => line.replace(/^.*:(\d+): /, '$1: '))).toEqual(['2: margin-left: 1rem;', '3: text-align: right;']);
  } finally {
    fs.rmSync(file);
  }
});

it('spend under 1 KB gzip on what only a right-to-left page needs (the :dir(rtl) rules)', () => {
  const { gzipSync } = require('node:zlib');
  const rules = APPS.flatMap((app) => stylesheets(path.join(ROOT, app)))
    .map((file) => fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))
    .flatMap((css) => css.match(/[^{}]*:dir\(rtl\)[^{}]*\{[^}]*\}/g) ?? []);
  expect(rules.length).toBeGreaterThan(0);
  expect(gzipSync(rules.join('\n')).length).toBeLessThan(1024);
});
