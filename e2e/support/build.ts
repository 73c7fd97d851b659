import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { assembleSite } from '../../build/hosting/assembleSite';
import type { AppName } from '../../build/preview/server';
import { startPlainStaticServer, type Host } from './hosts';

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

// webpack stores its filesystem cache with no lock, so two builds never share a cache folder at
// once. Builds of one app alternate between two folders: the one build:test warmed, and a copy of
// it made on first need, so two builds of one app (cv-examples.test.ts has five) run side by side
// on warm caches (measured: 19-21 s for those five, against 30-36 s taking turns on one).
const CACHE_FOLDERS = [CACHE, `${CACHE}-copy`];
const folderTurns = new Map<string, Promise<unknown>>();
const nextFolder = new Map<AppName, number>();

function cacheFolderFor(app: AppName): string {
  const index = nextFolder.get(app) ?? 0;
  nextFolder.set(app, (index + 1) % CACHE_FOLDERS.length);
  return CACHE_FOLDERS[index] as string;
}

/**
 * The copy starts from the warm cache, once per machine; builds keep it warm after that. Made before
 * a call starts its builds: the first call of a test file finds no build of its own writing a cache.
 */
function ensureCacheCopy(): void {
  const [warm, copy] = CACHE_FOLDERS as [string, string];
  if (!existsSync(copy) && existsSync(warm)) cpSync(warm, copy, { recursive: true });
}

async function buildApp(app: AppName, contentDir: string, distRoot: string, env: NodeJS.ProcessEnv): Promise<string> {
  const folder = cacheFolderFor(app);
  // Turns per app and folder: each app's cache in a folder has a name of its own.
  const key = `${folder}\0${app}`;
  const before = folderTurns.get(key) ?? Promise.resolve();
  const turn = before.then(async () => {
    await slot();
    try {
      const result = await run(WEBPACK, ['--mode', 'production'], {
        cwd: join(ROOT, APP_DIRS[app]),
        env: { ...process.env, CONTENT_DIR: contentDir, DIST_ROOT: distRoot, WEBPACK_CACHE_DIR: folder, ...env },
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
  folderTurns.set(key, turn.catch(() => undefined));
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
 * two on one cache folder.
 */
export async function buildFromContent(contentDir: string, apps: AppName[], env: NodeJS.ProcessEnv = {}): Promise<OtherBuild> {
  const distRoot = mkdtempSync(join(tmpdir(), 'portfolio-build-'));
  if (running === 0) ensureCacheCopy();
  // Settled, not raced: a failed app's error is thrown once no webpack of this call still writes to distRoot.
  const results = await Promise.allSettled(apps.map((app) => buildApp(app, contentDir, distRoot, env)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return { distRoot, output: results.map((result) => (result as PromiseFulfilledResult<string>).value).join('') };
}

/** Runs `run` with CONTENT_DIR set to `contentDir` (the build's content readers look there), then puts it back. */
export function withContentDir<T>(contentDir: string, run: () => T): T {
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = contentDir;
  try {
    return run();
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
}

/**
 * The one-origin site of another content folder, as `npm run build:site` assembles it and a
 * header-less static server (GitHub Pages) serves it: `apps` built from that content, every other
 * app from the usual test build (it holds nothing of the content that matters to the test).
 */
export async function siteFromContent(
  contentDir: string,
  apps: AppName[],
  { port, mountPath = '/' }: { port: number; mountPath?: string },
): Promise<{ build: OtherBuild; host: Host }> {
  const build = await buildFromContent(contentDir, apps);
  for (const [app, dir] of Object.entries(APP_DIRS)) {
    if (!apps.includes(app as AppName)) cpSync(join(ROOT, dir, 'dist'), join(build.distRoot, dir), { recursive: true });
  }
  const outDir = join(mkdtempSync(join(tmpdir(), 'portfolio-site-')), 'site');
  const siteDir = withContentDir(contentDir, () => assembleSite({ distRoot: build.distRoot, outDir, env: { GITHUB_API_URL: 'http://localhost:8090' } }));
  return { build, host: await startPlainStaticServer({ root: siteDir, mountPath, port }) };
}
