/** @jest-environment node */
const crypto = require('node:crypto');
const { inlineCodeProblems, inlineScript, inlineScriptHashes, inlineScriptsOf, inlineStylesOf } = require('./inlineScripts');
const { contentSecurityPolicy } = require('../hosting/policy');
const { appCsp } = require('../remotes');
const { loadContent } = require('../content');
const { themeStyle } = require('../themeStyle');
const { htmlTemplate, prerenderedHead } = require('./html');

const sha256 = (code) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;

describe('the scripts a page carries inline', () => {
  it('are in the page exactly as their CSP hash says, and every page’s CSP allows them', () => {
    const site = { theme: { mode: 'auto', accent: '#1858c4' } };
    const head = prerenderedHead({ css: ['static/css/main.css'], js: ['static/js/main.js'] }, { manifest: 'manifest.webmanifest' });
    const html = htmlTemplate({ title: 'T', description: null, site, head, context: { lang: 'en' }, content: {} });
    const inline = [...html.matchAll(/<script(?: [^>]*)?>([\s\S]*?)<\/script>/g)].filter(([tag]) => !/type="application\/json"/.test(tag)).map(([, code]) => code);
    expect(inline).toEqual([inlineScript('theme').code, inlineScript('start').code]);
    expect(inline.map(sha256)).toEqual(inlineScriptHashes());
    for (const hash of inlineScriptHashes()) expect(contentSecurityPolicy({})).toContain(hash);
    expect(contentSecurityPolicy({})).not.toContain('unsafe-inline');
  });

  it('are minified, and nothing of the page is fetched for them', () => {
    expect(inlineScript('start').code).not.toContain('Carried inline');
    // Its Trusted Types policy (the page's own origin only) is ~140 bytes of it.
    expect(inlineScript('start').code.length).toBeLessThan(1800);
    const html = htmlTemplate({ title: 'T', description: null, site: { theme: { mode: 'auto', accent: '#1858c4' } }, head: prerenderedHead({ css: [], js: ['static/js/main.js'] }), context: { lang: 'en' }, content: {} });
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  });

  it('the start script links the web app manifest, the page itself does not (it would be fetched before the first paint)', () => {
    const html = htmlTemplate({ title: 'T', description: null, site: { theme: { mode: 'auto', accent: '#1858c4' } }, head: prerenderedHead({ css: [], js: ['static/js/main.js'] }, { manifest: 'de/manifest.webmanifest' }), context: { lang: 'de' }, content: {} });
    expect(html).toContain('data-manifest="de/manifest.webmanifest"');
    expect(html).not.toMatch(/<link[^>]*rel="?manifest/);
  });
});

describe("the owner's theme, in each page's head", () => {
  const page = (theme) => htmlTemplate({ title: 'T', description: null, site: { theme }, context: { lang: 'en' }, content: {} });

  it('is the one inline style, in the project\'s cascade layer, allowed by the CSP every app writes', () => {
    const site = loadContent();
    const styles = inlineStylesOf(page(site.theme));
    expect(styles).toEqual([themeStyle(site.theme).css]);
    expect(styles[0]).toMatch(/^@layer portfolio\{:root\{--color-bg:#[0-9a-f]{6};/);
    for (const app of ['shell', 'remote_cv', 'remote_projects', 'remote_music', 'remote_writing']) {
      const styleSrc = appCsp(app, site).split('; ').find((directive) => directive.startsWith('style-src '));
      expect(styleSrc.split(' ').at(-1)).toBe(sha256(styles[0]));
    }
  });

  it('follows the theme: another accent or mode is another style, with another hash', () => {
    const base = themeStyle({ mode: 'auto', accent: '#1858c4' });
    const accent = themeStyle({ mode: 'auto', accent: '#b3261e' });
    const light = themeStyle({ mode: 'light', accent: '#1858c4' });
    expect(accent.css).toContain('--color-primary:#b3261e');
    expect(base.css).toContain('prefers-color-scheme:light');
    expect(light.css).not.toContain('prefers-color-scheme');
    expect(new Set([base.hash, accent.hash, light.hash]).size).toBe(3);
  });
});

describe('inlineScriptsOf and inlineStylesOf, which the build checks every page with', () => {
  it('finds the scripts that run, not JSON data blocks nor scripts from files', () => {
    const html = '<script>a()</script><script type=application/json id=x>{"b":1}</script><script type=application/ld+json>{}</script><script src=x.js></script><script data-entries=y>c()</script>';
    expect(inlineScriptsOf(html)).toEqual(['a()', 'c()']);
  });

  it('finds the styles', () => {
    expect(inlineStylesOf('<style>a{}</style><link rel=stylesheet href=x.css><style media=print>b{}</style>')).toEqual(['a{}', 'b{}']);
  });
});

describe('inlineCodeProblems', () => {
  /** The problems found in one built page under `csp`. */
  const errorsFor = (html, csp) => inlineCodeProblems([{ file: 'index.html', source: html }], csp);

  it("passes a page whose inline script and style the CSP lists, and names each one it doesn't", () => {
    const csp = `script-src 'self' ${sha256('a()')}; style-src 'self' ${sha256('b{}')}`;
    expect(errorsFor('<script>a()</script><style>b{}</style>', csp)).toEqual([]);
    expect(errorsFor('<script>a()</script><style>b{ }</style><script>c()</script>', csp)).toEqual([
      'index.html: an inline script the CSP does not allow (changed after its hash was taken?): c()',
      'index.html: an inline style the CSP does not allow (changed after its hash was taken?): b{ }',
    ]);
  });
});
