const { parseOptions } = require('./options');

describe('parseOptions', () => {
  test('builds, one Lighthouse run per preset and five switch runs by default', () => {
    expect(parseOptions([])).toEqual({ build: true, lighthouseRuns: 1, switchRuns: 5 });
  });

  test('reads every flag', () => {
    expect(parseOptions(['--no-build', '--lighthouse-runs', '3', '--switch-runs', '7'])).toEqual({
      build: false,
      lighthouseRuns: 3,
      switchRuns: 7,
    });
  });

  test('rejects unknown flags, bad counts and fewer than five switch runs', () => {
    expect(() => parseOptions(['--fast'])).toThrow('Unknown option "--fast"');
    expect(() => parseOptions(['--lighthouse-runs', 'two'])).toThrow('whole number');
    expect(() => parseOptions(['--lighthouse-runs'])).toThrow('whole number');
    expect(() => parseOptions(['--switch-runs', '3'])).toThrow('at least 5');
  });
});
