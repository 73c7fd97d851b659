/**
 * npm install in the new site: the npm that runs this package (npm_execpath, under `npm create`),
 * else the npm on the PATH, with this process's environment, so a registry given to
 * `npm create --registry …` (npm_config_registry) applies to the install too.
 */
const { spawn } = require('node:child_process');

/** How many of npm's last lines a failure shows. */
const TAIL_LINES = 15;

/** The command that runs npm: [file, ...arguments before npm's own]. */
function npmCommand(env = process.env, platform = process.platform) {
  const execPath = env.npm_execpath;
  if (execPath && /\.[cm]?js$/i.test(execPath)) return { file: process.execPath, args: [execPath], shell: false };
  if (execPath) return { file: execPath, args: [], shell: platform === 'win32' };
  return { file: 'npm', args: [], shell: platform === 'win32' };
}

/**
 * @param {string} cwd  the site's folder
 * @param {{ env?: NodeJS.ProcessEnv, onLine?: (line: string) => void }} [options]  onLine: each line npm writes
 * @returns {Promise<{ ok: boolean, code: number | null, tail: string[], error?: string }>}
 */
function npmInstall(cwd, { env = process.env, onLine = () => {} } = {}) {
  const command = npmCommand(env);
  return new Promise((resolve) => {
    const tail = [];
    const child = spawn(command.file, [...command.args, 'install', '--no-fund'], { cwd, env, shell: command.shell, stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (stream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split(/\r?\n/);
        rest = lines.pop();
        for (const line of lines) take(line);
      });
      stream.on('end', () => rest && take(rest));
    };
    const take = (line) => {
      if (line.trim() === '') return;
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      onLine(line);
    };
    collect(child.stdout);
    collect(child.stderr);
    child.on('error', (error) => resolve({ ok: false, code: null, tail, error: `could not run ${command.file}: ${error.message}` }));
    child.on('close', (code) => resolve({ ok: code === 0, code, tail }));
  });
}

module.exports = { npmInstall, npmCommand };
