/**
 * An owner's site as they get it: `npm create @folio-federation@latest` from a real npm registry on
 * loopback (Verdaccio) holding this working tree's packages, then the created site's own commands
 * with the real npm client and no prompts: install, build, every page in Chromium, `npm start` with
 * a CV edit on the open page; a site made from the owner's own CV (an Awesome-CV folder, a
 * resume.json); then a next release whose content schema changed: the update, the build that names
 * `folio upgrade`, the upgrade, and the rebuilt page that shows the migrated content.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { stage } from '../tools/release/stage';
import type { FakeGitHub } from '../tools/fake-github/server';
import { launchBrowser, openPage, type PageProblems } from './support/browser';
import { firstAnswer, ROOT, runCommand, runToEnd } from './support/command';
import { startFakeGitHub } from './support/fakeGitHub';
import type { LocalRegistry } from '../tools/release/localRegistry';
import { registryWithThisTree } from './support/ownerRegistry';

const OWNER = 'Ada Lindqvist';
const GITHUB_API = 'http://localhost:8090';
/** What no owner's install may hold: this repository's test, lint, bench and registry tools. */
const DEVELOPER_TOOLS = ['jest', 'eslint', 'lighthouse', 'puppeteer', 'puppeteer-core', 'verdaccio', '@testing-library/react', 'fast-check', 'typescript-eslint'];
const SECTIONS = ['Projects', 'Experience', 'Qualifications', 'Skills'];

const parent = mkdtempSync(join(tmpdir(), 'folio-owner-'));
const site = join(parent, 'my-site');
let version: string;
let registry: LocalRegistry;
let github: FakeGitHub;
let browser: Browser;

beforeAll(async () => {
  ({ registry, version } = await registryWithThisTree(parent));
  github = await startFakeGitHub();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await github?.close();
  await registry?.stop();
  rmSync(parent, { recursive: true, force: true });
});

/** `folio serve:site` in the created site while `visit` runs. */
async function whileServed(visit: () => Promise<void>): Promise<void> {
  const serving = runCommand('npx folio serve:site', { cwd: site, env: registry.env });
  try {
    await firstAnswer('http://localhost:8080/', serving, 30_000);
    await visit();
  } finally {
    await serving.stop();
  }
}

async function visitEveryPage(page: Page, url: string, problems: PageProblems): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: OWNER }).waitFor();
  for (const name of SECTIONS) {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1, name: OWNER }).waitFor();
  }
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [], violations: [] });
}

