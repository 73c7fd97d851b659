/**
 * A real npm registry on loopback (Verdaccio), for the tests of what owners install: it holds this
 * project's packages as published from the working tree. npm takes only their scope from it, and
 * every other package from the usual registry, through its own cache: proxied through Verdaccio,
 * the created site's first install took 141 s instead of about 40 (it parses each package's whole
 * document, 13 MB for typescript, where npm asks for the abbreviated one).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './command';

/** The scope of the packages this project publishes: served from here only; npm asks the usual registry for the rest. */
const SCOPE = '@folio-federation';

export interface LocalRegistry {
  url: string;
  /** The environment for npm commands that use this registry (a user config of their own, no npm_* of the test run). */
  env: NodeJS.ProcessEnv;
  /** Publishes a package folder (npm publish, the real client). */
  publish(folder: string): void;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** This test run's environment without what npm sets for the scripts it runs (npm test's own prefix, config…). */
export function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD'));
}

export async function startRegistry(): Promise<LocalRegistry> {
  const dir = mkdtempSync(join(tmpdir(), 'folio-registry-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  mkdirSync(join(dir, 'storage'));
  writeFileSync(
    join(dir, 'config.yaml'),
    `storage: ${join(dir, 'storage')}
auth:
  htpasswd:
    file: ${join(dir, 'htpasswd')}
packages:
  '${SCOPE}/*':
    access: $all
    publish: $authenticated
log: { type: stdout, format: pretty, level: warn }
`,
  );
  const server: ChildProcess = spawn(process.execPath, [join(ROOT, 'node_modules', 'verdaccio', 'bin', 'verdaccio'), '--config', join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
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
  const { token } = (await user.json()) as { token: string };
  const userConfig = join(dir, 'npmrc');
  writeFileSync(userConfig, `${SCOPE}:registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
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
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
