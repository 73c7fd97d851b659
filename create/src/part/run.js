/**
 * The run with --part: a part's repository, made as main.js makes a site's. Its options, the
 * questions (or the defaults), the checks, the files, npm install, and what to do next, with the
 * same `io`, so tests run it whole through main.js run().
 */
const { COMMAND } = require('../args');
const { checkTargetFolder } = require('../targetFolder');
const { plainUi, clackUi } = require('../ui');
const { languageNames } = require('../languages');
const { ENGINE } = require('../projectFiles');
const { writeProject, installAndFinish, createdSummary } = require('../finish');
const { checkPartOptions, partAnswersWithDefaults } = require('./options');
const { planPartFiles } = require('./plan');
const { PART_ADDRESS } = require('./files');

/**
 * @param {ReturnType<import('../args').parseArgs>} options  with part: true
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, stdout: NodeJS.WritableStream, stderr: NodeJS.WritableStream,
 *   interactive: boolean, loadClack: () => Promise<any>, install: typeof import('../npmInstall').npmInstall, version: string }} io
 *   main.js run()'s, its defaults filled in
 * @returns {Promise<number>} the exit code
 */
async function runPart(options, { cwd, env, stdout, stderr, interactive, loadClack, install, version }) {
  // Every option, and the folder, are checked before anything is asked or written.
  const asking = interactive && !options.yes;
  const { problems } = checkPartOptions(options);
  const answersNow = asking ? null : partAnswersWithDefaults(options);
  const folder = options.folder ?? answersNow?.folder;
  if (folder !== undefined) {
    const target = checkTargetFolder(folder, cwd);
    if (!target.ok) problems.push(target.problem);
  }
  if (problems.length > 0) {
    stderr.write(`${problems.join('\n')}\nNothing was written.\n`);
    return 1;
  }

  const clack = asking ? await loadClack() : null;
  const ui = clack ? clackUi(clack) : plainUi(stdout, stderr);
  ui.intro(`${COMMAND} ${version}: a part of your site, a React page in a repository of its own`);

  const answers = answersNow ?? (await require('./prompts').askPart(options, { cwd, clack }));
  if (!answers) {
    clack.cancel('Cancelled: nothing was written.');
    return 1;
  }

  const written = writeProject({ ui, folder: answers.folder, cwd, made: 'part', plan: (target) => planPartFiles(answers, { target, version }) });
  if (!written) return 1;
  const target = written.path;
  ui.step(summary(target, answers));
  ui.info(
    `Once it is deployed, list it in your site's content/site.json: "parts": [{ "title": ${JSON.stringify(answers.title)}, "manifest": "https://<you>.github.io/<repository>/mf-manifest.json" }] (its README says how).`,
  );

  return installAndFinish({ ui, install, env, target, cwd, noInstall: options.noInstall, made: 'part', address: PART_ADDRESS });
}

/** @param {import('./plan').PartAnswers} answers */
function summary(target, answers) {
  return createdSummary(target, [
    ['src/Page.tsx', `your page, a starter in ${languageNames(answers.language).english}: edit it, npm start shows it`],
    ['src/counter.ts', 'what the page counts with'],
    ['src/Page.css', "its styles, in the site's theme"],
    ['src/Page.test.tsx', 'its test (npm test)'],
    ['package.json', `"${answers.title}", language ${answers.language}; the engine, ${ENGINE}, and the scripts start, build, test`],
    ['tsconfig.json', 'TypeScript, strict'],
    ['.github/', 'deploy to GitHub Pages, CI, Dependabot'],
    ['README.md', 'how to run, test, build and deploy the part, and list it in your site'],
  ]);
}

module.exports = { runPart };
