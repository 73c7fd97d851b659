/**
 * A part of the owner's own as a new user makes one (issue 51): `npm create @folio-federation@latest
 * lab -- --part` from a real npm registry on loopback holding this working tree's packages, then the
 * part's own commands with the real npm client: its tests, its build, its `npm start` (the page on its
 * own in the site's frame). Served on an origin of its own as GitHub Pages serves it and listed in a
 * created site, its menu entry opens it showing what it showed standalone; with its host down the
 * page offers Retry while the rest of the site works, and Retry mounts it once the host is back. Then
 * `npm start` in the site and in the part: a save in the part shows on the site's open page.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { STARTER_WORDS } from '../create/src/part/words';
import type { LocalRegistry } from '../tools/release/localRegistry';
import { registryWithThisTree } from './support/ownerRegistry';
import { launchBrowser, openPage } from './support/browser';
import { firstAnswer, runCommand, runToEnd } from './support/command';
import { startFakeGitHub } from './support/fakeGitHub';
import type { FakeGitHub } from '../tools/fake-github/server';
import { startPlainStaticServer, type Host } from './support/hosts';

/** Where the part is deployed: an origin of its own. */
const PART_PORT = 8300;
const PART_HOST = `http://localhost:${PART_PORT}`;
const SITE = 'http://localhost:8080/';
/** What the starter page says, in English, the default. */
const WORDS = STARTER_WORDS.en!;

const parent = mkdtempSync(join(tmpdir(), 'folio-part-owner-'));
const part = join(parent, 'lab');
const site = join(parent, 'my-site');
let registry: LocalRegistry;
let github: FakeGitHub;
let browser: Browser;
/** The created site's commands: the registry, and GitHub's API replaced by the project's fake. */
const siteEnv = () => ({ ...registry.env, GITHUB_API_URL: 'http://localhost:8090' });

beforeAll(async () => {
  ({ registry } = await registryWithThisTree(parent));
  github = await startFakeGitHub();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await github?.close();
  await registry?.stop();
  rmSync(parent, { recursive: true, force: true });
});

/** The part's page under its heading, as the site's frame shows it: heading, Back and the page. */
const framed = (page: Page) => page.locator('.frame__content');

/** The starter's count, styled by its own stylesheet (src/Page.css): the width of its accent rule. */
const countRule = (page: Page, count: number) =>
  page.getByRole('status').filter({ hasText: WORDS.count.replace('{n}', String(count)) }).evaluate((element) => getComputedStyle(element).borderInlineStartWidth);

async function openLab(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Lab' }).click();
  await page.getByRole('heading', { level: 1, name: 'Lab' }).waitFor();
}

let standalone: string;

it('npm create … -- --part, then its tests, its build and npm start: the page on its own, in the site’s frame', async () => {
  const created = await runToEnd('npm create @folio-federation@latest lab -- --part --yes', { cwd: parent, env: registry.env });
  expect(created.trim().split('\n').slice(-2).map((line) => line.trim())).toEqual(['cd lab', 'npm start']);
  const manifest = JSON.parse(readFileSync(join(part, 'package.json'), 'utf8'));
  expect(manifest.scripts).toEqual({ start: 'folio part:start', build: 'folio part:build', test: 'folio part:test' });

  // Its own tests: the types against the engine's contract, then the starter's tests.
  const tested = await runToEnd('npm test', { cwd: part, env: registry.env });
  expect(tested).toMatch(/^ℹ fail 0$/m);
  expect(tested).not.toMatch(/^ℹ pass 0$/m);
  const built = await runToEnd('npm run build', { cwd: part, env: registry.env });
  expect(built).toContain('✓ Lab built into dist');
  const deployed = JSON.parse(readFileSync(join(part, 'dist', 'mf-manifest.json'), 'utf8'));
  expect(deployed.exposes.map((expose: { path: string }) => expose.path)).toEqual(['./Page']);

  const running = runCommand('npm start', { cwd: part, env: registry.env });
  try {
    await firstAnswer('http://localhost:3100/', running, 120_000);
    const { page, problems, close } = await openPage(browser);
    await page.goto('http://localhost:3100/');
    await page.getByRole('heading', { level: 1, name: 'Lab' }).waitFor();
    await page.getByText(WORDS.intro).waitFor();
    await page.getByRole('button', { name: WORDS.addOne }).click();
    await page.getByText(WORDS.count.replace('{n}', '1')).waitFor();
    await expect(countRule(page, 1)).resolves.toBe('4px');
    standalone = await framed(page).innerText();
    // onNavigate, standalone: the bar says where the page would have gone.
    await page.getByRole('button', { name: WORDS.back }).click();
    await page.getByRole('status').filter({ hasText: 'onNavigate("home")' }).waitFor();
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [], violations: [] });
    await close();
    // A second start on the same port says what to do, and builds nothing.
    const second = runCommand('npx folio part:start', { cwd: part, env: registry.env });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('✖ Port 3100 is in use (another npm start?): stop what runs there, or start on another port: npm start -- --port 3101');
  } finally {
    await running.stop();
  }
}, 400_000);

