/**
 * Save to screen under `npm start`: the sample content copied to a temporary CONTENT_DIR, the
 * Experience page open in Chromium, then `edits` saves of the CV (each a new job title), each timed
 * from the write to the frame that shows the new title on that page (e2e/support/seenAt.ts). The median is the figure `npm start` promises
 * (at most 2 s; docs/development.md#editing-with-npm-start).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT } = require('../../builder/apps');
const { jiti } = require('../jiti');
const { median } = require('./stats');

const JOB = 'Senior Front-end Engineer';

async function measureSaveToScreen(browser, edits) {
  const { firstAnswer, runCommand } = jiti('./e2e/support/command.ts');
  const { timeToSight, watchSights } = jiti('./e2e/support/seenAt.ts');
  const { en } = jiti('./shared/src/i18n/catalogues/en.ts');
  const content = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  const cvFile = path.join(content, 'cv', 'main.tex');
  const cv = fs.readFileSync(cvFile, 'utf8');
  if (!cv.includes(JOB)) throw new Error(`the sample CV has no "${JOB}" to edit`);
  const running = runCommand('npm start', { env: { CONTENT_DIR: content } });
  const page = await browser.newPage();
  try {
    await firstAnswer('http://localhost:3000/', running, 240_000);
    for (const port of [3001, 3002, 3003]) await firstAnswer(`http://localhost:${port}/mf-manifest.json`, running, 60_000);
    await watchSights(page);
    await page.goto('http://localhost:3000/');
    await page.getByRole('navigation', { name: en['home.sections'] }).getByRole('button', { name: en['page.experience'] }).click();
    const title = (name) => page.getByRole('heading', { level: 3, name, exact: true });
    await title(JOB).waitFor();
    const runs = [];
    for (let edit = 1; edit <= edits; edit += 1) {
      const name = `${JOB} (edit ${edit})`;
      const sight = { selector: 'h3', text: name };
      runs.push(await timeToSight(page, sight, () => fs.writeFileSync(cvFile, cv.replace(JOB, name)), () => title(name).waitFor({ timeout: 30_000 })));
    }
    return { median: median(runs), runs };
  } finally {
    await page.close();
    await running.stop();
    fs.rmSync(content, { recursive: true, force: true });
  }
}

module.exports = { measureSaveToScreen };
