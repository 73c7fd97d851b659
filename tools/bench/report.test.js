const { formatReport, ratiosOf } = require('./report');

const totals = (jsGzip, cssGzip, requests) => ({
  requests,
  js: { files: 1, raw: jsGzip * 3, gzip: jsGzip, brotli: jsGzip - 10 },
  css: { files: 1, raw: cssGzip * 4, gzip: cssGzip, brotli: cssGzip - 1 },
  other: { files: 1, raw: 600, gzip: 300, brotli: 250 },
});

const lighthouseRun = (lcp) => ({ runs: [], errors: [], median: { score: 0.9, seo: 1, bestPractices: 0.96, fcp: 800, lcp, tbt: 30, cls: 0, scriptGzip: 84_200 } });
const switchEntry = (median, errors = []) => ({ median, runs: [median], errors });

function sampleResults() {
  const results = {
    generatedAt: '2026-01-01T00:00:00.000Z',
    machine: { cpus: 2, cpuModel: 'Test CPU', node: 'v20.0.0' },
    lighthouseVersion: '13.5.0',
    options: { build: true, lighthouseRuns: 1, switchRuns: 5 },
    firstLoad: {
      federated: {
        total: totals(125_000, 4_000, 12),
        byApp: { shell: totals(100_000, 3_000, 8), remote_music: totals(25_000, 1_000, 4) },
        beforeInteractive: { total: totals(90_000, 3_000, 6), byApp: { shell: totals(90_000, 3_000, 6) } },
        problems: ['http://localhost:8083/missing.json: HTTP 404'],
      },
      single: {
        total: totals(50_000, 4_000, 6),
        byApp: { single: totals(50_000, 4_000, 6) },
        beforeInteractive: { total: totals(45_000, 4_000, 3), byApp: { single: totals(45_000, 4_000, 3) } },
        problems: [],
      },
    },
    lighthouse: {
      federated: { mobile: lighthouseRun(3000), desktop: lighthouseRun(900) },
      single: { mobile: lighthouseRun(2000), desktop: { runs: [], errors: ['Lighthouse failed'], median: null } },
    },
    visits: {
      first: { jsGzip: 88_600, lcp: 412.3, sectionSwitch: 251.6, controlled: false },
      repeat: { jsGzip: 0, lcp: 180.4, sectionSwitch: 61.2, controlled: true },
    },
    playStart: { median: 231.4, runs: [220, 231, 290], errors: [] },
    sectionSwitch: {
      federated: { projects: { cold: switchEntry(420.4), warm: switchEntry(35) } },
      single: { projects: { cold: switchEntry(120), warm: switchEntry(30, ['no content after 20000 ms']) } },
    },
    durationSeconds: 181.2,
  };
  return { ...results, ratios: ratiosOf(results) };
}

describe('ratiosOf', () => {
  test('divides federated by single for first-load bytes, requests and LCP', () => {
    const { ratios } = sampleResults();
    expect(ratios.js_gzip).toBe(2.5);
    expect(ratios.css_gzip).toBe(1);
    expect(ratios.requests).toBe(2);
    expect(ratios.js_gzip_to_interactive).toBe(2);
    expect(ratios.lcp_mobile).toBe(1.5);
  });

  test('an LCP that was not measured gives no ratio', () => {
    expect(sampleResults().ratios.lcp_desktop).toBeNull();
  });
});

