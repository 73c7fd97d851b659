const { networkJsGzip } = require('./repeatVisit');

test('counts only JavaScript that crossed the network', () => {
  expect(
    networkJsGzip([
      { kind: 'js', gzip: 1000, overNetwork: true },
      { kind: 'js', gzip: 5000, overNetwork: false },
      { kind: 'css', gzip: 700, overNetwork: true },
      { kind: 'js', gzip: 24, overNetwork: true },
    ]),
  ).toBe(1024);
});
