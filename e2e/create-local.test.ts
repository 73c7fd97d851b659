/**
 * A site (and a part's repository) made from this checkout before a release is published (README,
 * "Which command when"): `npm run create:local` stages the packages, creates the site from them with the engine packed
 * into its own .folio/ folder, and installs it from there; the site then builds on its own, with
 * the engine as the package ships it: its apps built, so the site's build compiles nothing.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runToEnd } from './support/command';

const parent = mkdtempSync(join(tmpdir(), 'folio-local-site-'));
const site = join(parent, 'my-site');

afterAll(() => rmSync(parent, { recursive: true, force: true }));

it('creates a site that depends on the packed engine in its own folder, and builds it with no compiler run', async () => {
  await runToEnd(`npm run create:local -- ${site} --yes --name "Ada Lindqvist" --job-title "Platform Engineer"`, { cwd: ROOT });
  const packed = readdirSync(join(site, '.folio'));
  expect(packed).toEqual([expect.stringMatching(/^folio-federation-core-[\d.]+\.tgz$/)]);
  expect(JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')).dependencies).toEqual({ '@folio-federation/core': `file:.folio/${packed[0]}` });
  expect(existsSync(join(site, 'node_modules', '@folio-federation', 'core', 'engine', 'shell', 'engine.json'))).toBe(true);

  const started = Date.now();
  const output = await runToEnd('npx folio build', { cwd: site, env: { GITHUB_API_URL: 'http://127.0.0.1:9' } });
  const seconds = (Date.now() - started) / 1000;
  console.log(`the created site's folio build: ${seconds.toFixed(1)} s`);
  expect(output).not.toMatch(/compiled successfully|webpack/i);
  expect(existsSync(join(site, 'node_modules', '.cache', 'webpack'))).toBe(false);
  const home = readFileSync(join(site, 'dist', 'shell', 'index.html'), 'utf8');
  expect(home).toContain('<title>Ada Lindqvist · Platform Engineer</title>');
  // The page names the engine's own entry script, shipped in the package as it was built.
  const entry = /data-entries="(static\/js\/main\.[0-9a-f]{8}\.js)"/.exec(home)?.[1];
  expect(entry).toBeDefined();
  expect(readFileSync(join(site, 'dist', 'shell', entry!))).toEqual(readFileSync(join(site, 'node_modules', '@folio-federation', 'core', 'engine', 'shell', 'files', entry!)));
}, 400_000);

it("creates a part's repository the same way (--part): the packed engine its devDependency, and it builds", async () => {
  const part = join(parent, 'lab');
  await runToEnd(`npm run create:local -- ${part} --part --yes`, { cwd: ROOT });
  const [packed] = readdirSync(join(part, '.folio'));
  expect(JSON.parse(readFileSync(join(part, 'package.json'), 'utf8')).devDependencies).toMatchObject({ '@folio-federation/core': `file:.folio/${packed}` });
  await runToEnd('npm run build', { cwd: part });
  const manifest = JSON.parse(readFileSync(join(part, 'dist', 'mf-manifest.json'), 'utf8'));
  expect(manifest.exposes.map((expose: { path: string }) => expose.path)).toEqual(['./Page']);
}, 400_000);
