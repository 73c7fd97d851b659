/**
 * Issue 36: analytics by the site's own code. The sample site is built once per provider, with
 * `analytics` in site.json pointing at a fake of that provider's event API (tools/fake-analytics),
 * and visited as a visitor would, at portfolio.localhost (Chromium's own name for loopback, a secure
 * context as an https site is, so the service worker runs; the site never counts the addresses the
 * owner's own servers use, localhost and 127.0.0.1): home, each section and Back, the browser's Back once, one project link out
 * of the site, a resize, then the page closes. Each provider then holds exactly one view per page
 * shown, the outbound click, and one figure per web vital the page reported; with no CSP violation,
 * no console error and no provider script. With Global Privacy Control on, nothing is sent; with
 * the provider down, the visitor sees no difference.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startPreview, type Preview } from '../builder/preview/server';
import { startFakeProvider, type FakeProvider, type Provider } from '../tools/fake-analytics/server';
import type { FakeGitHub } from '../tools/fake-github/server';
import { launchBrowser, openPage } from './support/browser';
import { siteFromContent, withContentDir, type OtherBuild } from './support/build';
import { eventually } from './support/eventually';
import { startFakeGitHub } from './support/fakeGitHub';
import type { Host } from './support/hosts';
import { appLive, homeHeading, openSection } from './support/site';

const ROOT = join(__dirname, '..');
const HOST = 'portfolio.localhost';
/** The site/ of each provider's build, each on its own port; the four-origin preview's shell. */
const SITE_PORTS: Record<Provider, number> = { plausible: 8101, umami: 8102, goatcounter: 8103, matomo: 8104 };
const PREVIEW_SHELL_PORT = 8080;
const PROVIDER_PORTS: Record<Provider, number> = { plausible: 8111, umami: 8112, goatcounter: 8113, matomo: 8114 };
const REFERRER = 'https://www.linkedin.com/';

/** site.json's analytics for each provider, at its fake (Matomo under a path, as self-hosted ones often are). */
const SETTINGS: Record<Provider, object> = {
  plausible: { provider: 'plausible', domain: 'mira.example.dev', host: `http://127.0.0.1:${PROVIDER_PORTS.plausible}` },
  umami: { provider: 'umami', websiteId: '8a1c2e0b-1d2e-4f3a-9b8c-7d6e5f4a3b2c', host: `http://127.0.0.1:${PROVIDER_PORTS.umami}` },
  goatcounter: { provider: 'goatcounter', host: `http://127.0.0.1:${PROVIDER_PORTS.goatcounter}` },
  matomo: { provider: 'matomo', siteId: 1, host: `http://127.0.0.1:${PROVIDER_PORTS.matomo}` },
};
const PROVIDERS = Object.keys(SETTINGS) as Provider[];

let browser: Browser;
let github: FakeGitHub;
const builds = {} as Record<Provider, { content: string; build: OtherBuild; site: Host }>;
const fakes = {} as Record<Provider, FakeProvider>;

beforeAll(async () => {
  github = await startFakeGitHub();
  await Promise.all(
    PROVIDERS.map(async (provider) => {
      const content = join(mkdtempSync(join(tmpdir(), `portfolio-analytics-${provider}-`)), 'content');
      cpSync(join(ROOT, 'content'), content, { recursive: true });
      const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
      writeFileSync(join(content, 'site.json'), JSON.stringify({ ...site, analytics: SETTINGS[provider] }, null, 2));
      const { build, host } = await siteFromContent(content, ['shell'], { port: SITE_PORTS[provider] });
      builds[provider] = { content, build, site: host };
      fakes[provider] = await startFakeProvider(provider, { port: PROVIDER_PORTS[provider] });
    }),
  );
  browser = await launchBrowser();
}, 300000);

afterAll(async () => {
  await browser?.close();
  await github?.close();
  await Promise.all(PROVIDERS.map(async (provider) => Promise.all([builds[provider]?.site.close(), fakes[provider]?.close()])));
});


/** What a provider received, read the way its dashboard reads it. */
function summary(provider: Provider, fake: FakeProvider) {
  const views: string[] = [];
  const referrers: string[] = [];
  const outbound: string[] = [];
  const vitals: string[] = [];
  for (const { data } of fake.received) {
    if (provider === 'plausible') {
      if (data.name === 'pageview') {
        views.push(new URL(data.url).pathname);
        if (data.referrer) referrers.push(data.referrer);
      } else if (data.name === 'Outbound Link: Click') outbound.push(new URL(data.props.url).host);
      else if (data.name === 'Web Vitals') vitals.push(data.props.metric);
    } else if (provider === 'umami') {
      const payload = data.payload;
      if (!payload.name) {
        views.push(payload.url);
        if (payload.referrer) referrers.push(payload.referrer);
      } else if (payload.name === 'outbound-link') outbound.push(payload.data.host);
      else if (payload.name === 'web-vitals') vitals.push(payload.data.metric);
    } else if (provider === 'goatcounter') {
      if (data.e !== 'true') {
        views.push(data.p);
        if (data.r) referrers.push(data.r);
      } else if (data.p.startsWith('outbound/')) outbound.push(data.p.slice('outbound/'.length));
      else if (data.p.startsWith('vitals/')) vitals.push(data.p.split('/')[1]);
    } else if (data.action_name !== undefined) {
      views.push(new URL(data.url).pathname);
      if (data.urlref) referrers.push(data.urlref);
    } else if (data.link) outbound.push(new URL(data.link).host);
    else if (data.e_c === 'Web Vitals') vitals.push(data.e_a);
  }
  return { views, referrers, outbound, vitals: vitals.sort() };
}

/** The visit: each page shown once per step, so the views a provider should hold are known. */
const VIEWS = ['/', '/experience', '/', '/qualifications', '/', '/skills', '/', '/projects', '/', '/experience', '/'];

