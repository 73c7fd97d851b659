import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { assembleSite } from '../../builder/hosting/assembleSite';
import type { AppName } from '../../builder/preview/server';
import { startPlainStaticServer, type Host } from './hosts';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');

/**
 * The sample content/ copied to `to`. `ownWriting: false` leaves out the owner's posts and pages
 * (content/posts/, content/pages/): for a test of a site with other writing, or none.
 */
export function copySampleContent(to: string, { ownWriting = true }: { ownWriting?: boolean } = {}): void {
  const skipped = ownWriting ? [] : ['posts', 'pages'].map((folder) => join(ROOT, 'content', folder));
  cpSync(join(ROOT, 'content'), to, { recursive: true, filter: (source) => !skipped.some((folder) => source === folder || source.startsWith(folder + sep)) });
}
const SITE_BUILD = join(ROOT, 'builder', 'site', 'buildSite.js');
const APP_DIRS: Record<AppName, string> = {
  shell: 'shell',
  remote_cv: 'remote-cv',
  remote_projects: 'remote-projects',
  remote_music: 'remote-music',
  remote_writing: 'remote-writing',
};

/** The site build of one app (builder/site/buildSite.js) over the engine build:test made: content alone, no webpack. */
async function buildApp(app: AppName, contentDir: string, distRoot: string, env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const result = await run(process.execPath, [SITE_BUILD, app], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: contentDir, DIST_ROOT: distRoot, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return result.stdout + result.stderr;
  } catch (error) {
    const { stdout = '', stderr = '', message } = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`The ${app} build from ${contentDir} failed:\n${stdout}${stderr || message}`);
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
 * built here are not served from it: build every app the test opens. Site builds only: the engine
 * is the one build:test made, as an owner's build uses the engine its package ships.
 */
export async function buildFromContent(contentDir: string, apps: AppName[], env: NodeJS.ProcessEnv = {}): Promise<OtherBuild> {
  const distRoot = mkdtempSync(join(tmpdir(), 'portfolio-build-'));
  // Settled, not raced: a failed app's error is thrown once no build of this call still writes to distRoot.
  const results = await Promise.allSettled(apps.map((app) => buildApp(app, contentDir, distRoot, env)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return { distRoot, output: results.map((result) => (result as PromiseFulfilledResult<string>).value).join('') };
}

/** Runs `run` with CONTENT_DIR set to `contentDir` (the build's content readers look there) until it settles, then puts it back. */
export async function withContentDir<T>(contentDir: string, run: () => T | Promise<T>): Promise<T> {
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = contentDir;
  try {
    return await run();
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
  const siteDir = await withContentDir(contentDir, () => assembleSite({ distRoot: build.distRoot, outDir, env: { GITHUB_API_URL: 'http://localhost:8090' } }));
  return { build, host: await startPlainStaticServer({ root: siteDir, mountPath, port }) };
}
