/**
 * The end of a run, once the answers are in, the same for a site and a part: the files written,
 * what was written, npm install (unless --no-install), then what to type next. A failed install keeps
 * the files, shows npm's last lines and says how to retry: the files are right, only the install is
 * to do again.
 */
const { cdArgument, checkTargetFolder } = require('./targetFolder');
const { ENGINE } = require('./projectFiles');
const { writeFiles } = require('./writeFiles');

/**
 * Writes the planned files into the folder, checked again (it may have been filled while the
 * questions were asked): the folder's path and the files, or null once the ui said why not.
 * @param {{ ui: import('./ui').Ui, folder: string, cwd: string, made: 'site' | 'part', plan: (target: string) => import('./plan').PlannedFile[] }} options
 */
function writeProject({ ui, folder, cwd, made, plan }) {
  const target = checkTargetFolder(folder, cwd);
  if (!target.ok) {
    ui.error(`${target.problem}\nNothing was written.`);
    return null;
  }
  const files = plan(target.path);
  try {
    writeFiles(target.path, files);
  } catch (error) {
    ui.error(`Could not write the ${made} into ${target.path}: ${error.message}\nNothing was left behind.`);
    return null;
  }
  return { path: target.path, files };
}

/**
 * @param {object} options
 * @param {import('./ui').Ui} options.ui
 * @param {typeof import('./npmInstall').npmInstall} options.install
 * @param {NodeJS.ProcessEnv} options.env
 * @param {string} options.target  the folder the files are in
 * @param {string} options.cwd
 * @param {boolean} options.noInstall
 * @param {'site' | 'part'} options.made  what was made, as the messages name it
 * @param {string} options.address  where `npm start` serves it
 * @returns {Promise<number>} the exit code
 */
async function installAndFinish({ ui, install, env, target, cwd, noInstall, made, address }) {
  const cd = cdArgument(target, cwd);
  const into = cd === '.' ? [] : [`cd ${cd}`];
  const next = [...into, ...(noInstall ? ['npm install'] : []), 'npm start'];
  if (!noInstall) {
    const spinner = ui.spinner();
    spinner.start(`Installing ${ENGINE} and its packages (npm install)`);
    const result = await install(target, { env });
    if (!result.ok) {
      spinner.error(`npm install failed${result.error ? `: ${result.error}` : ` (exit code ${result.code})`}`);
      const retry = [...into, 'npm install', 'npm start'];
      ui.error(
        [
          ...(result.tail.length > 0 ? ["npm's last lines:", ...result.tail.map((line) => `  ${line}`), ''] : []),
          `The ${made}'s files are written. Once the cause is fixed (network, registry, Node.js ${process.versions.node}), retry:`,
          ...retry.map((line) => `  ${line}`),
        ].join('\n'),
      );
      return 1;
    }
    spinner.stop(`Installed ${ENGINE}`);
  }
  ui.outro(`Done. Next (the ${made} then runs on ${address}):\n${next.map((line) => `  ${line}`).join('\n')}`);
  return 0;
}

/**
 * What was written, a file or folder a line, what it is beside it.
 * @param {string} target
 * @param {[string, string][]} rows  [file, what it is]
 */
function createdSummary(target, rows) {
  const width = Math.max(...rows.map(([file]) => file.length)) + 2;
  return [`Created ${target}:`, ...rows.map(([file, what]) => `  ${file.padEnd(width)}${what}`), '  .gitignore, .nvmrc'].join('\n');
}

module.exports = { writeProject, installAndFinish, createdSummary };
