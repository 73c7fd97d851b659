/**
 * @jest-environment node
 *
 * What an owner installs: the staged engine holds the apps, builder/ and cli/ without tests, and its
 * dependencies are exactly what that code loads, with none of this repository's test, lint and
 * bench tools.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { builtinModules } = require('node:module');
const { stage } = require('./stage');

const ROOT = path.join(__dirname, '..', '..');
/** Module names the build resolves itself (webpack aliases and generated modules), not packages. */
const ALIASES = ['@portfolio/shared'];
// playwright-core and axe-core are the owner's too: \`folio check\` drives their Chromium and runs axe.
/** What compiles the engine: never an owner's install (issue 41). */
const COMPILERS = ['typescript', 'ts-loader', 'jiti', 'terser', 'webpack', 'webpack-cli', 'webpack-dev-server', '@swc/core', 'css-loader', 'mini-css-extract-plugin', 'minimizer-webpack-plugin', 'compression-webpack-plugin'];
const DEVELOPER_TOOLS = ['jest', 'eslint', 'lighthouse', 'puppeteer', 'puppeteer-core', 'verdaccio', 'fast-check', '@testing-library/react', '@ffmpeg-installer/ffmpeg', 'sox'];

let staged;
let built;
beforeAll(() => {
  // An engine build as webpack.common.js leaves it, small: what this test reads is the package around it.
  built = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-engine-'));
  fs.mkdirSync(path.join(built, 'shell', 'files', 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(built, 'shell', 'engine.json'), JSON.stringify({ entry: { js: ['static/js/main.1a2b3c4d.js'], css: [] }, prerender: null }));
  fs.writeFileSync(path.join(built, 'shell', 'development.json'), JSON.stringify({ entry: { js: ['static/js/main.js'], css: [] }, prerender: null }));
  fs.writeFileSync(path.join(built, 'shell', 'files', 'static', 'js', 'main.1a2b3c4d.js'), 'import("${e}")');
  // The prerender bundle runs in Node.js, with React left to the install (builder/webpack/prerender.js).
  fs.writeFileSync(path.join(built, 'shell', 'prerender.js'), 'module.exports = { render: () => require("react-dom/server").renderToString(require("react").createElement("p")) };');
  // The Node.js side's modules (builder/webpack/nodeModules.js), their packages bundled with them.
  fs.mkdirSync(path.join(built, 'node'));
  fs.writeFileSync(path.join(built, 'node', 'modules.js'), 'module.exports = { "shared/src/contract.ts": () => ({ REMOTE_CONTENT_FILE: "content.json" }) };');
  // The part kit (builder/webpack/partKit.js): what a part's repository imports of the engine.
  fs.mkdirSync(path.join(built, 'part'));
  fs.writeFileSync(path.join(built, 'part', 'index.js'), 'exports.PART_CONTRACT = 1;');
  fs.writeFileSync(path.join(built, 'part', 'index.d.ts'), "export * from './types/parts/partKit';");
  staged = stage({ out: fs.mkdtempSync(path.join(os.tmpdir(), 'folio-stage-')), built });
});
afterAll(() => {
  fs.rmSync(path.dirname(staged.engine), { recursive: true, force: true });
  fs.rmSync(built, { recursive: true, force: true });
});

function filesOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(file) : [file];
  });
}

