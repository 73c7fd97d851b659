/** @jest-environment node */
/**
 * The no-federation baseline must keep building as the apps gain generated modules (the CV text,
 * the owner's media): every module an app's own build resolves, the single bundle resolves too.
 */
const path = require('node:path');
const { APPS, ROOT } = require('../../../build/apps');
const singleConfig = require('./webpack.config');

const browserConfigOf = (app) =>
  []
    .concat(require(path.join(ROOT, app.dir, 'webpack.config.js'))({}, { mode: 'production' }))
    .find((config) => config.target !== 'node');

test('resolves every generated module of every app, each with its own loader rule', () => {
  const single = [].concat(singleConfig({}, { mode: 'production' })).find((config) => config.target !== 'node');
  for (const app of Object.values(APPS)) {
    const own = browserConfigOf(app);
    expect(single.resolve.alias).toEqual(expect.objectContaining(own.resolve.alias));
    for (const rule of own.module.rules.filter((r) => typeof r.test === 'string')) {
      expect(single.module.rules.filter((r) => r.test === rule.test)).toHaveLength(1);
    }
  }
});
