/** @jest-environment node */
const vm = require('node:vm');
const { SW_DATA_GLOBAL, precacheEntries, serviceWorkerData, serviceWorkerDataScript } = require('./serviceWorkerData');

const site = { github: { api: 'https://api.github.com' } };

test('a hashed file is its own revision; the page and the manifest get their bytes as one, which changes with them', () => {
  const entries = precacheEntries([
    { url: 'static/js/main.1a2b3c4d.js', source: 'code' },
    { url: 'index.html', source: '<h1>Mira</h1>' },
    { url: 'manifest.webmanifest', source: Buffer.from('{}') },
  ]);
  expect(entries.map(({ url }) => url)).toEqual(['index.html', 'manifest.webmanifest', 'static/js/main.1a2b3c4d.js']);
  expect(entries[2].revision).toBeNull();
  expect(entries[0].revision).toMatch(/^[0-9a-f]{32}$/);
  const edited = precacheEntries([{ url: 'index.html', source: '<h1>Mira Okafor</h1>' }]);
  expect(edited[0].revision).not.toBe(entries[0].revision);
  expect(precacheEntries([{ url: 'index.html', source: '<h1>Mira</h1>' }])[0].revision).toBe(entries[0].revision);
});

test('the GitHub API is never cached, nor the analytics provider, which is the one origin analytics go to', () => {
  expect(serviceWorkerData(site, [], 'https://api.github.com')).toEqual({ precache: [], neverCache: ['https://api.github.com'], analyticsOrigin: null });
  const withAnalytics = serviceWorkerData({ ...site, analytics: { host: 'https://stats.example.org/js/script.js' } }, [], 'http://localhost:8090/');
  expect(withAnalytics.neverCache).toEqual(['http://localhost:8090', 'https://stats.example.org']);
  expect(withAnalytics.analyticsOrigin).toBe('https://stats.example.org');
});

test('sw-data.js sets the data on the worker’s global, as importScripts runs it', () => {
  const data = serviceWorkerData(site, precacheEntries([{ url: 'index.html', source: 'page' }]), 'https://api.github.com');
  const worker = {};
  vm.runInNewContext(serviceWorkerDataScript(data), { self: worker });
  expect(worker[SW_DATA_GLOBAL]).toEqual(data);
});
