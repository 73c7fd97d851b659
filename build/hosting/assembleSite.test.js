/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { assembleSite } = require('./assembleSite');
const { remoteMapTag, replaceRemoteMap } = require('./remoteMap');

describe('assembleSite', () => {
  it('names the missing build instead of writing half a site', () => {
    const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'no-builds-'));
    const outDir = path.join(distRoot, 'site');
    expect(() => assembleSite({ distRoot, outDir })).toThrow(/shell\/index\.html is missing: run "npm run build" first/);
    expect(fs.existsSync(outDir)).toBe(false);
  });
});

describe('the remote map in the shell page', () => {
  it('is a JSON data block that no value can break out of, and is rewritten in a minified page', () => {
    const tag = remoteMapTag([{ name: 'remote_cv', entry: 'https://x.dev/</script><script>alert(1)</script>' }]);
    expect(tag).toMatch(/^<script type="application\/json" id="portfolio-remotes">\[.*\]<\/script>$/);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const minified = `<head><script type=application/json id=portfolio-remotes>[]</script></head>`;
    expect(replaceRemoteMap(minified, [{ name: 'remote_cv', entry: 'cv/mf-manifest.json' }])).toBe(
      '<head><script type="application/json" id="portfolio-remotes">[{"name":"remote_cv","entry":"cv/mf-manifest.json"}]</script></head>',
    );
    expect(() => replaceRemoteMap('<head></head>', [])).toThrow(/has no remote map/);
  });
});