/**
 * How many views each page got. Each view is a beacon of its own, and nothing orders their arrival
 * (two sent a few milliseconds apart may land either way): the count per page is what the visit fixes.
 */
const viewsPerPage = (views: string[]) => Object.fromEntries([...new Set(views)].sort().map((page) => [page, views.filter((view) => view === page).length]));

async function visit(page: Page, url: string) {
  // The links out of the site lead nowhere on this machine: answered here, in their own tab.
  await page.context().route(/^https:\/\/(?!www\.linkedin\.com)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>elsewhere</p>' }));
  await page.goto(url, { referer: REFERRER });
  await homeHeading(page).waitFor();
  await appLive(page);
  for (const section of ['Experience', 'Qualifications', 'Skills', 'Projects']) {
    await openSection(page, section);
    if (section === 'Projects') {
      const link = page.locator('.projects-card__link').first();
      await link.waitFor();
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.close();
    }
    await page.getByRole('button', { name: 'Back' }).click();
    await homeHeading(page).waitFor();
  }
  await openSection(page, 'Experience');
  await page.goBack();
  await homeHeading(page).waitFor();
  // A resize re-mounts the page view: not a page shown again.
  await page.setViewportSize({ width: 700, height: 800 });
  await page.waitForTimeout(400);
}

/** Every CSP violation, recorded from the first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { violations: string[] }).violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
}

describe.each(PROVIDERS.flatMap((provider) => [['site/ (one origin)', provider] as const, ['the four-origin build', provider] as const]))('%s with %s', (layout, provider) => {
  let preview: Preview | undefined;
  beforeAll(async () => {
    if (layout === 'the four-origin build') preview = await withContentDir(builds[provider].content, () => startPreview({ distRoot: builds[provider].build.distRoot }));
  });
  afterAll(async () => preview?.close());

  it('receives one view per page shown, the outbound click and each web vital; no CSP violation, console error or provider script', async () => {
    const fake = fakes[provider];
    fake.received.splice(0);
    const { page, problems, close } = await openPage(browser);
    await recordViolations(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).origin);
    });
    const url = layout === 'the four-origin build' ? `http://${HOST}:${PREVIEW_SHELL_PORT}/` : `http://${HOST}:${SITE_PORTS[provider]}/`;
    await visit(page, url);
    const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    await page.close({ runBeforeUnload: true });
    const received = await eventually(
      () => summary(provider, fake),
      (now) => now.views.length >= VIEWS.length && now.vitals.includes('CLS'),
      15000,
    );
    expect(viewsPerPage(received.views)).toEqual(viewsPerPage(VIEWS));
    expect(received.referrers).toEqual([REFERRER]);
    expect(received.outbound).toEqual(['mira-kestrel-example.github.io']);
    // Each figure the reporter gave, once: these four every page load reports, INP and FID after a click.
    expect(new Set(received.vitals).size).toBe(received.vitals.length);
    expect(received.vitals).toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
    expect(fake.problems).toEqual([]);
    expect(fake.received.filter(({ cookie }) => cookie !== null)).toEqual([]);
    expect(violations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    // Only the site's own scripts (and its remotes', in four origins): none of the provider's.
    expect(scripts.filter((origin) => origin.includes('127.0.0.1'))).toEqual([]);
    await close();
  });
});

/** Home's JavaScript to interactive: the entry scripts its page starts, gzipped. */
function homeScriptBytes(shellDist: string) {
  const entries = /data-entries="([^"]*)"/.exec(readFileSync(join(shellDist, 'index.html'), 'utf8'))?.[1] ?? '';
  return entries.split(' ').reduce((sum, file) => sum + gzipSync(readFileSync(join(shellDist, file)), { level: 9 }).length, 0);
}

describe('what it costs', () => {
  it("nothing in code: the shell's scripts and styles are the same files with analytics on as without (the switch is the page's content)", () => {
    const off = join(ROOT, 'shell', 'dist');
    // Content-hashed names: the same names are the same bytes.
    const code = (dist: string) => ['js', 'css'].flatMap((kind) => readdirSync(join(dist, 'static', kind)).filter((file) => /\.(js|css)$/.test(file)).map((file) => `${kind}/${file}`)).sort();
    for (const provider of PROVIDERS) {
      const on = join(builds[provider].build.distRoot, 'shell');
      expect([provider, code(on)]).toEqual([provider, code(off)]);
      expect([provider, homeScriptBytes(on)]).toEqual([provider, homeScriptBytes(off)]);
    }
  });
});

describe('the visitor comes first', () => {
  it('with Global Privacy Control on, nothing is sent and the analytics code is not even loaded', async () => {
    const fake = fakes.plausible;
    fake.received.splice(0);
    const { page, problems, close } = await openPage(browser);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const chunks: string[] = [];
    page.on('request', (request) => void chunks.push(request.url()));
    await visit(page, `http://${HOST}:${SITE_PORTS.plausible}/`);
    await page.close({ runBeforeUnload: true });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(fake.received).toEqual([]);
    expect(chunks.filter((chunk) => /analytics/.test(chunk))).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await close();
  });

  it('with the provider down, the visit is the same: no console error, nothing left pending in the page', async () => {
    await fakes.umami.close();
    const { page, problems, close } = await openPage(browser);
    const fromPage: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://127.0.0.1:${PROVIDER_PORTS.umami}`)) fromPage.push(request.url());
    });
    await visit(page, `http://${HOST}:${SITE_PORTS.umami}/`);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The service worker sends for the page: no request to the provider is the page's own.
    expect(fromPage).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await close();
    fakes.umami = await startFakeProvider('umami', { port: PROVIDER_PORTS.umami });
  });
});
