/**
 * The creator run whole in a test (create/src/main.js run()): in a folder of the test's, without a
 * terminal unless asked, npm install replaced by a fake, and @clack/prompts by a stand-in that answers
 * from a table. The site's tests and the part's share it. Not shipped (the package ships src/).
 */
const fs = require('node:fs');
const path = require('node:path');
const { run } = require('../src/main');

/** A writable stream that keeps its text. */
function sink() {
  const stream = { text: '', write: (chunk) => ((stream.text += chunk), true) };
  return stream;
}

/**
 * Runs the command in `cwd`, npm install replaced by one that answers `install` (success by default)
 * and records each call.
 * @param {string} cwd
 * @param {string[]} argv
 */
async function runCreate(cwd, argv, { install, interactive = false, loadClack } = {}) {
  const stdout = sink();
  const stderr = sink();
  const installs = [];
  const fakeInstall = async (folder, options) => {
    installs.push({ folder, env: options.env });
    return install ?? { ok: true, code: 0, tail: [] };
  };
  const code = await run(argv, { cwd, env: { ...process.env, npm_config_registry: 'http://registry.example/' }, stdout, stderr, interactive, loadClack, install: fakeInstall, version: '1.4.2' });
  return { code, stdout: stdout.text, stderr: stderr.text, installs };
}

/** Every file of a folder, relative, sorted. */
function filesOf(folder) {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A stand-in for @clack/prompts: answers each question from `answers` (by a word of its message). */
function fakeClack(answers) {
  const CANCEL = Symbol('clack:cancel');
  const asked = [];
  const shown = [];
  const answer = (options) => {
    asked.push(options.message);
    const [key] = Object.keys(answers)
      .filter((word) => options.message.includes(word))
      .sort((a, b) => b.length - a.length);
    const queue = [].concat(answers[key] ?? '');
    for (const value of queue) {
      if (value === 'CANCEL') return CANCEL;
      const problem = options.validate?.(value);
      if (problem) {
        shown.push(`invalid: ${problem}`);
        continue;
      }
      return value === '' && options.defaultValue !== undefined ? options.defaultValue : value === '' && options.initialValue !== undefined ? options.initialValue : value;
    }
    throw new Error(`No valid answer for "${options.message}"`);
  };
  const log = (kind) => (message) => shown.push(`${kind}: ${message}`);
  return {
    asked,
    shown,
    isCancel: (value) => value === CANCEL,
    text: async (options) => answer(options),
    select: async (options) => {
      const value = answer(options);
      if (value !== CANCEL && !options.options.some((option) => option.value === value)) throw new Error(`${value} is not an option of "${options.message}"`);
      return value;
    },
    intro: log('intro'),
    outro: log('outro'),
    cancel: log('cancel'),
    note: (message, title) => shown.push(`note ${title}: ${message}`),
    log: { step: log('step'), info: log('info'), warn: log('warn'), error: log('error'), success: log('success') },
    spinner: () => ({ start: log('spinner'), stop: log('spinner stop'), error: log('spinner error') }),
  };
}

module.exports = { runCreate, filesOf, fakeClack };