describe('formatReport', () => {
  const text = formatReport(sampleResults());

  test('names the core count and says the figures are for this machine', () => {
    expect(text).toContain('2 cores (Test CPU)');
    expect(text).toContain('Figures are for this machine only');
  });

  test('shows first-load kB per app, the totals and the ratio row', () => {
    const line = (label) => text.split('\n').find((l) => l.startsWith(label));
    expect(line('  shell')).toMatch(/300\.0\s+100\.0\s+100\.0\s+12\.0\s+3\.0\s+3\.0\s+8\s+90\.0$/);
    expect(line('  remote_music')).toMatch(/\s4\s+0\.0$/);
    expect(line('  remote_cv')).toMatch(/–/);
    expect(line('home (federated)')).toMatch(/\s125\.0\s/);
    expect(line('single')).toMatch(/\s50\.0\s/);
    expect(line('federated / single')).toMatch(/\s2\.50\s.*\s2\.00\s+2\.00$/);
  });

  test('lists problems seen while loading', () => {
    expect(text).toContain('federated: http://localhost:8083/missing.json: HTTP 404');
  });

  test('shows Lighthouse medians, a dash where a run failed, and the LCP ratio', () => {
    expect(text).toMatch(/mobile federated\s+0\.90\s+1\.00\s+0\.96\s+800\s+3000\s+30\s+0\.000\s+84\.2/);
    expect(text).toMatch(/desktop single\s+–\s+–\s+–\s+–\s+–/);
    expect(text).toMatch(/mobile LCP federated \/ single\s+1\.50/);
  });

  test('shows the first visit next to the repeat visit with the service worker, and the wait for music', () => {
    expect(text).toMatch(/first visit\s+88\.6\s+412\s+252\s+no/);
    expect(text).toMatch(/repeat visit\s+0\.0\s+180\s+61\s+yes/);
    expect(text).toContain('First click on Play → playing (fresh visit, pointer pressed on arrival): median 231 ms (runs 220, 231, 290)');
  });

  test('shows switch medians and how many runs failed', () => {
    expect(text).toMatch(/projects cold\s+420\s+120/);
    expect(text).toMatch(/projects warm\s+35\s+30 \(1 failed\)/);
  });

  test('shows each CV form’s throttled parse time, and nothing for results from before it was measured', () => {
    const withParser = formatReport({
      ...sampleResults(),
      cvParser: { parse100KB: { medianMs: 12.5 }, parse400LinesPerClassThrottled: { cpuSlowdown: 4, altacv: { medianMs: 9.1 }, moderncv: { medianMs: 7.4 } } },
    });
    expect(withParser).toContain('CV parse of a 400-line CV at 4x CPU slowdown (median): altacv 9.1 ms, moderncv 7.4 ms; 100 KB unthrottled: 12.5 ms');
    expect(text).not.toContain('CV parse');
  });

  test('shows the median save-to-screen time of npm start, or why it was not measured', () => {
    expect(formatReport({ ...sampleResults(), saveToScreen: { median: 1612, runs: [1650, 1580, 1612] } })).toContain(
      'npm start, CV save → open page (Experience): median 1612 ms of 3 saves (runs 1650, 1580, 1612)',
    );
    expect(formatReport({ ...sampleResults(), saveToScreen: { error: 'port 3000 in use' } })).toContain('CV save → open page: not measured (port 3000 in use)');
    expect(text).not.toContain('save →');
  });

  test('shows the tapped cold switch on a throttled phone per section, and federated over single for all sections', () => {
    const entry = (median) => ({ median, runs: [median], errors: [] });
    const sectionSwitchMobile = {
      throttling: { cpu: 4, latency: 562.5, download: (1474.56 * 1024) / 8, upload: 0, tapMs: 100 },
      federated: { projects: entry(1200), experience: entry(1000) },
      single: { projects: entry(1000), experience: entry(1000) },
    };
    const results = { ...sampleResults(), sectionSwitchMobile };
    expect(ratiosOf(results).switch_mobile_cold).toBeCloseTo(1.1);
    const report = formatReport({ ...results, ratios: ratiosOf(results) });
    expect(report).toMatch(/projects\s+1200\s+1000\s+1\.20/);
    expect(report).toMatch(/all sections\s+1\.10/);
    expect(report).toContain('(4x CPU, 562.5 ms latency, 1475 kbit/s down; the finger on the button 100 ms before the click)');
  });
});


describe('the site with a Writing page', () => {
  test('prints its whole visit against the 90 KB budget, and home’s Lighthouse figures beside the sample’s', () => {
    const results = {
      ...sampleResults(),
      writingSite: { homeJsGzip: 88_900, wholeVisitJsGzip: 131_400, writingSwitchMs: 312.4, files: [], lighthouse: { runs: [], errors: [], median: { score: 0.99, fcp: 910, lcp: 1020.6 } } },
    };
    const text = formatReport(results);
    expect(text).toContain('With a Writing page: JS gzip home 88.9 KB (sample 88.6 KB), whole visit with Writing 131.4 KB (budget 90 KB), switch to Writing 312 ms');
    expect(text).toContain('  home, Lighthouse mobile: score 0.99 (sample 0.9), FCP / LCP 910 / 1021 ms (sample 800 / 3000 ms)');
  });

  test('is left out of older results', () => {
    expect(formatReport(sampleResults())).not.toContain('Writing page');
  });
});
