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
};

export interface OtherBuild {
  /** Pass to startPreview({ distRoot }) to serve these builds. */
  distRoot: string;
  /** Everything the builds printed (the CV report, warnings), for assertions. */
  output: string;
}

/**
 * Production builds of some apps from another content folder (CONTENT_DIR), written to a temporary
 * DIST_ROOT so the usual <app>/dist that the other browser tests use is never touched. Apps not
 * built here are not served from it: build every app the test opens.
 */
export async function buildFromContent(contentDir: string, apps: AppName[], env: NodeJS.ProcessEnv = {}): Promise<OtherBuild> {
  const distRoot = mkdtempSync(join(tmpdir(), 'portfolio-build-'));
  let output = '';
  for (const app of apps) {
    try {
      const result = await run(WEBPACK, ['--mode', 'production'], {
        cwd: join(ROOT, APP_DIRS[app]),
        env: { ...process.env, CONTENT_DIR: contentDir, DIST_ROOT: distRoot, WEBPACK_CACHE_DIR: CACHE, ...env },
        maxBuffer: 64 * 1024 * 1024,
      });
      output += result.stdout + result.stderr;
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`The ${app} build from ${contentDir} failed:\n${stdout}${stderr}`);
    }
  }
  return { distRoot, output };
}
