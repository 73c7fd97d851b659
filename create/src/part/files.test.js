/** @jest-environment node */
const ts = require('typescript');
const { UI_LANGUAGES } = require('../languages');
const { ownVersion } = require('../projectFiles');
const { PART_PACKAGES } = require('./partPackages');
const { starterWords } = require('./words');
const { partPackageJson, partReadme, classPrefix, pageTsx, pageCss, pageTestTsx, jsxText, TSCONFIG, COUNTER_TS, GITIGNORE, PART_ADDRESS } = require('./files');

/** What TypeScript says of a file's syntax alone (no types: the part's own install has them). */
const syntaxProblems = (text, fileName) =>
  ts
    .transpileModule(text, { fileName, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.ReactJSX } })
    .diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));

/** The text of a JSX element's children as React renders them: what JSX makes of the file. */
function renderedText(tsx, tag) {
  const js = ts.transpileModule(tsx, { compilerOptions: { jsx: ts.JsxEmit.React, jsxFactory: 'h', target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS } }).outputText;
  const found = [];
  const h = (type, props, ...children) => {
    const text = children.flat().filter((child) => typeof child === 'string').join('');
    if (type === tag) found.push(text);
    return text;
  };
  const exports = {};
  new Function('exports', 'require', 'h', js)(exports, (name) => (name === 'react' ? { useState: (value) => [value, () => {}] } : name === './counter' ? { nextCount: (n) => n + 1 } : {}), h);
  exports.default({ lang: 'en', dir: 'ltr', onNavigate: () => {} });
  return found;
}

