#!/usr/bin/env node
/**
 * npm run create:local -- <folder> [the scaffolder's options]: a site (or, with --part, a part's
 * repository) made from this checkout, for contributors and for owners before a release is
 * published, when `npm create @folio-federation` cannot reach it. The two packages are staged as they would be published (tools/release/stage.js:
 * the engine build of `npm run build` included), the scaffolder runs from its staged copy, and the
 * site depends on the staged engine packed into its own folder (.folio/, a `file:` dependency), so
 * it installs, builds and deploys (its workflows run `npm ci`) without this checkout. Once released,
 * `npm install @folio-federation/core@latest` there moves it to the registry's.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseArgs } = require('../../create/src/args');
const { ENGINE } = require('../../create/src/projectFiles');
const { stage } = require('./stage');

/** Where the packed engine lives in the site: committed with it, so its CI can install it. */
const PACKED_DIR = '.folio';

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  return result;
}

/** @returns {number} the exit code */
function createLocal(argv) {
  const options = parseArgs(argv);
  if (options.help) {
    console.log('Usage: npm run create:local -- <folder> [options of npm create @folio-federation, see --help there]');
    return 0;
  }
  const folder = path.resolve(options.folder ?? 'my-site');
  const staged = stage({ out: fs.mkdtempSync(path.join(os.tmpdir(), 'folio-local-')) });
  try {
    const packed = spawnSync('npm', ['pack', staged.engine, '--pack-destination', path.dirname(staged.engine), '--silent'], { encoding: 'utf8' });
    if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
    const tarball = packed.stdout.trim().split('\n').pop();
    run(process.execPath, [path.join(staged.create, 'index.js'), ...argv.filter((arg) => arg !== '--no-install'), '--no-install']);
    fs.mkdirSync(path.join(folder, PACKED_DIR), { recursive: true });
    fs.copyFileSync(path.join(path.dirname(staged.engine), tarball), path.join(folder, PACKED_DIR, tarball));
    const manifestFile = path.join(folder, 'package.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    // A site depends on the engine; a part builds with it (a devDependency).
    const engineList = manifest.dependencies?.[ENGINE] ? manifest.dependencies : manifest.devDependencies;
    engineList[ENGINE] = `file:${PACKED_DIR}/${tarball}`;
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    if (!options.noInstall) run('npm', ['install', '--no-audit', '--no-fund'], { cwd: folder });
    console.log(`\n${ENGINE} ${staged.version} from this checkout is in ${path.relative(process.cwd(), folder) || '.'} (${PACKED_DIR}/${tarball}).`);
    return 0;
  } finally {
    fs.rmSync(path.dirname(staged.engine), { recursive: true, force: true });
  }
}

if (require.main === module) {
  try {
    process.exitCode = createLocal(process.argv.slice(2));
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exitCode = 1;
  }
}

module.exports = { createLocal, PACKED_DIR };
