/** @jest-environment node */
const path = require('node:path');
const { ROOT } = require('../apps');
const { persistentCache } = require('./cache');

const alias = { '@site-theme$': '/tmp/theme/site-theme.0123abcd.css' };

describe('the webpack filesystem cache', () => {
  it('is where WEBPACK_CACHE_DIR says, from the checkout, in any mode', () => {
    const cache = persistentCache('shell-production', alias, { env: { WEBPACK_CACHE_DIR: 'node_modules/.cache/webpack-e2e' } });
    expect(cache).toMatchObject({ type: 'filesystem', cacheDirectory: path.join(ROOT, 'node_modules/.cache/webpack-e2e') });
  });

  it('is on by default for npm start, and off for a production build (CI builds from nothing)', () => {
    expect(persistentCache('shell-development', alias, { development: true, env: {} })?.cacheDirectory).toBe(path.join(ROOT, 'node_modules/.cache/webpack-dev'));
    expect(persistentCache('shell-production', alias, { env: {} })).toBeUndefined();
  });

  it('is named by the theme stylesheet an alias points to, which its own checks do not see', () => {
    const other = { '@site-theme$': '/tmp/theme/site-theme.ffff0000.css' };
    const env = { WEBPACK_CACHE_DIR: 'x' };
    expect(persistentCache('shell-production', alias, { env }).name).not.toBe(persistentCache('shell-production', other, { env }).name);
  });
});
