/**
 * The browser tests' jest environment: node, plus a screenshot of every open page when a test
 * fails, written to .e2e-artifacts/ (CI uploads that folder), so a failure on a machine nobody can
 * log into still shows what the visitor saw. Browsers register themselves in `__e2eBrowsers`
 * (support/browser.ts) so this file needs no import of the tests' modules.
 */
const fs = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const ARTIFACTS = path.join(__dirname, '..', '..', '.e2e-artifacts');

const slug = (text) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 120);

function testName(test) {
  const names = [];
  for (let block = test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) names.unshift(block.name);
  return names.join(' ');
}

class BrowserTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testFile = path.basename(context.testPath, '.test.ts');
    this.global.__e2eBrowsers = new Set();
  }

  async handleTestEvent(event) {
    // Before the test's afterEach hooks close its pages.
    if (event.name !== 'test_fn_failure') return;
    const pages = [...this.global.__e2eBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
    if (pages.length === 0) return;
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const base = slug(`${this.testFile} ${testName(event.test)}`);
    await Promise.all(
      pages.map((page, index) =>
        page.screenshot({ path: path.join(ARTIFACTS, `${base}-${index + 1}.png`), fullPage: true, timeout: 5000 }).catch(() => undefined),
      ),
    );
  }
}

module.exports = BrowserTestEnvironment;
