/**
 * What the run tells the owner: through @clack/prompts in a terminal, as plain lines otherwise
 * (CI, a pipe, --yes in a script). The same calls either way.
 *
 * @typedef {{ intro(title: string): void, step(message: string): void, info(message: string): void,
 *   warn(message: string): void, error(message: string): void, note(message: string, title: string): void,
 *   outro(message: string): void, spinner(): { start(message: string): void, stop(message: string): void, error(message: string): void } }} Ui
 */

/** @returns {Ui} */
function plainUi(stdout, stderr) {
  const out = (text) => stdout.write(`${text}\n`);
  return {
    intro: (title) => out(title),
    step: (message) => out(message),
    info: (message) => out(message),
    warn: (message) => out(`Note: ${message}`),
    error: (message) => stderr.write(`${message}\n`),
    note: (message, title) => out(`\n${title}\n${message.replace(/^/gm, '  ')}`),
    outro: (message) => out(message),
    spinner: () => ({
      start: (message) => out(message),
      stop: (message) => out(message),
      error: (message) => stderr.write(`${message}\n`),
    }),
  };
}

/** @returns {Ui} */
function clackUi(clack) {
  return {
    intro: (title) => clack.intro(title),
    step: (message) => clack.log.step(message),
    info: (message) => clack.log.info(message),
    warn: (message) => clack.log.warn(message),
    error: (message) => clack.log.error(message),
    note: (message, title) => clack.note(message, title),
    outro: (message) => clack.outro(message),
    spinner: () => {
      const spinner = clack.spinner({ indicator: 'timer' });
      return { start: (message) => spinner.start(message), stop: (message) => spinner.stop(message), error: (message) => spinner.error(message) };
    },
  };
}

module.exports = { plainUi, clackUi };
