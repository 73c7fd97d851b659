/**
 * Customising without forking (issue 34): the owner's content/styles.css applies after the theme in
 * every app (the shell's pages, a remote's section in the shell, a remote's own page), its plain
 * selectors winning over the project's classes, with the strict CSP as it is.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { buildFromContent, type OtherBuild } from './support/build';
import { watchPage } from './support/pageWatch';
import { useFreshPage, useSite } from './support/session';
import { homeHeading, openSection } from './support/site';

const content = mkdtempSync(join(tmpdir(), 'owner-styles-'));
const sample = join(__dirname, '..', 'content');
let build: OtherBuild;

// A token the project keeps stable (--radius), and a bare element selector against the project's
// class (.home__name sets the name's letter-spacing): without the project's cascade layer, the
// class would win.
const OWNER_CSS = ':root {\n  --radius: 2px;\n}\n\nh1 {\n  letter-spacing: 0.1em;\n}\n';

beforeAll(async () => {
  for (const entry of ['site.json', 'cv', 'media']) cpSync(join(sample, entry), join(content, entry), { recursive: true });
  writeFileSync(join(content, 'styles.css'), OWNER_CSS);
  build = await buildFromContent(content, ['shell', 'remote_cv']);
}, 180000);

afterAll(() => rmSync(content, { recursive: true, force: true }));

/** The first card's corner radius, and the first level-one heading's letter-spacing as a share of its size. */
const looks = (page: Page) =>
  page.evaluate(() => {
    const heading = getComputedStyle(document.querySelector('h1')!);
    const card = document.querySelector('.card');
    return {
      radius: card ? getComputedStyle(card).borderTopLeftRadius : null,
      spacing: Math.round((parseFloat(heading.letterSpacing) / parseFloat(heading.fontSize)) * 100) / 100,
    };
  });

describe('an owner with a content/styles.css', () => {
  const session = useSite({ preview: () => ({ distRoot: build.distRoot, apps: ['shell', 'remote_cv', 'remote_projects'] }) });
  const current = useFreshPage(session);

  it('sees it on home and on a CV page in the shell, over the theme, with no CSP violation', async () => {
    const { page, problems } = current;
    const watch = await watchPage(page);
    await page.goto(session.preview.url('shell'));
    await homeHeading(page).waitFor();
    await expect(looks(page)).resolves.toMatchObject({ spacing: 0.1 });

    await openSection(page, 'Experience');
    await page.getByRole('heading', { level: 3, name: 'Senior Front-end Engineer' }).waitFor();
    await expect(looks(page)).resolves.toEqual({ radius: '2px', spacing: 0.1 });

    await expect(watch.violations()).resolves.toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('sees it on the CV remote’s own page, deployed alone', async () => {
    const { page } = current;
    await page.goto(session.preview.url('remote_cv'));
    await page.getByRole('heading', { level: 3, name: 'Senior Front-end Engineer' }).waitFor();
    await expect(looks(page)).resolves.toEqual({ radius: '2px', spacing: 0.1 });
  });

  it("ships it as a content-hashed file of its own, which each page links, leaving the apps' stylesheets as they were", async () => {
    const { page } = current;
    for (const app of ['shell', 'remote_cv'] as const) {
      const html = await (await page.request.get(session.preview.url(app))).text();
      const sheet = /href="(static\/css\/owner\.[0-9a-f]{8}\.css)"/.exec(html)?.[1];
      expect(sheet).toBeDefined();
      const response = await page.request.get(new URL(sheet!, session.preview.url(app)).href);
      expect(response.headers()['cache-control']).toContain('immutable');
      expect(await response.text()).toBe(OWNER_CSS);
    }
    // The shell's own stylesheet is the usual build's, byte for byte (so the same name).
    const sheets = (html: string) => [...html.matchAll(/href="(static\/css\/main\.[0-9a-f]{8}\.css)"/g)].map(([, href]) => href);
    const usual = readFileSync(join(__dirname, '..', 'shell', 'dist', 'index.html'), 'utf8');
    expect(sheets(await (await page.request.get(session.preview.url('shell'))).text())).toEqual(sheets(usual));
  });
});