/** The package a bare specifier names: "webpack/lib/x" → "webpack", "@a/b/c" → "@a/b". */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function packagesLoaded(files) {
  const names = new Set();
  for (const file of files.filter((name) => /\.(js|ts|tsx|css)$/.test(name) && !name.endsWith('.d.ts'))) {
    const text = fs.readFileSync(file, 'utf8');
    const specifiers = [
      ...text.matchAll(/(?:require(?:\.resolve)?\(|from |import\(|@import )\s*['"]([^'"./][^'"]*)['"]/g),
      ...text.matchAll(/loader:\s*['"]([^'"./][^'"]*)['"]/g),
      ...text.matchAll(/use:\s*\[[^\]]*?['"]([a-z][\w-]*-loader)['"]/g),
    ].map((match) => match[1]);
    for (const specifier of specifiers) names.add(packageOf(specifier.replace(/\?.*$/, '')));
  }
  return names;
}

it('ships the built engine, each app’s site build part, builder/ and the command line, without sources, tests, fixtures or the engine build’s webpack code', () => {
  const files = filesOf(staged.engine).map((file) => path.relative(staged.engine, file));
  expect(files).toEqual(expect.arrayContaining(['engine/shell/engine.json', 'engine/shell/files/static/js/main.1a2b3c4d.js', 'engine/node/modules.js', 'cli/folio.js', 'remote-cv/site.config.js', 'remote-cv/builder/cvTexts.js', 'builder/apps.js', 'builder/site/buildSite.js']));
  // Compiled into engine/: an owner's install reads no TypeScript (issue 41).
  expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
  expect(files.filter((file) => /(^|\/)src\//.test(file))).toEqual([]);
  expect(files.filter((file) => /\.test\.|__fixtures__|(^|\/)fixtures\/|node_modules|(^|\/)dist\//.test(file))).toEqual([]);
  // What compiled engine/ stays here: an owner's build and start compile nothing.
  expect(files.filter((file) => /^webpack\.common\.js$|(^|\/)webpack\.config\.js$|^builder\/webpack\//.test(file))).toEqual([]);
  const manifest = JSON.parse(fs.readFileSync(path.join(staged.engine, 'package.json'), 'utf8'));
  expect(manifest).toMatchObject({ name: '@folio-federation/core', bin: { folio: 'cli/folio.js' } });
  // A part imports the contract from the package (npm create … -- --part): each file the exports name ships.
  expect(manifest.exports['./part']).toEqual({ types: './engine/part/index.d.ts', default: './engine/part/index.js' });
  for (const file of Object.values(manifest.exports['./part'])) expect(files).toContain(file.slice(2));
  expect(manifest).not.toHaveProperty('devDependencies');
  expect(manifest).not.toHaveProperty('private');
});

it("the engine's dependencies are what its Node.js code loads, and no developer tool or compiler", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(staged.engine, 'package.json'), 'utf8'));
  // The share card's Noto Sans fonts are the owner's to add, as optional peers (builder/media/cardFonts.js).
  const optionalPeers = Object.keys(manifest.peerDependencies);
  expect(optionalPeers.length).toBe(10);
  for (const name of optionalPeers) expect({ name, meta: manifest.peerDependenciesMeta[name] }).toEqual({ name, meta: { optional: true } });
  const declared = [...Object.keys(manifest.dependencies), ...optionalPeers];
  const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
  // ffmpeg is the owner's choice (builder/media/ffmpeg.js): the one on PATH, or this package if they add it.
  const optional = ['@ffmpeg-installer/ffmpeg'];
  // Where the engine's sources are (its repository), its modules and inline scripts are made from
  // them (builder/engineModules.js, builder/site/inlineScripts.js); an installed engine has them built.
  const fromSourcesOnly = ['jiti', 'terser'];
  // A part's commands (folio part:*) build and test with the part's own install, its devDependencies
  // (builder/parts/partProject.js fromPart): never the engine's, so never an owner's site's.
  const fromThePart = ['webpack', '@module-federation/enhanced', 'ts-loader', 'typescript', 'css-loader', 'mini-css-extract-plugin'];
  // The browser code is bundled in engine/<app>, and the TypeScript the Node.js side runs, with its
  // packages, in engine/node/modules.js; what else runs in Node.js is the scripts and the shell's
  // prerender bundle (React left to the install).
  const engineFile = (file) => path.relative(staged.engine, file).startsWith(`engine${path.sep}`);
  const scripts = filesOf(staged.engine).filter((file) => !engineFile(file) || path.basename(file) === 'prerender.js');
  const loaded = [...packagesLoaded(scripts)].filter((name) => !builtins.has(name) && !ALIASES.includes(name) && !optional.includes(name) && !fromSourcesOnly.includes(name) && !fromThePart.includes(name));
  expect(loaded.filter((name) => !declared.includes(name)).sort()).toEqual([]);
  expect(declared.filter((name) => !loaded.includes(name)).sort()).toEqual([]);
  expect(declared.filter((name) => [...DEVELOPER_TOOLS, ...COMPILERS].includes(name))).toEqual([]);
});

it('the create package is staged at the engine version', () => {
  const create = JSON.parse(fs.readFileSync(path.join(staged.create, 'package.json'), 'utf8'));
  const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  expect(create).toMatchObject({ name: '@folio-federation/create', version: root.version });
  expect(JSON.parse(fs.readFileSync(path.join(ROOT, 'create', 'package.json'), 'utf8')).version).toBe(root.version);
  expect(fs.existsSync(path.join(staged.create, 'LICENSE'))).toBe(true);
});

it('refuses to stage without an engine build, saying what to run', () => {
  expect(() => stage({ out: path.join(os.tmpdir(), 'folio-stage-unused'), built: path.join(os.tmpdir(), 'no-engine-here') })).toThrow(/has no built apps: run npm run build first/);
});