it('npm create, then npm install and npm run build: every page of the site, from an install with none of our tools', async () => {
  const started = Date.now();
  const created = await runToEnd(`npm create @folio-federation@latest my-site -- --yes --name "${OWNER}" --github mira-kestrel-example`, { cwd: parent, env: registry.env });
  console.log(`npm create (with its npm install): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(created.trim().split('\n').slice(-2).map((line) => line.trim())).toEqual(['cd my-site', 'npm start']);
  const manifest = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
  expect(Object.keys(manifest.dependencies)).toEqual(['@folio-federation/core']);
  expect(DEVELOPER_TOOLS.filter((name) => existsSync(join(site, 'node_modules', name)))).toEqual([]);
  // The engine ships built (issue 41): nothing that compiles is installed.
  expect(['typescript', 'ts-loader', 'webpack', '@swc/core', 'jiti', 'terser'].filter((name) => existsSync(join(site, 'node_modules', name)))).toEqual([]);
  // No package with an install script, so the site's package.json needs no allowScripts policy.
  expect(readFileSync(join(site, 'package-lock.json'), 'utf8')).not.toContain('"hasInstallScript"');

  await runToEnd('npm run build', { cwd: site, env: { ...registry.env, GITHUB_API_URL: GITHUB_API } });
  expect(readdirSync(join(site, 'dist')).sort()).toEqual(['remote-cv', 'remote-music', 'remote-projects', 'remote-writing', 'shell']);
  await whileServed(async () => {
    const { page, problems, close } = await openPage(browser);
    await visitEveryPage(page, 'http://localhost:8080/', problems);
    await close();
  });

  const checked = await runToEnd('npm run check -- --no-build', { cwd: site, env: { ...registry.env, GITHUB_API_URL: GITHUB_API } });
  expect(checked).toMatch(/^ {2}✓ \/ +Experience +0 console errors, 0 CSP violations, 0 axe violations$/m);
  expect(checked).toContain('5 pages in 1 language: 5 passed, 0 failed.');
  // Served with the CSP of another API than the one built in: check names the violation and fails.
  const refused = runCommand('npx folio check --no-build', { cwd: site, env: { ...registry.env, GITHUB_API_URL: 'https://api.github.com' } });
  expect(await refused.exited).toBe(1);
  expect(refused.output()).toMatch(/✖ \/ +Projects[\s\S]*CSP: connect-src refused http:\/\/localhost:8090\//);
}, 600_000);

it("a name in Japanese: the build names the share card's font to install, and once it is installed the card draws the name", async () => {
  const siteJson = join(site, 'content', 'site.json');
  const text = readFileSync(siteJson, 'utf8');
  const env = { ...registry.env, GITHUB_API_URL: GITHUB_API };
  const card = () => readdirSync(join(site, 'dist', 'shell', 'static', 'media')).find((file) => file.startsWith('share.'));
  const before = card();
  try {
    writeFileSync(siteJson, text.replace(`"name": "${OWNER}"`, '"name": "山田花子"'));
    const warned = await runToEnd('npm run build', { cwd: site, env });
    expect(warned).toContain('The share card leaves off "山田花子": its letters need @fontsource-variable/noto-sans-sc, which this site has not installed. To draw it, run npm install @fontsource-variable/noto-sans-sc and build again.');
    const without = card();
    await runToEnd('npm install @fontsource-variable/noto-sans-sc', { cwd: site, env: registry.env });
    const drawn = await runToEnd('npm run build', { cwd: site, env });
    expect(drawn).not.toContain('The share card leaves off');
    // The name's line is on the card now: another card than the one without it, and than the first.
    expect(new Set([before, without, card()]).size).toBe(3);
  } finally {
    writeFileSync(siteJson, text);
    await runToEnd('npm uninstall @fontsource-variable/noto-sans-sc', { cwd: site, env: registry.env });
  }
}, 300_000);

/** The example part (examples/part) built into `outDir` with webpack, from `source` when given (an edit of its page). */
function buildPart(outDir: string, source?: string): void {
  execFileSync(process.execPath, [join(ROOT, 'e2e', 'support', 'buildPart.js'), 'webpack', outDir, ...(source ? [source] : [])]);
}

it('npm start in the created site serves the shipped apps, and shows a CV edit on the open page, on the same section, and a new build of a part built beside it', async () => {
  const cv = join(site, 'content', 'cv', 'cv.tex');
  const text = readFileSync(cv, 'utf8');
  // A part of the owner's own, built beside the site and listed by its folder (docs/parts.md).
  const part = join(parent, 'lab-dist');
  buildPart(part);
  const siteJson = join(site, 'content', 'site.json');
  const siteText = readFileSync(siteJson, 'utf8');
  writeFileSync(siteJson, JSON.stringify({ ...JSON.parse(siteText), parts: [{ title: 'Lab', from: '../../lab-dist' }] }, null, 2));
  const running = runCommand('npm start', { cwd: site, env: { ...registry.env, GITHUB_API_URL: GITHUB_API } });
  try {
    await firstAnswer('http://localhost:3000/', running, 240_000);
    for (const port of [3001, 3002, 3003, 3004]) await firstAnswer(`http://localhost:${port}/mf-manifest.json`, running, 60_000);
    const { page, problems, close } = await openPage(browser);
    await page.goto('http://localhost:3000/');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Experience' }).click();
    await page.getByRole('heading', { level: 3, name: 'Your Job Title' }).waitFor();
    writeFileSync(cv, text.replace('\\cvevent{Your Job Title}', '\\cvevent{Staff Engineer}'));
    await page.getByRole('heading', { level: 3, name: 'Staff Engineer' }).waitFor({ timeout: 30_000 });
    // The pages of npm start carry the CSP too, Trusted Types and all, through the live reload.
    await expect(page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'))).resolves.toContain("require-trusted-types-for 'script'");
    expect(problems.violations).toEqual([]);
    // The part, then a new build of it (an edit of its page) landing in its folder: the open page shows it.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Lab' }).click();
    await page.getByText('The lab, in en (ltr).').waitFor();
    const source = mkdtempSync(join(tmpdir(), 'owner-part-'));
    cpSync(join(ROOT, 'examples', 'part', 'src'), join(source, 'src'), { recursive: true });
    const pageFile = join(source, 'src', 'Page.tsx');
    writeFileSync(pageFile, readFileSync(pageFile, 'utf8').replace('The lab, in', 'The lab, rebuilt, in'));
    buildPart(join(source, 'dist'), source);
    cpSync(join(source, 'dist'), part, { recursive: true });
    await page.getByText('The lab, rebuilt, in en (ltr).').waitFor({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Lab');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.violations).toEqual([]);
    await close();
    // The engine's apps are served as its package ships them: nothing is compiled.
    expect(running.output()).not.toMatch(/webpack|compiled/i);
  } finally {
    await running.stop();
    writeFileSync(cv, text);
    writeFileSync(siteJson, siteText);
  }
}, 400_000);

it.each([
  ['an Awesome-CV folder of several files', join(ROOT, 'examples', 'cv', 'awesome-cv', 'cv'), /read as Awesome-CV/],
  ['a resume.json', join(ROOT, 'examples', 'cv', 'json-resume', 'cv', 'resume.json'), /read as JSON Resume/],
])('--from %s: the CV as the owner keeps it, read by the build', async (_kind, from, readAs) => {
  const folder = join(parent, `from-${readdirSync(parent).length}`);
  await runToEnd(`npm create @folio-federation@latest ${folder} -- --yes --no-install --name "${OWNER}" --from "${from}"`, { cwd: parent, env: registry.env });
  // The first site's install, the same engine at the same version: a second install would add 25 s and prove nothing new.
  symlinkSync(join(site, 'node_modules'), join(folder, 'node_modules'));
  const kept = from.endsWith('.json') ? ['resume.json'] : readdirSync(from, { recursive: true }).map(String).sort();
  expect(readdirSync(join(folder, 'content', 'cv'), { recursive: true }).map(String).sort()).toEqual(kept);
  const built = await runToEnd('npx folio build --only cv', { cwd: folder, env: registry.env });
  expect(built).toMatch(readAs);
  for (const page of ['Experience', 'Qualifications', 'Skills']) expect(built).toMatch(new RegExp(`→ ${page} +\\d+ (entries|entry|tags)`));
  expect(existsSync(join(folder, 'dist', 'remote-cv', 'resume.json'))).toBe(true);
}, 300_000);

/**
 * The engine of a next release whose schema and shell read owner.photoAlt: this tree's sources copied
 * and edited, the shell and the engine's Node.js modules (the schema among them) compiled from them
 * (an owner's build and start compile nothing, so the release must carry the change built), beside
 * this tree's other built apps.
 */
async function nextEngine(edits: Record<string, (text: string) => string>): Promise<string> {
  const tree = join(parent, 'next-tree');
  const sources = ['shell', 'shared', 'remote-cv', 'remote-projects', 'remote-music', 'remote-writing', 'readers', 'builder', 'engineNodeModules.js', 'webpack.common.js', 'package.json', 'tsconfig.base.json'];
  for (const folder of sources) {
    cpSync(join(ROOT, folder), join(tree, folder), { recursive: true, filter: (source) => !/[/\\](node_modules|dist)$/.test(source) });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'), 'dir');
  for (const [file, change] of Object.entries(edits)) writeFileSync(join(tree, file), change(readFileSync(join(tree, file), 'utf8')));
  for (const app of ['remote-cv', 'remote-projects', 'remote-music', 'remote-writing']) cpSync(join(ROOT, 'engine', app), join(tree, 'engine', app), { recursive: true });
  // Both builds the package ships: production's, and the development one `folio start` serves.
  for (const mode of ['--mode production', '--mode development --env engine']) {
    await runToEnd(`${join(ROOT, 'node_modules', '.bin', 'webpack')} ${mode}`, { cwd: join(tree, 'shell'), env: { WEBPACK_CACHE_DIR: join(parent, 'next-cache') } });
  }
  return join(tree, 'engine');
}

/** The next release, made from this tree: content schema 1.1, in which owner.pictureAlt is named photoAlt. */
async function nextRelease(): Promise<string> {
  const [major, minor] = version.split('.').map(Number);
  const next = `${major}.${minor! + 1}.0`;
  const edits: Record<string, (text: string) => string> = {
    'shared/src/content/schemaVersion.ts': (text) => text.replace(/CONTENT_SCHEMA_VERSION = '[\d.]+'/, `CONTENT_SCHEMA_VERSION = '${major}.${minor! + 1}'`),
    ...Object.fromEntries(['shared/src/content/schema.ts', 'shared/src/i18n/pageContext.ts', 'shell/src/home/HomePage.tsx'].map((file) => [file, (text: string) => text.replaceAll('pictureAlt', 'photoAlt')])),
  };
  const { engine } = stage({ out: join(parent, 'next'), version: next, built: await nextEngine(edits) });
  writeFileSync(
    join(engine, 'builder', 'upgrade', 'migrations', 'photoAlt.js'),
    `module.exports = { to: '${major}.${minor! + 1}', summary: 'the picture\\'s text is owner.photoAlt', migrate: (content) => content.renameJsonField('site.json', ['owner', 'pictureAlt'], ['owner', 'photoAlt']) };\n`,
  );
  const migrations = join(engine, 'builder', 'upgrade', 'migrations', 'index.js');
  writeFileSync(migrations, readFileSync(migrations, 'utf8').replace('const MIGRATIONS = [];', "const MIGRATIONS = [require('./photoAlt')];"));
  registry.publish(engine);
  return next;
}

it('a release with a schema change: the update, the build naming folio upgrade, the upgrade, the rebuilt page', async () => {
  const next = await nextRelease();
  const alt = JSON.parse(readFileSync(join(site, 'content', 'site.json'), 'utf8')).owner.pictureAlt;
  await runToEnd('npm update @folio-federation/core', { cwd: site, env: registry.env });
  expect(JSON.parse(readFileSync(join(site, 'node_modules', '@folio-federation', 'core', 'package.json'), 'utf8')).version).toBe(next);

  const refused = runCommand('npm run build', { cwd: site, env: { ...registry.env, GITHUB_API_URL: GITHUB_API } });
  expect(await refused.exited).not.toBe(0);
  expect(refused.output()).toContain('run "npx folio upgrade" to migrate it');

  expect(await runToEnd('npx folio upgrade --check', { cwd: site, env: registry.env }).catch((error: Error) => error.message)).toMatch(/exited with 1[\s\S]*owner\.pictureAlt → owner\.photoAlt/);
  const upgraded = await runToEnd('npx folio upgrade', { cwd: site, env: registry.env });
  expect(upgraded).toContain('content/site.json: owner.pictureAlt → owner.photoAlt');
  expect(JSON.parse(readFileSync(join(site, 'content', 'site.json'), 'utf8')).owner).toMatchObject({ photoAlt: alt });
  expect(await runToEnd('npx folio upgrade', { cwd: site, env: registry.env })).toMatch(/content\/ is up to date/);

  await runToEnd('npm run build', { cwd: site, env: { ...registry.env, GITHUB_API_URL: GITHUB_API } });
  await whileServed(async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto('http://localhost:8080/');
    await page.getByRole('img', { name: alt }).waitFor();
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [], violations: [] });
    await close();
  });
}, 400_000);
