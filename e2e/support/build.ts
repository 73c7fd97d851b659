import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
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

// webpack stores its filesystem cache with no lock (index.pack_ and friends written, then renamed),
// so two builds at once must not write one cache. Its folders are named by app (build/webpack/cache.js),
// so builds of different apps share the cache build:test warmed; a second build of an app already
// building takes the other folder. MAX_BUILDS folders are always enough.
const CACHES = Array.from({ length: MAX_BUILDS }, (_, index) => (index === 0 ? CACHE : `${CACHE}-${index + 1}`));
const cachesInUse = new Set<string>();
let seeded = false;

/**
 * The other folders start as copies of the first, which build:test warmed: a cold build beside a
 * warm one took longer than building one after the other (43 s against 30 s for cv-examples' five).
 * Copied only while no build of this process writes the first.
 */
function seedCaches() {
  if (seeded || !existsSync(CACHE)) return;
  seeded = true;
  for (const copy of CACHES.slice(1)) {
    for (const name of readdirSync(CACHE)) {
      if (!existsSync(join(copy, name))) cpSync(join(CACHE, name), join(copy, name), { recursive: true });
    }
  }
}

async function buildApp(app: AppName, contentDir: string, distRoot: string, env: NodeJS.ProcessEnv): Promise<string> {
  if (running === 0) seedCaches();
  await slot();
  const cache = CACHES.find((dir) => !cachesInUse.has(`${app} ${dir}`)) as string;
  cachesInUse.add(`${app} ${cache}`);
  try {
    const result = await run(WEBPACK, ['--mode', 'production'], {
      cwd: join(ROOT, APP_DIRS[app]),
      env: { ...process.env, CONTENT_DIR: contentDir, DIST_ROOT: distRoot, WEBPACK_CACHE_DIR: cache, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return result.stdout + result.stderr;
  } catch (error) {
    const { stdout = '', stderr = '', message } = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`The ${app} build from ${contentDir} failed:\n${stdout}${stderr || message}`);
  } finally {
    cachesInUse.delete(`${app} ${cache}`);
    freeSlot();
  }
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
 * and so may several calls at once: together they never run more than MAX_BUILDS webpacks.
 */
export async function buildFromContent(contentDir: string, apps: AppName[], env: NodeJS.ProcessEnv = {}): Promise<OtherBuild> {
  const distRoot = mkdtempSync(join(tmpdir(), 'portfolio-build-'));
  // Settled, not raced: a failed app's error is thrown once no webpack of this call still writes to distRoot.
  const results = await Promise.allSettled(apps.map((app) => buildApp(app, contentDir, distRoot, env)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return { distRoot, output: results.map((result) => (result as PromiseFulfilledResult<string>).value).join('') };
}
