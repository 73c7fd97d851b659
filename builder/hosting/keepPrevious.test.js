/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { keepPrevious } = require('./keepPrevious');

const DAY = 24 * 3600 * 1000;

function folder(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-previous-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('keepPrevious', () => {
  it('carries the previous deploy’s hashed files over for a week, never its unhashed ones, and never into the ledger of the site', () => {
    const previousDir = folder({
      'index.html': 'old page',
      'static/js/main.aaaa1111.js': 'old main',
      'cv/mf-manifest.json': 'old manifest',
      'cv/static/js/Skills.bbbb2222.chunk.js': 'old skills',
    });
    const siteDir = folder({ 'index.html': 'new page', 'static/js/main.cccc3333.js': 'new main', 'cv/mf-manifest.json': 'new manifest' });
    const start = Date.UTC(2026, 0, 1);

    const first = keepPrevious({ previousDir, siteDir, now: start });
    expect(first.kept.sort()).toEqual(['cv/static/js/Skills.bbbb2222.chunk.js', 'static/js/main.aaaa1111.js']);
    expect(fs.readFileSync(path.join(siteDir, 'cv/static/js/Skills.bbbb2222.chunk.js'), 'utf8')).toBe('old skills');
    expect(fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8')).toBe('new page');
    expect(fs.readFileSync(path.join(siteDir, 'cv/mf-manifest.json'), 'utf8')).toBe('new manifest');
    expect(fs.readdirSync(siteDir)).not.toContain('.left-behind.json');

    // The next deploys: the files left behind on day 0 stay until a week has passed, then go.
    const nextSite = () => folder({ 'index.html': 'newer page', 'static/js/main.dddd4444.js': 'newer main' });
    const sixDays = nextSite();
    expect(keepPrevious({ previousDir, siteDir: sixDays, now: start + 6 * DAY }).kept).toContain('static/js/main.aaaa1111.js');
    const eightDays = nextSite();
    const later = keepPrevious({ previousDir, siteDir: eightDays, now: start + 8 * DAY });
    expect(later.dropped.sort()).toEqual(['cv/static/js/Skills.bbbb2222.chunk.js', 'static/js/main.aaaa1111.js']);
    expect(later.kept.sort()).toEqual(['static/js/main.cccc3333.js']);
    expect(fs.existsSync(path.join(eightDays, 'static/js/main.aaaa1111.js'))).toBe(false);
  });

  it('starts the ledger on the first deploy, when there is no previous one', () => {
    const siteDir = folder({ 'static/js/main.aaaa1111.js': 'main' });
    const previousDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'keep-previous-')), 'none');
    expect(keepPrevious({ previousDir, siteDir })).toEqual({ kept: [], dropped: [] });
    expect(fs.existsSync(path.join(previousDir, 'static/js/main.aaaa1111.js'))).toBe(true);
  });
});