describe('src/Page.tsx, src/counter.ts and src/Page.test.tsx', () => {
  it.each([...UI_LANGUAGES, 'pt-BR'])('%s: parse as TypeScript with JSX', (language) => {
    const words = starterWords(language);
    expect(syntaxProblems(pageTsx(words, classPrefix('lab')), 'Page.tsx')).toEqual([]);
    expect(syntaxProblems(pageTestTsx(words, language), 'Page.test.tsx')).toEqual([]);
  });

  it('counter.ts parses', () => {
    expect(syntaxProblems(COUNTER_TS, 'counter.ts')).toEqual([]);
  });

  // Words JSX or a string would read otherwise: written as they are, or escaped, never breaking the file.
  const TRICKY = { intro: 'It’s {yours} <b>&amp;</b> "src/Page.tsx" \\ `x` ${y}', addOne: "Add 'one'", count: '{n} } clicks {', back: '< Back & home >' };

  it('escape any word: the page still parses, and shows each word as it is', () => {
    const page = pageTsx(TRICKY, classPrefix('lab'));
    expect(syntaxProblems(page, 'Page.tsx')).toEqual([]);
    expect(syntaxProblems(pageTestTsx({ ...TRICKY, dir: 'ltr' }, 'en'), 'Page.test.tsx')).toEqual([]);
    expect(renderedText(page, 'p')).toEqual([TRICKY.intro, '0 } clicks {']);
    expect(renderedText(page, 'button')).toEqual([TRICKY.addOne, TRICKY.back]);
  });

  it('write plain words as JSX text, as a person would', () => {
    expect(jsxText('Add one')).toBe('Add one');
    expect(jsxText('a {b}')).toBe('{"a {b}"}');
    expect(renderedText(pageTsx(starterWords('fr'), classPrefix('lab')), 'button')).toEqual(['Ajouter un', 'Retour à l’accueil']);
  });

  it('the page states its contract, takes the site\'s props, puts dir on its root, and goes home', () => {
    const page = pageTsx(starterWords('he'), classPrefix('lab'));
    expect(page).toContain("import { PART_CONTRACT, type PartPageProps } from '@folio-federation/core/part';");
    expect(page).toContain('export const contract = PART_CONTRACT;');
    expect(page).toContain('export default function Page({ lang, dir, onNavigate }: PartPageProps) {');
    expect(page).toMatch(/return \(\n {4}<div className="part-lab" dir=\{dir\}>/);
    expect(page).toContain("onClick={() => onNavigate('home')}");
    expect(page).toContain('{new Intl.NumberFormat(lang).format(count)}');
    expect(page).toContain('role="status"');
  });

  it("the page is styled by a stylesheet it imports, in the theme's custom properties only, its class names the part's own: no <style>, no colour of its own", () => {
    const page = pageTsx(starterWords('en'), classPrefix('lab'));
    const css = pageCss(classPrefix('lab'));
    expect(page).toContain("import './Page.css';");
    expect(page).not.toMatch(/<style|style=\{/);
    for (const property of ['--color-accent', '--color-surface', '--color-border', '--radius', '--color-text']) expect(css).toContain(`var(${property})`);
    expect(css).not.toMatch(/#[0-9a-f]{3,6}\b|rgb\(|hsl\(/i);
    // Every class the page names, the stylesheet styles, under the part's prefix.
    const named = [...page.matchAll(/className="([^"]+)"/g)].flatMap((match) => match[1].split(' '));
    expect(named.length).toBeGreaterThan(3);
    for (const name of named) {
      expect(name).toMatch(/^part-lab(__|$)/);
      expect(css).toContain(`.${name} `);
    }
    expect(classPrefix('@me/Synth.Demo')).toBe('part-me-synth-demo');
  });

  it('the test renders the page in its language and direction, and looks for the words the page has', () => {
    const words = starterWords('ar');
    const test = pageTestTsx(words, 'ar');
    expect(test).toContain("import { test } from 'node:test';\nimport assert from 'node:assert/strict';");
    expect(test).toContain('renderToStaticMarkup(<Page lang="ar" dir="rtl" onNavigate={() => {}} />)');
    expect(test).toContain(`shows(${JSON.stringify(words.intro)});`);
    expect(test).toContain(`shows(${JSON.stringify(`>${words.addOne}</button>`)});`);
    expect(test).toContain(`shows(${JSON.stringify(`>${words.back}</button>`)});`);
    expect(test).toContain('shows("العدد: " + new Intl.NumberFormat("ar").format(0));');
    expect(test).toContain('assert.equal(nextCount(0), 1);');
    const page = pageTsx(words, classPrefix('lab'));
    for (const text of [words.intro, words.addOne, words.back, words.count.replace('{n}', '')]) expect(page).toContain(text);
  });
});

describe('package.json', () => {
  it('runs folio part:*, names its title and language, and builds with the engine at this version and the engine\'s packages', () => {
    const pkg = JSON.parse(partPackageJson({ packageName: 'lab', title: 'Lab', language: 'de-CH', version: '2.3.4' }));
    expect(pkg).toEqual({
      name: 'lab',
      private: true,
      scripts: { start: 'folio part:start', build: 'folio part:build', test: 'folio part:test' },
      folio: { title: 'Lab', language: 'de-CH' },
      devDependencies: { '@folio-federation/core': '^2.3.4', ...PART_PACKAGES },
      engines: { node: '>=22.19' },
    });
    expect(Object.keys(pkg.devDependencies)).toEqual(Object.keys(pkg.devDependencies).sort());
    expect(JSON.parse(partPackageJson({ packageName: 'x', title: 'X', language: 'en' })).devDependencies['@folio-federation/core']).toBe(`^${ownVersion()}`);
  });
});

describe('tsconfig.json', () => {
  it('is strict, for React and a bundler, type-checks only, with node\'s types for the tests', () => {
    expect(JSON.parse(TSCONFIG)).toEqual({
      compilerOptions: {
        target: 'es2022',
        lib: ['es2023', 'dom', 'dom.iterable'],
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        isolatedModules: true,
        noEmit: true,
        skipLibCheck: true,
        types: ['node'],
      },
      include: ['src'],
    });
    expect(PART_PACKAGES['@types/node']).toBeDefined();
  });
});

describe('.gitignore', () => {
  it('keeps out packages and the build', () => {
    for (const line of ['node_modules/', 'dist/', '.DS_Store']) expect(GITIGNORE.split('\n')).toContain(line);
    expect(GITIGNORE).not.toMatch(/^src/m);
  });
});

describe('README.md', () => {
  const text = partReadme({ title: 'Synth "Lab"', folder: 'synth' });

  it('says how to run, test, build and deploy it', () => {
    expect(text).toMatch(/^# Synth "Lab": a part of your portfolio site\n/);
    expect(text).toContain('npm install\nnpm start');
    expect(text).toContain(PART_ADDRESS);
    expect(text).toContain('npm test');
    expect(text).toContain('npm run build   # writes dist/');
    expect(text).toMatch(/Settings → Pages → Source to \*\*GitHub Actions\*\*/);
    expect(text).toContain('push to `main`');
  });

  it('says how the site lists it, by its manifest or its build, its title written as JSON', () => {
    expect(text).toContain('{ "title": "Synth \\"Lab\\"", "manifest": "https://<you>.github.io/<repository>/mf-manifest.json" }');
    expect(text).toContain('{ "title": "Synth \\"Lab\\"", "from": "../../synth/dist" }');
    expect(text).toContain('content/site.json');
  });

  it("says a part runs with the page's rights, and where the engine's docs are", () => {
    expect(text).toContain("**A part runs with the page's rights**");
    expect(text).toContain('docs/parts.md');
    expect(text).toContain('https://www.npmjs.com/package/@folio-federation/core');
  });

  it('names only the npm scripts a part has', () => {
    for (const [, script] of text.matchAll(/npm run ([\w:-]+)/g)) expect(['build']).toContain(script);
    expect(text).not.toMatch(/npx folio/);
  });
});
