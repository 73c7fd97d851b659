/** @jest-environment node */
const crypto = require('node:crypto');
const { inlineScript, inlineScriptHashes, inlineScriptsOf } = require('./inlineScripts');
const { contentSecurityPolicy } = require('../hosting/policy');
const { htmlTemplate, prerenderedHead } = require('./html');

const sha256 = (code) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;

describe('the scripts a page carries inline', () => {
  it('are in the page exactly as their CSP hash says, and every page’s CSP allows them', () => {
    const site = { theme: { accent: '#1858c4' } };
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
    expect(inlineScript('start').code.length).toBeLessThan(1600);
    const html = htmlTemplate({ title: 'T', description: null, site: { theme: { accent: '#1858c4' } }, head: prerenderedHead({ css: [], js: ['static/js/main.js'] }), context: { lang: 'en' }, content: {} });
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  });

  it('the start script links the web app manifest, the page itself does not (it would be fetched before the first paint)', () => {
    const html = htmlTemplate({ title: 'T', description: null, site: { theme: { accent: '#1858c4' } }, head: prerenderedHead({ css: [], js: ['static/js/main.js'] }, { manifest: 'de/manifest.webmanifest' }), context: { lang: 'de' }, content: {} });
    expect(html).toContain('data-manifest="de/manifest.webmanifest"');
    expect(html).not.toMatch(/<link[^>]*rel="?manifest/);
  });
});

describe('inlineScriptsOf, which the build checks every page with', () => {
  it('finds the scripts that run, not JSON data blocks nor scripts from files', () => {
    const html = '<script>a()</script><script type=application/json id=x>{"b":1}</script><script type=application/ld+json>{}</script><script src=x.js></script><script data-entries=y>c()</script>';
    expect(inlineScriptsOf(html)).toEqual(['a()', 'c()']);
  });
});