it('listed in a created site, its menu entry opens it as it showed standalone; with its host down, Retry while the rest works, then Retry mounts it', async () => {
  // The fake GitHub's sample user: the Projects page lists its repositories.
  await runToEnd('npm create @folio-federation@latest my-site -- --yes --github mira-kestrel-example', { cwd: parent, env: registry.env });
  const siteJson = join(site, 'content', 'site.json');
  writeFileSync(siteJson, JSON.stringify({ ...JSON.parse(readFileSync(siteJson, 'utf8')), parts: [{ title: 'Lab', manifest: `${PART_HOST}/mf-manifest.json` }] }, null, 2));
  let host: Host | null = await startPlainStaticServer({ root: join(part, 'dist'), mountPath: '/', port: PART_PORT, cors: true });
  let serving: ReturnType<typeof runCommand> | null = null;
  try {
    // The site's build reads the part's manifest where it is deployed, and admits its origin.
    await runToEnd('npm run build', { cwd: site, env: siteEnv() });
    // folio check visits it as every page: rendered, no console error, no CSP violation, axe clean.
    const checked = await runToEnd('npm run check -- --no-build', { cwd: site, env: siteEnv() });
    expect(checked).toMatch(/^ {2}✓ \/ +Lab +0 console errors, 0 CSP violations, 0 axe violations$/m);
    expect(checked).toContain('6 pages in 1 language: 6 passed, 0 failed.');
    serving = runCommand('npx folio serve:site', { cwd: site, env: siteEnv() });
    await firstAnswer(SITE, serving, 30_000);
    const visitor = await openPage(browser);
    await visitor.page.goto(SITE);
    await openLab(visitor.page);
    await visitor.page.getByRole('button', { name: WORDS.addOne }).click();
    await visitor.page.getByText(WORDS.count.replace('{n}', '1')).waitFor();
    // Its stylesheet too, from its own origin, as the site's CSP admits it.
    await expect(countRule(visitor.page, 1)).resolves.toBe('4px');
    expect(await framed(visitor.page).innerText()).toBe(standalone);
    expect(visitor.problems).toEqual({ pageErrors: [], consoleErrors: [], violations: [] });
    await visitor.close();

    // Its host down, a visitor who never saw it: Retry in its place, the rest of the site works.
    await host.close();
    host = null;
    const next = await openPage(browser);
    await next.page.goto(SITE);
    await openLab(next.page);
    await next.page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 });
    await next.page.getByRole('button', { name: 'Back' }).click();
    await next.page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Experience' }).click();
    await next.page.getByRole('heading', { level: 1, name: 'Experience' }).waitFor();
    await next.page.getByRole('button', { name: 'Back' }).click();
    await openLab(next.page);
    await next.page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 });
    host = await startPlainStaticServer({ root: join(part, 'dist'), mountPath: '/', port: PART_PORT, cors: true });
    await next.page.getByRole('button', { name: 'Retry' }).click();
    await next.page.getByText(WORDS.intro).waitFor();
    expect(next.problems.pageErrors).toEqual([]);
    expect(next.problems.violations).toEqual([]);
    await next.close();
  } finally {
    await serving?.stop();
    await host?.close();
  }
}, 400_000);

it('npm start in the site and in the part: a save in the part shows on the site’s open page, on the part', async () => {
  const siteJson = join(site, 'content', 'site.json');
  writeFileSync(siteJson, JSON.stringify({ ...JSON.parse(readFileSync(siteJson, 'utf8')), parts: [{ title: 'Lab', manifest: 'http://localhost:3100/mf-manifest.json' }] }, null, 2));
  const pageFile = join(part, 'src', 'Page.tsx');
  const source = readFileSync(pageFile, 'utf8');
  const partRunning = runCommand('npm start', { cwd: part, env: registry.env });
  let siteRunning: ReturnType<typeof runCommand> | null = null;
  try {
    await firstAnswer('http://localhost:3100/mf-manifest.json', partRunning, 120_000);
    siteRunning = runCommand('npm start', { cwd: site, env: siteEnv() });
    await firstAnswer('http://localhost:3000/', siteRunning, 240_000);
    const { page, problems, close } = await openPage(browser);
    await page.goto('http://localhost:3000/');
    await openLab(page);
    await page.getByText(WORDS.intro).waitFor();
    const edited = source.replace(WORDS.intro, 'A save in the part, on the site.');
    expect(edited).not.toBe(source);
    writeFileSync(pageFile, edited);
    await page.getByText('A save in the part, on the site.').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Lab' }).waitFor();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.violations).toEqual([]);
    await close();
  } finally {
    writeFileSync(pageFile, source);
    await siteRunning?.stop();
    await partRunning.stop();
  }
}, 400_000);
