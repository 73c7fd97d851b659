/**
 * A real npm registry on loopback (Verdaccio), for what owners install (e2e/create-site.test.ts,
 * tools/bench/installSize.js): it holds this project's packages as published from the working tree.
 * npm takes only their scope from it, and every other package from the usual registry, through its
 * own cache: proxied through Verdaccio, the created site's first install took 141 s instead of
 * about 40 (Verdaccio parses each package's whole document, 13 MB for typescript, where npm asks for
 * the abbreviated one).
 */
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freePort } = require('../../builder/system/freePort');

const ROOT = path.join(__dirname, '..', '..');
/** The scope of the packages this project publishes: served from here only. */
const SCOPE = '@folio-federation';

/** This process's environment without what npm sets for the scripts it runs (npm test's own prefix, config…). */
function cleanEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD'));
}

async function startRegistry() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-registry-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  fs.mkdirSync(path.join(dir, 'storage'));
  fs.writeFileSync(
    path.join(dir, 'config.yaml'),
    `storage: ${path.join(dir, 'storage')}
auth:
  htpasswd:
    file: ${path.join(dir, 'htpasswd')}
packages:
  '${SCOPE}/*':
    access: $all
    publish: $authenticated
log: { type: stdout, format: pretty, level: warn }
# The engine ships its apps built (engine/): more than Verdaccio's default 10 MB per publish.
max_body_size: 100mb
`,
  );
  const server = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'verdaccio', 'bin', 'verdaccio'), '--config', path.join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk.toString()));
  server.stderr.on('data', (chunk) => (log += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}-/ping`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`Verdaccio did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const user = await fetch(`${url}-/user/org.couchdb.user:owner-test`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'owner-test', password: 'owner-test-password' }),
  });
  const { token } = await user.json();
  const userConfig = path.join(dir, 'npmrc');
  fs.writeFileSync(userConfig, `${SCOPE}:registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  const env = { ...cleanEnv(), npm_config_userconfig: userConfig, FORCE_COLOR: '0' };
  return {
    url,
    env,
    publish(folder) {
      execFileSync('npm', ['publish', folder, '--registry', url, '--access', 'public', '--provenance=false'], { env, stdio: 'pipe' });
    },
    async stop() {
      server.kill();
      await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.on('exit', resolve)));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { startRegistry, cleanEnv };
