#!/usr/bin/env node
/**
 * node tools/release/stage.js [--out <dir>] [--version <x.y.z>]
 * Lays out the two packages this repository publishes, ready for `npm publish <dir>`:
 * - @folio-federation/core: the engine (the apps and the engine's Node.js modules built, in engine/,
 *   as `npm run build` and `npm run build:engine:development` left them; each app's site build part,
 *   builder/ without the engine build's webpack code) and its command line (cli/), with the root
 *   package.json's `dependencies` (what an owner's start and build need) and none of its
 *   devDependencies;
 * - @folio-federation/create: the scaffolder (create/), at the engine's version.
 * Tests, fixtures, builds and node_modules stay behind.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
/** Published with public access: a scoped package is private by default. */
const PUBLISH_CONFIG = { access: 'public' };
const ENGINE_FILES = ['cli', 'builder', 'docs', 'shared', 'shell', 'remote-cv', 'remote-projects', 'remote-music', 'remote-writing', 'README.md', 'CHANGELOG.md', 'LICENSE'];
const CREATE_FILES = ['index.js', 'src', 'templates', 'README.md'];
/**
 * What never ships: tests and what only they read, builds, installs; and the engine build's own code
 * (webpack's configs and plugins, the dev servers'), which compiled the engine/ the package carries:
 * an owner's site runs none of it.
 */
const LEFT_BEHIND = [/\.test\.[jt]sx?$/, /^__fixtures__$/, /^fixtures$/, /^node_modules$/, /^dist$/, /^\.cache$/, /^webpack\.config\.js$/, /^webpack$/];
/**
 * The engine's sources, by path from the repository: compiled into engine/ (the apps' code, and the
 * Node.js side's modules in engine/node), so an installed engine reads none of them.
 */
const ENGINE_SOURCES = [/^(shared|shell|remote-[a-z]+)\/src$/];

function copyShipped(from, to, sources = []) {
  if (LEFT_BEHIND.some((pattern) => pattern.test(path.basename(from)))) return;
  if (sources.some((pattern) => pattern.test(path.relative(ROOT, from).split(path.sep).join('/')))) return;
  const stat = fs.statSync(from);
  if (stat.isDirectory()) {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from)) copyShipped(path.join(from, entry), path.join(to, entry), sources);
  } else {
    fs.copyFileSync(from, to);
    fs.chmodSync(to, stat.mode);
  }
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The engine's published manifest, from the root one. */
function engineManifest(root, version) {
  const { name, description, license, bin, exports, engines, dependencies, peerDependencies, peerDependenciesMeta, repository, homepage, keywords } = root;
  return { name, version, description, license, keywords, repository, homepage, bin, exports, engines, dependencies, peerDependencies, peerDependenciesMeta, publishConfig: PUBLISH_CONFIG };
}

function createManifest(create, version, engineName) {
  const { devDependencies, ...manifest } = create;
  return { ...manifest, version, keywords: [...(manifest.keywords ?? []), engineName], publishConfig: PUBLISH_CONFIG };
}

/**
 * @param {{ out: string, version?: string, built?: string }} options  `built`: the engine build (engine/)
 * @returns {{ engine: string, create: string, version: string }} the two package folders
 */
function stage({ out, version, built = path.join(ROOT, 'engine') }) {
  const root = readJson(path.join(ROOT, 'package.json'));
  const release = version ?? root.version;
  const engine = path.join(out, 'core');
  const create = path.join(out, 'create');
  if (!fs.existsSync(path.join(built, 'shell', 'engine.json'))) throw new Error(`${built} has no built apps: run npm run build first`);
  if (!fs.existsSync(path.join(built, 'node', 'modules.js'))) throw new Error(`${built} has no Node.js modules (engine/node): run npm run build first`);
  if (!fs.existsSync(path.join(built, 'part', 'index.d.ts'))) throw new Error(`${built} has no part kit (engine/part, @folio-federation/core/part): run npm run build first`);
  if (!fs.existsSync(path.join(built, 'shell', 'development.json'))) throw new Error(`${built} has no development build of the apps (what folio start serves): run npm run build:engine:development first`);
  fs.rmSync(out, { recursive: true, force: true });
  for (const file of ENGINE_FILES) if (fs.existsSync(path.join(ROOT, file))) copyShipped(path.join(ROOT, file), path.join(engine, file), ENGINE_SOURCES);
  copyShipped(built, path.join(engine, 'engine'));
  writeJson(path.join(engine, 'package.json'), engineManifest(root, release));
  fs.mkdirSync(create, { recursive: true });
  for (const file of CREATE_FILES) if (fs.existsSync(path.join(ROOT, 'create', file))) copyShipped(path.join(ROOT, 'create', file), path.join(create, file));
  fs.copyFileSync(path.join(ROOT, 'LICENSE'), path.join(create, 'LICENSE'));
  writeJson(path.join(create, 'package.json'), createManifest(readJson(path.join(ROOT, 'create', 'package.json')), release, root.name));
  return { engine, create, version: release };
}

if (require.main === module) {
  const arg = (flag) => {
    const index = process.argv.indexOf(flag);
    return index >= 0 ? process.argv[index + 1] : undefined;
  };
  const staged = stage({ out: path.resolve(arg('--out') ?? path.join(ROOT, 'node_modules', '.cache', 'release')), version: arg('--version') });
  console.log(`Staged ${staged.version}:\n  ${staged.engine}\n  ${staged.create}`);
}

module.exports = { stage, ENGINE_FILES };
