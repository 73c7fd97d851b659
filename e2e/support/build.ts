import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AppName } from '../../tools/preview/server';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
const WEBPACK = join(ROOT, 'node_modules', '.bin', 'webpack');
// One webpack cache for every such build of a test run: the apps' code is the same, only content differs.
const CACHE = join(ROOT, 'node_modules', '.cache', 'webpack-e2e');
const APP_DIRS: Record<AppName, string> = {
  shell: 'shell',
  remote_cv: 'remote-cv',
  remote_projects: 'remote-projects',
  remote_music: 'remote-music',
  remote_writing: 'remote-writing',
};

// Two cores: a third webpack at once only makes the others slower, and the browser tests wait on them.
const MAX_BUILDS = 2;
let running = 0;
const queue: (() => void)[] = [];

async function slot(): Promise<void> {
  if (running < MAX_BUILDS) {
    running += 1;
    return;
  }
  await new Promise<void>((resolve) => queue.push(resolve));
}

function freeSlot() {
  const next = queue.shift();
  if (next) next();
  else running -= 1;
}

// webpack stores its filesystem cache with no lock, so two builds of one app (one cache name,
// build/webpack/cache.js) never run at once: they take turns, on the cache build:test warmed. A second
// cache folder would start cold on a fresh machine, and a cold build costs more than the wait.
const appTurns = new Map<AppName, Promise<unknown>>();

async function buildApp(app: AppName, contentDir: string, distRoot: string, env: NodeJS.ProcessEnv): Promise<string> {
  const before = appTurns.get(app) ?? Promise.resolve();
  const turn = before.then(async () => {
    await slot();
    try {
      const result = await run(WEBPACK, ['--mode', 'production'], {
        cwd: join(ROOT, APP_DIRS[app]),
        env: { ...process.env, CONTENT_DIR: contentDir, DIST_ROOT: distRoot, WEBPACK_CACHE_DIR: CACHE, ...env },
        maxBuffer: 64 * 1024 * 1024,
      });
      return result.stdout + result.stderr;
    } catch (error) {
      const { stdout = '', stderr = '', message } = error as { stdout?: string; stderr?: string; message: string };
      throw new Error(`The ${app} build from ${contentDir} failed:\n${stdout}${stderr || message}`);
    } finally {
      freeSlot();
    }
  });
  appTurns.set(app, turn.catch(() => undefined));
  return turn;
}

export interface OtherBuild {
  /** Pass to startPreview({ distRoot }) to serve these builds. */
  distRoot: string;
  /** Everything the builds printed (the CV report, warnings), for assertions. */
  output: string;
}

/**
 * Production builds of some apps from another content folder (CONTENT_DIR), written to a temporary
 * DIST_ROOT so the usual <app>/dist that the other browser tests use is never touched. Apps not
 * built here are not served from it: build every app the test opens. The apps build side by side,
 * and so may several calls at once: together they never run more than MAX_BUILDS webpacks, nor
 * two of one app.
 */
export async function buildFromContent(contentDir: string, apps: AppName[], env: NodeJS.ProcessEnv = {}): Promise<OtherBuild> {
  const distRoot = mkdtempSync(join(tmpdir(), 'portfolio-build-'));
  // Settled, not raced: a failed app's error is thrown once no webpack of this call still writes to distRoot.
  const results = await Promise.allSettled(apps.map((app) => buildApp(app, contentDir, distRoot, env)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return { distRoot, output: results.map((result) => (result as PromiseFulfilledResult<string>).value).join('') };
}
