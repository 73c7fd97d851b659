import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '../builder/site/inlineScripts';
import { openPage } from './support/browser';
import { useSite } from './support/session';
import { visitAllPages } from './support/visitAllPages';

const site = useSite({ autoplay: true, github: true });

async function headersOf(url: string): Promise<Headers> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.headers;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('production headers', () => {
  it('the shell page has a strict CSP listing exactly the origins it needs, and the other security headers', async () => {
    const headers = await headersOf(site.preview.url('shell'));
    const csp = directives(headers.get('content-security-policy') ?? '');
    // The sample owner's posts and page are the Writing remote's (8084).
    const remotes = ['http://localhost:8081', 'http://localhost:8082', 'http://localhost:8083', 'http://localhost:8084'];
    // The page's own two inline scripts (theme, start) by their hashes, and nothing else inline.
    expect(csp.get('script-src')).toEqual(["'self'", ...remotes, ...inlineScriptHashes()]);
    // The owner's theme, the page's one inline style, by its hash.
    const styles = [...(await (await fetch(site.preview.url('shell'))).text()).matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => css);
    expect(styles).toHaveLength(1);
    expect(csp.get('style-src')).toEqual(["'self'", ...remotes, `'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...remotes, 'http://localhost:8090']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it('revalidates the files that name others, and caches content-hashed chunks for good', async () => {
    expect((await headersOf(site.preview.url('shell'))).get('cache-control')).toBe('no-cache');
    for (const remote of ['remote_cv', 'remote_projects', 'remote_music'] as const) {
      const base = site.preview.url(remote);
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const headers = await headersOf(base + file);
        expect(headers.get('cache-control')).toBe('no-cache');
        expect(headers.get('access-control-allow-origin')).toBe('*');
      }
      const manifest = (await (await fetch(`${base}mf-manifest.json`)).json()) as {
        exposes: { assets: { js: { sync: string[] } } }[];
      };
      const chunk = manifest.exposes[0]?.assets.js.sync[0];
      expect(chunk).toMatch(/^static\/js\/.+\.[0-9a-f]{8}\.chunk\.js$/);
      expect((await headersOf(base + chunk)).get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('the whole site under its Content-Security-Policy', () => {
  it('works on every page, music playing, with zero CSP violations and no errors', async () => {
    const { page, problems, close } = await openPage(site.browser);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    const violations: string[] = [];
    const collect = async () => {
      violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.splice(0))));
    };
    await visitAllPages(page, site.preview.url('shell'), async (name) => {
      if (name === 'Home') await page.getByRole('button', { name: 'Play' }).click();
      if (name === 'Projects') await page.getByRole('heading', { level: 2 }).first().waitFor();
      await collect();
    });
    await expect(page.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0)).resolves.toBe(true);
    expect(violations).toEqual([]);
    expect(problems.consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await close();
  });
});
