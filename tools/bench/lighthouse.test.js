const { metricsOf } = require('./lighthouse');

describe('metricsOf', () => {
  test('keeps the performance, SEO and best-practices scores and the four timings of a report', () => {
    const report = {
      categories: { performance: { score: 0.91 }, seo: { score: 1 }, 'best-practices': { score: 0.96 } },
      audits: {
        'first-contentful-paint': { numericValue: 812.4 },
        'largest-contentful-paint': { numericValue: 1520.9 },
        'total-blocking-time': { numericValue: 40 },
        'cumulative-layout-shift': { numericValue: 0.002 },
      },
    };
    expect(metricsOf(report)).toEqual({ score: 0.91, seo: 1, bestPractices: 0.96, fcp: 812.4, lcp: 1520.9, tbt: 40, cls: 0.002, scripts: null });
  });

  test('lists the scripts the page loaded, with their transferred bytes', () => {
    const report = {
      categories: { performance: { score: 1 } },
      audits: {
        'network-requests': {
          details: {
            items: [
              { url: 'http://localhost:8080/', resourceType: 'Document', transferSize: 9000 },
              { url: 'http://localhost:8080/static/js/main.1234abcd.js', resourceType: 'Script', transferSize: 65000 },
              { url: 'http://localhost:8080/static/js/theme.1234abcd.js', resourceType: 'Script' },
            ],
          },
        },
      },
    };
    expect(metricsOf(report).scripts).toEqual([
      { url: 'http://localhost:8080/static/js/main.1234abcd.js', transferSize: 65000 },
      { url: 'http://localhost:8080/static/js/theme.1234abcd.js', transferSize: 0 },
    ]);
  });

  test('a missing audit is null, not a made-up zero', () => {
    const report = { categories: { performance: { score: null } }, audits: {} };
    expect(metricsOf(report)).toEqual({ score: null, seo: null, bestPractices: null, fcp: null, lcp: null, tbt: null, cls: null, scripts: null });
  });
});
