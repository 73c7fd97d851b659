/**
 * The files around content/: package.json, README.md, .gitignore and .nvmrc of the owner's site.
 * The engine is the @folio-federation/core package; the site's folder holds only content and these.
 */
const fs = require('node:fs');
const path = require('node:path');

const ENGINE = '@folio-federation/core';

/** Where the engine's documentation is, for the owner's README. */
const ENGINE_DOCS = `https://www.npmjs.com/package/${ENGINE}`;

/** This package's version: the engine's release it goes with (both are released together). */
function ownVersion() {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).version;
}

/** Node.js for the workflows (.nvmrc): the engine's own (its .nvmrc; projectFiles.test.js checks). */
const NODE_VERSION = '26';

/** The oldest Node.js the engine runs on (its package.json engines.node). */
const NODE_ENGINES = '>=22.19';

/**
 * A folder's name as an npm package name, as create-vite makes it: "My Site" → "my-site".
 * @param {string} folderName
 * @param {string} [fallback]  the name when nothing of the folder's is left ("日本語")
 */
function toPackageName(folderName, fallback = 'my-site') {
  const name = folderName
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/^[._]+/, '')
    .replace(/[^a-z\d\-~._]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 214);
  return /^[a-z\d~]/.test(name) ? name : fallback;
}

/**
 * @param {object} options
 * @param {string} options.packageName
 * @param {string} [options.version]  the engine's
 * @param {Record<string, string>} [options.fonts]  the share card's fonts the site needs (cardFonts.js)
 */
function packageJson({ packageName, version = ownVersion(), fonts = {} }) {
  const pkg = {
    name: packageName,
    private: true,
    scripts: {
      start: 'folio start',
      build: 'folio build:site',
      check: 'folio check',
      upgrade: 'folio upgrade',
      // The build's media messages name this script, as in the engine's own repository.
      'media:prepare': 'folio media:prepare',
    },
    dependencies: { [ENGINE]: `^${version}`, ...fonts },
    engines: { node: NODE_ENGINES },
    // No allowScripts: no package of an owner's install has an install script (e2e/create-site.test.ts).
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** What editors and systems leave in any folder: the end of every .gitignore the creator writes. */
const EDITORS_GITIGNORE = `# Editors and systems
.DS_Store
Thumbs.db
.idea/
.vscode/
*.swp
npm-debug.log*
`;

const GITIGNORE = `# Packages and the engine's caches (node_modules/.cache)
node_modules/

# What folio builds: each app (folio build), the one-origin site (folio build:site)
dist/
site/
.cache/

# Local previews and deploys
.vitals/
.previous-site/

# What LaTeX writes when you compile your CV in content/cv (the .tex and the PDF are kept)
*.aux
*.log
*.out
*.toc
*.fls
*.fdb_latexmk
*.synctex.gz
*.synctex(busy)
*.xdv
*.bbl
*.blg
*.bcf
*.run.xml

${EDITORS_GITIGNORE}`;

const CV_WORDS = {
  altacv: 'a starter CV in AltaCV (`cv.tex`)',
  'awesome-cv': 'a starter CV in Awesome-CV (`resume.tex`)',
  moderncv: 'a starter CV in moderncv (`cv.tex`)',
  jakes: "a starter CV in Jake's Resume (`resume.tex`)",
  'json-resume': 'a starter CV in JSON Resume (`resume.json`)',
};

/**
 * @param {{ name: string, cv: { form: string } | { own: true } }} answers
 */
function readme({ name, cv }) {
  const cvNow = cv.form ? `${CV_WORDS[cv.form]}: replace it with yours` : 'your CV, as you keep it';
  return `# ${name}: portfolio site

This repository holds the site's content, nothing else: the engine that builds it is the npm
package [\`${ENGINE}\`](${ENGINE_DOCS}), installed in \`node_modules\` like any package.

## Run it

\`\`\`sh
npm install
npm start
\`\`\`

Open http://localhost:3000. Every save in \`content/\` shows at once.

## Make it yours: \`content/\`

| file | what it is |
|---|---|
| \`content/site.json\` | your name, job title, intro, picture description, profile links, GitHub user (the Projects page lists its repositories whose description has a "!"), language, theme, blog feed |
| \`content/cv/\` | ${cvNow}. LaTeX (AltaCV, Awesome-CV, moderncv, Jake's Resume) or a JSON Resume \`resume.json\`; a PDF there is offered for download |
| \`content/media/profile.png\` | a placeholder: put your picture there as \`profile.jpg\` (or \`.png\`, \`.webp\`, \`.avif\`, exactly one) and delete the placeholder |
| \`content/media/backgrounds/\` | optional: a video per page (\`experience.mp4\`…), made web-ready by \`npx folio media:prepare\` |
| \`content/music/\` | optional: \`.mp3\` files make a music player |
| \`content/styles.css\` | optional: your own CSS, applied after the theme |

A mistake in \`content/\` stops the build with the file and the field or line named. Every field is
described in the engine's \`docs/content.md\` (in \`node_modules/${ENGINE}/docs/\`, and at ${ENGINE_DOCS}).

\`\`\`sh
npm run check   # builds the site, opens every page in Chromium: console errors, CSP, accessibility
\`\`\`

## Put it online

**GitHub Pages** (\`.github/workflows/deploy-pages.yml\`): push this repository to GitHub, set
Settings → Pages → Source to **GitHub Actions**, and every push to \`main\` builds and publishes the
site, at \`https://<you>.github.io/<repository>/\`.

**Any static host**: \`npm run build\` writes the whole site into \`site/\` (one origin, with
\`_headers\` for Netlify and Cloudflare Pages and an \`nginx.conf\`); upload that folder.

**Each part on its own origin**: \`npx folio build\` builds every app into \`dist/<app>\` (\`dist/shell\`,
\`dist/remote-cv\`, …), each deployable alone; \`npx folio build --only <app>\` rebuilds one
(\`shell\`, \`cv\`, \`projects\`, \`music\` or \`writing\`). \`npx folio --help\` lists every command.

## Upgrade the engine

Once a week, \`.github/workflows/upgrade.yml\` updates \`${ENGINE}\` to its newest release within
\`package.json\`'s range, migrates \`content/\` with \`npx folio upgrade\`, builds and checks the site,
and opens one pull request (\`folio-upgrade\`) with the release notes and the check's report. It
needs Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests".
Pull requests opened by GitHub Actions do not start other workflows, so the report in the pull
request is the check.

By hand:

\`\`\`sh
npm update ${ENGINE} && npx folio upgrade
\`\`\`

\`npx folio upgrade --check\` only says whether \`content/\` needs migrating (CI runs it).

A new major release is never taken by itself (it may need you): \`npm install ${ENGINE}@latest\`,
then \`npx folio upgrade\`.
`;
}

module.exports = { EDITORS_GITIGNORE, ENGINE, ENGINE_DOCS, NODE_VERSION, NODE_ENGINES, GITIGNORE, ownVersion, toPackageName, packageJson, readme };
