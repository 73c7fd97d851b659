/**
 * `folio check`: builds the site, serves it on loopback and visits every page of every language in
 * Chromium (builder/check/visitSite.js), then prints per page what went wrong. Exit code 1 when any
 * page failed, or when there is no Chromium (it says how to get one).
 */
const { findChromium, NO_CHROMIUM } = require('../builder/system/find-chromium');
const { freePort } = require('../builder/system/freePort');
const { siteDir } = require('../builder/apps');
const { loadContent } = require('../builder/content');
const { engineModule } = require('../builder/engineModules');
const { siteLanguages } = require('../builder/languages');
const { startPreview } = require('../builder/preview/server');
const { passed, visitLanguage } = require('../builder/check/visitSite');

const count = (list, one, many = `${one}s`) => `${list.length} ${list.length === 1 ? one : many}`;

/** One report line and, under it, each problem. */
function describe(report) {
  const where = `${new URL(report.url).pathname.padEnd(8)} ${report.page}`;
  const summary = report.rendered
    ? `${count(report.consoleErrors, 'console error')}, ${count(report.cspViolations, 'CSP violation')}, ${count(report.axe, 'axe violation')}`
    : `not rendered in 30 s, ${count(report.consoleErrors, 'console error')}`;
  return [
    `  ${passed(report) ? '✓' : '✖'} ${where.padEnd(32)} ${summary}`,
    ...report.consoleErrors.map((line) => `      console: ${line}`),
    ...report.cspViolations.map((line) => `      CSP: ${line}`),
    ...report.axe.map((line) => `      axe: ${line}`),
  ];
}

/**
 * @param {{ 'no-build'?: boolean }} options
 * @param {{ buildSite: () => Promise<number> }} steps
 * @returns {Promise<number>} the exit code
 */
async function check(options, { buildSite }) {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(`✖ ${NO_CHROMIUM}`);
    return 1;
  }
  if (!options['no-build']) {
    const built = await buildSite();
    if (built !== 0) return built;
  }
  const site = loadContent();
  const { CATALOGUES } = engineModule('shared/src/i18n/catalogues/index.ts');
  const { uiLanguageOf } = engineModule('shared/src/i18n/languages.ts');
  const preview = await startPreview({ siteDir: siteDir(), ports: { shell: await freePort() } });
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath });
  const reports = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    console.log(`\nChecking every page in Chromium ${browser.version()} (${executablePath}):`);
    for (const language of siteLanguages(site)) {
      const visited = await visitLanguage(context, {
        url: `${preview.url('shell')}${language.dir}`,
        tag: language.tag,
        text: CATALOGUES[uiLanguageOf(language.tag)],
        owner: language.owner?.name ?? site.owner.name,
      });
      for (const report of visited) for (const line of describe(report)) console.log(line);
      reports.push(...visited);
    }
  } finally {
    await browser.close();
    await preview.close();
  }
  const failed = reports.filter((report) => !passed(report));
  console.log(`${count(reports, 'page')} in ${count(siteLanguages(site), 'language')}: ${reports.length - failed.length} passed, ${failed.length} failed.`);
  return failed.length === 0 ? 0 : 1;
}

module.exports = { check };
