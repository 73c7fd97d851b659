const { staticVitalsWarning } = require('./vitals');

const siteWith = (endpoint) => ({ vitals: endpoint === undefined ? {} : { endpoint } });

describe('staticVitalsWarning (npm run build:site)', () => {
  it('warns when the beacons go to a path of the static site, naming the path, the hosts and the fixes', () => {
    const warning = staticVitalsWarning(siteWith('/api/vitals'));
    expect(warning).toContain('"vitals.endpoint" is "/api/vitals", a path of this site');
    expect(warning).toMatch(/GitHub Pages, Netlify and Cloudflare Pages answer the beacons there with an error/);
    expect(warning).toContain("Set it to a collector's https:// URL, or remove it");
  });

  it('says nothing for a collector elsewhere, or no endpoint', () => {
    expect(staticVitalsWarning(siteWith('https://vitals.example.dev/beacon'))).toBeNull();
    expect(staticVitalsWarning(siteWith(undefined))).toBeNull();
  });
});
