/**
 * The whole run: the options, the questions (or the defaults), the checks, the files, npm install,
 * and what to do next, for a site; with --part, part/run.js does the same for a part. Everything it
 * touches outside comes in `io`, so tests run it whole.
 */
const { parseArgs, UsageError, HELP, COMMAND } = require('./args');
const { checkOptions, answersWithDefaults } = require('./options');
const { checkTargetFolder } = require('./targetFolder');
const { planFiles } = require('./plan');
const { npmInstall } = require('./npmInstall');
const { plainUi, clackUi } = require('./ui');
const { CV_FORMS } = require('./cvForms');
const { PLACEHOLDER_GITHUB_USER } = require('./siteJson');
const { PICTURE_FILE } = require('./placeholderPicture');
const { ENGINE, ownVersion } = require('./projectFiles');
const { writeProject, installAndFinish, createdSummary } = require('./finish');
const { runPart } = require('./part/run');

/**
 * @param {string[]} argv
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, stdout?: NodeJS.WritableStream, stderr?: NodeJS.WritableStream,
 *   interactive?: boolean, loadClack?: () => Promise<any>, install?: typeof npmInstall, version?: string }} [io]
 * @returns {Promise<number>} the exit code
 */
async function run(argv, io = {}) {
  const {
    cwd = process.cwd(),
    env = process.env,
    stdout = process.stdout,
    stderr = process.stderr,
    interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY),
    loadClack = () => require('./prompts').loadClack(),
    install = npmInstall,
    version = ownVersion(),
  } = io;

  let options;
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`${error.message}\nRun ${COMMAND} --help for the options.\n`);
    return 1;
  }
  if (options.help) {
    stdout.write(HELP);
    return 0;
  }
  // A part is another thing made, with options and files of its own: part/run.js makes it.
  if (options.part) return runPart(options, { cwd, env, stdout, stderr, interactive, loadClack, install, version });

  // Every option, and the folder, are checked before anything is asked or written.
  const asking = interactive && !options.yes;
  const { problems, ownCv } = checkOptions(options, cwd);
  const answersNow = asking ? null : answersWithDefaults(options, ownCv);
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
  ui.intro(`${COMMAND} ${version}: a portfolio site whose repository holds only your content`);

  const answers = answersNow ?? (await require('./prompts').askMissing(options, { cwd, ownCv, clack }));
  if (!answers) {
    clack.cancel('Cancelled: nothing was written.');
    return 1;
  }

  const written = writeProject({ ui, folder: answers.folder, cwd, made: 'site', plan: (target) => planFiles(answers, { target, version }) });
  if (!written) return 1;
  const { path: target, files } = written;
  ui.step(summary(target, answers, files));
  for (const note of notes(answers)) ui.warn(note);

  return installAndFinish({ ui, install, env, target, cwd, noInstall: options.noInstall, made: 'site', address: 'http://localhost:3000' });
}

function summary(target, answers, files) {
  const cvFiles = files.filter((file) => file.path.startsWith('content/cv/'));
  const cv = answers.cv.form
    ? `a short starter CV in ${CV_FORMS.find((form) => form.name === answers.cv.form).label} (${cvFiles.map((file) => file.path.slice(11)).join(', ')}): replace it with yours`
    : `your CV, ${cvFiles.length} file${cvFiles.length === 1 ? '' : 's'} copied from ${answers.cv.own.source}`;
  const rows = [
    ['content/site.json', `${answers.name}, ${answers.jobTitle}, language ${answers.language}: edit the intro and the links`],
    ['content/cv/', cv],
    [`content/media/${PICTURE_FILE}`, 'a placeholder picture: replace it with your photo'],
    ['content/styles.css', 'your own CSS (empty for now)'],
    ['package.json', `the engine, ${ENGINE}, and the scripts start, build, check, upgrade`],
    ['.github/', 'deploy to GitHub Pages, CI, a weekly upgrade pull request, Dependabot'],
    ['README.md', 'how to run, edit, deploy and upgrade the site'],
  ];
  return createdSummary(target, rows);
}

function notes(answers) {
  return [
    ...(answers.cv.own ? answers.cv.own.notes : []),
    ...(answers.github
      ? []
      : [`No GitHub user given: the Projects page shows ${PLACEHOLDER_GITHUB_USER}'s (GitHub's example account) until you set "github.user" in content/site.json.`]),
  ];
}

module.exports = { run };
