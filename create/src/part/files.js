/**
 * The files of a part's repository: package.json, tsconfig.json, the starter page (src/Page.tsx),
 * its stylesheet (src/Page.css), what it counts with (src/counter.ts) and its test
 * (src/Page.test.tsx), the README and .gitignore. The
 * engine builds, serves and tests it (`folio part:build`, `part:start`, `part:test`): the part's
 * folder holds only its own code and these.
 */
const { EDITORS_GITIGNORE, ENGINE, ENGINE_DOCS, NODE_ENGINES, ownVersion } = require('../projectFiles');
const { PART_PACKAGES } = require('./partPackages');

/** Where `npm start` (folio part:start) serves the part, in the site's frame. */
const PART_ADDRESS = 'http://localhost:3100';

/**
 * @param {object} options
 * @param {string} options.packageName
 * @param {string} options.title  as the site's menu and heading show it
 * @param {string} options.language  the tag its starter page is written in
 * @param {string} [options.version]  the engine's
 */
function partPackageJson({ packageName, title, language, version = ownVersion() }) {
  const pkg = {
    name: packageName,
    private: true,
    scripts: { start: 'folio part:start', build: 'folio part:build', test: 'folio part:test' },
    // What folio part:start shows the part under, as the site will: its title, in its language.
    folio: { title, language },
    // All of them build tools: what a part ships is its build, dist/, and the site gives it React.
    devDependencies: Object.fromEntries(Object.entries({ [ENGINE]: `^${version}`, ...PART_PACKAGES }).sort(([a], [b]) => (a < b ? -1 : 1))),
    engines: { node: NODE_ENGINES },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** What `npm test` type-checks with (folio part:test), and what editors read. */
const TSCONFIG = `${JSON.stringify(
  {
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
      // Node's for the tests (node:test, node:assert); the page itself runs in the browser.
      types: ['node'],
    },
    include: ['src'],
  },
  null,
  2,
)}\n`;

/**
 * Text as JSX writes it between tags: as it is, or as a string expression when it holds a character
 * JSX reads otherwise ({ } < > &), so that no word can break the file.
 */
function jsxText(text) {
  return /[{}<>&]/.test(text) ? `{${JSON.stringify(text)}}` : text;
}

/** The count's text around its number: "Count: {n}" → ["Count: ", ""]. */
function countParts(count) {
  const [before, after] = count.split('{n}');
  return { before, after };
}

/**
 * The class names of the starter's stylesheet, after the part's package name ("lab" → "part-lab"):
 * the page holds the site's styles and other parts' too.
 * @param {string} packageName
 */
function classPrefix(packageName) {
  return `part-${packageName.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'page'}`;
}

/**
 * The starter page: a count that a button raises and a way home, in the site's theme, its words in
 * the owner's language.
 * @param {import('./words').StarterWords} words
 * @param {string} prefix  its class names' (classPrefix)
 */
function pageTsx(words, prefix) {
  const { before, after } = countParts(words.count);
  const number = '{new Intl.NumberFormat(lang).format(count)}';
  return `import { useState } from 'react';
import { PART_CONTRACT, type PartPageProps } from '${ENGINE}/part';
import { nextCount } from './counter';
import './Page.css';

/** The contract with the site this part was built against: the engine's, when it was built. */
export const contract = PART_CONTRACT;

/** Your page: the site draws its heading (the title in package.json "folio") and Back above it. */
export default function Page({ lang, dir, onNavigate }: PartPageProps) {
  const [count, setCount] = useState(0);
  return (
    <div className="${prefix}" dir={dir}>
      <p>
        ${jsxText(words.intro)}
      </p>
      {/* role="status": a screen reader says the new count when it changes. */}
      <p className="${prefix}__count" role="status">
        ${jsxText(before)}${number}${jsxText(after)}
      </p>
      <div className="${prefix}__buttons">
        <button type="button" className="${prefix}__button ${prefix}__button--main" onClick={() => setCount((current) => nextCount(current))}>
          ${jsxText(words.addOne)}
        </button>
        <button type="button" className="${prefix}__button" onClick={() => onNavigate('home')}>
          ${jsxText(words.back)}
        </button>
      </div>
    </div>
  );
}
`;
}

/**
 * The starter page's stylesheet, a file the build links (the site's Content Security Policy refuses
 * <style> elements), in the site's theme: its custom properties, which follow the visitor's light or
 * dark mode.
 * @param {string} prefix  its class names' (classPrefix)
 */
function pageCss(prefix) {
  return `/*
 * Your page's styles. The site's theme is yours to use: its custom properties (--color-text,
 * --color-muted, --color-bg, --color-surface, --color-border, --color-accent, --radius, --font-sans…)
 * follow the visitor's light or dark mode. The class names start with the part's name: the page holds
 * the site's styles, and other parts' too.
 */
.${prefix} {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  color: var(--color-text);
}

.${prefix} p {
  margin: 0;
}

.${prefix}__count {
  padding-inline-start: 0.75rem;
  border-inline-start: 4px solid var(--color-accent);
  font-size: 1.5rem;
  font-variant-numeric: tabular-nums;
}

.${prefix}__buttons {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
}

.${prefix}__button {
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}

.${prefix}__button--main {
  border-color: var(--color-accent);
}

.${prefix}__button:focus-visible {
  outline: 2px solid var(--color-accent);
  outline-offset: 2px;
}
`;
}

/** What the page counts with: apart from it, so a test checks it without rendering anything. */
const COUNTER_TS = `/** The count after one more press of the button. */
export function nextCount(count: number): number {
  return count + 1;
}
`;

/**
 * The starter page's test, run by \`npm test\` with Node's test runner: it looks for the very words
 * pageTsx wrote, so the two are made from one StarterWords.
 * @param {import('./words').StarterWords & { dir: 'ltr' | 'rtl' }} words
 * @param {string} language  the tag the page is rendered in
 */
function pageTestTsx(words, language) {
  const { before, after } = countParts(words.count);
  const zero = [before && JSON.stringify(before), `new Intl.NumberFormat(${JSON.stringify(language)}).format(0)`, after && JSON.stringify(after)].filter(Boolean).join(' + ');
  return `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import Page from './Page';
import { nextCount } from './counter';

/** The page as the site first shows it. */
const html = renderToStaticMarkup(<Page lang=${JSON.stringify(language)} dir=${JSON.stringify(words.dir)} onNavigate={() => {}} />);

function shows(text: string): void {
  assert.ok(html.includes(text), \`The page does not show \${JSON.stringify(text)}: \${html}\`);
}

test('the page says what it is', () => {
  shows(${JSON.stringify(words.intro)});
});

test('it has a button that adds one, and one back home', () => {
  shows(${JSON.stringify(`>${words.addOne}</button>`)});
  shows(${JSON.stringify(`>${words.back}</button>`)});
});

test('the count starts at zero, written as the language of the page writes numbers', () => {
  shows(${zero});
});

test('nextCount adds one', () => {
  assert.equal(nextCount(0), 1);
  assert.equal(nextCount(41), 42);
});
`;
}

const GITIGNORE = `# Packages
node_modules/

# What npm run build writes (folio part:build): the part as it is deployed
dist/

${EDITORS_GITIGNORE}`;

/**
 * @param {{ title: string, folder: string }} answers  folder: the part's folder's name
 */
function partReadme({ title, folder }) {
  const titleJson = JSON.stringify(title);
  return `# ${title}: a part of your portfolio site

A **part** of a site made with [\`${ENGINE}\`](${ENGINE_DOCS}): a page of your own code, React and
TypeScript, that you build and deploy from this repository on your own schedule. Your site lists it
in its \`content/site.json\` and composes it at run time (Module Federation): it gets a button in the
site's home menu and opens in the site's frame, under its title and Back, in the site's theme.

## Run it

\`\`\`sh
npm install
npm start
\`\`\`

Open ${PART_ADDRESS}: the page in the site's frame and theme. Every save in \`src/\` shows at once.

## Make it yours: \`src/\`

| file | what it is |
|---|---|
| \`src/Page.tsx\` | your page. Its default export is a React component, given \`lang\` (the page's language tag), \`dir\` (\`"ltr"\` or \`"rtl"\`) and \`onNavigate\` (\`onNavigate('home')\` goes back home); the site draws the heading and Back above it. Keep \`export const contract = PART_CONTRACT\`: it tells the site which contract the part was built against |
| \`src/Page.css\` | its styles, in the site's theme |
| \`src/counter.ts\` | what the page counts with, a function tested on its own |
| \`src/Page.test.tsx\` | the page's test |
| \`package.json\` \`"folio"\` | the title (${titleJson}) and language \`npm start\` shows the part in |

Style it in stylesheets you import (\`src/Page.css\`), with the site's theme, its custom properties
(\`var(--color-accent)\`, \`var(--color-surface)\`, \`var(--color-border)\`, \`var(--radius)\`, \`var(--color-text)\`…),
and class names of the part's own; the build links them as files (the site's Content Security Policy
refuses \`<style>\` elements).

## Test and build it

\`\`\`sh
npm test        # type-checks with tsconfig.json, then runs src/**/*.test.ts(x) with Node's test runner
npm run build   # writes dist/: mf-manifest.json, remoteEntry.js and the page's files
\`\`\`

## Put it online

**GitHub Pages** (\`.github/workflows/deploy-pages.yml\`): push this repository to GitHub, set
Settings → Pages → Source to **GitHub Actions**, and every push to \`main\` builds the part and
publishes \`dist/\`, its manifest at \`https://<you>.github.io/<repository>/mf-manifest.json\`.
\`.github/workflows/ci.yml\` tests and builds every push and pull request.

**Any static host** that serves its files with \`Access-Control-Allow-Origin: *\` (as GitHub Pages,
Netlify and Cloudflare Pages do): upload \`dist/\`.

## List it in your site

In your site's \`content/site.json\`, with the address of its manifest:

\`\`\`json
"parts": [
  { "title": ${titleJson}, "manifest": "https://<you>.github.io/<repository>/mf-manifest.json" }
]
\`\`\`

Or ship it with the site, from its build: \`"from"\` is its \`dist/\` folder, relative to \`content/\`
(here, with this folder beside your site's):

\`\`\`json
"parts": [
  { "title": ${titleJson}, "from": "../../${folder}/dist" }
]
\`\`\`

While you work on both, list the part by its development server instead,
\`{ "title": ${titleJson}, "manifest": "${PART_ADDRESS}/mf-manifest.json" }\`, and run \`npm start\`
here and in your site: each save here shows on your site's open page. (A part listed by \`"from"\`
shows each new \`npm run build\` there too.)

**A part runs with the page's rights**, as any package you install does: its code can read and
change your site's page. List only parts whose code you control.

Every field of \`parts\` (titles in the site's other languages, its place in the menu…) and what a
part may rely on are in the engine's \`docs/parts.md\` (in \`node_modules/${ENGINE}/docs/\`, and at
${ENGINE_DOCS}).

## Upgrade

\`.github/dependabot.yml\` opens a pull request each week for the new minor and patch releases of the
engine, React and TypeScript (and of the workflows' actions), which CI tests and builds; webpack stays
at the version the engine pins. A part built with a newer engine may need a newer site: upgrade your
site's engine first.
`;
}

module.exports = { PART_ADDRESS, TSCONFIG, COUNTER_TS, GITIGNORE, partPackageJson, classPrefix, pageTsx, pageCss, pageTestTsx, partReadme, jsxText };
