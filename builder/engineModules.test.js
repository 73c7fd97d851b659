/**
 * @jest-environment node
 *
 * engineNodeModules.js is what the engine build bundles for Node.js: every module the engine's
 * Node.js code asks engineModule() for must be in it (an installed engine has no other way to load
 * it), and nothing else.
 */
const fs = require('node:fs');
const path = require('node:path');
const { engineModule } = require('./engineModules');

const ROOT = path.join(__dirname, '..');
/** The engine's Node.js code: what an installed engine runs (tools/release/stage.js ENGINE_FILES). */
const NODE_CODE = ['builder', 'cli', 'shell', 'remote-cv', 'remote-projects', 'remote-music', 'remote-writing'];

function scripts(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'src', 'webpack'].includes(entry.name) ? [] : scripts(file);
    return /\.js$/.test(entry.name) && !/\.test\.js$/.test(entry.name) ? [file] : [];
  });
}

it('lists exactly the modules the engine’s Node.js code loads', () => {
  const called = new Set();
  for (const file of NODE_CODE.flatMap((dir) => scripts(path.join(ROOT, dir)))) {
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/engineModule\('([^']+)'\)/g)) called.add(name);
  }
  expect(called.size).toBeGreaterThan(20);
  expect(Object.keys(require('../engineNodeModules')).sort()).toEqual([...called].sort());
});

it('loads a module from its source here', () => {
  expect(engineModule('shared/src/i18n/languages.ts').textDirection('ar')).toBe('rtl');
});
