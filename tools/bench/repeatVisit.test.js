const { networkJsGzip } = require('./repeatVisit');

test('counts only JavaScript the servers sent in full', () => {
  expect(
    networkJsGzip([
      { path: '/static/js/main.1234abcd.js', status: 200, gzip: 1000 },
      { path: '/static/js/main.1234abcd.js', status: 304, gzip: 5000 },
      { path: '/static/css/main.1234abcd.css', status: 200, gzip: 700 },
      { path: '/remoteEntry.js', status: 200, gzip: 24 },
      { path: '/missing.js', status: 404, gzip: 0 },
    ]),
  ).toBe(1024);
});
