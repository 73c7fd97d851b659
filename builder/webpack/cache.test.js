/** @jest-environment node */
const path = require('node:path');
const { ROOT } = require('../apps');
const { persistentCache } = require('./cache');

describe('the webpack filesystem cache', () => {
  it('is where WEBPACK_CACHE_DIR says, from the checkout, in any mode', () => {
    const cache = persistentCache('shell-production', { env: { WEBPACK_CACHE_DIR: 'node_modules/.cache/webpack-e2e' } });
    expect(cache).toMatchObject({ type: 'filesystem', cacheDirectory: path.join(ROOT, 'node_modules/.cache/webpack-e2e') });
  });

  it('is on by default for npm start, and off for a production build (CI builds from nothing)', () => {
    expect(persistentCache('shell-development', { development: true, env: {} })?.cacheDirectory).toBe(path.join(ROOT, 'node_modules/.cache/webpack-dev'));
    expect(persistentCache('shell-production', { env: {} })).toBeUndefined();
  });
});
