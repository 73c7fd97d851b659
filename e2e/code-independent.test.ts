/**
 * The engine's code does not depend on the owner's content: the content travels in the pages
 * (#portfolio-content, build/pageContent.js) and in data files (the CV remote's content.json and
 * CV texts), so an edit of the CV or of the
 * owner's text leaves every script and stylesheet byte for byte as it was, and a returning visitor
 * downloads only the changed page and data. Two builds compared: the usual test build of content/,
 * and a build of a copy with the CV and site.json edited.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppName } from '../build/preview/server';
import { buildFromContent, type OtherBuild } from './support/build';

const ROOT = join(__dirname, '..');
const APPS: Record<AppName, string> = {
  shell: 'shell',
  remote_cv: 'remote-cv',
  remote_projects: 'remote-projects',
  remote_music: 'remote-music',
  remote_writing: 'remote-writing',
};

/** Every code file of a built app, by path, with its hash: scripts, stylesheets and their maps, the remote entry and the federation manifest that lists them. */
function codeFiles(appDist: string): Record<string, string> {
  const code = /^(static\/(js|css)\/.*|remoteEntry\.js(\.(gz|br))?|mf-manifest\.json(\.(gz|br))?)$/;
  const files = (readdirSync(appDist, { recursive: true }) as string[]).map((file) => file.split('\\').join('/')).filter((file) => code.test(file));
  return Object.fromEntries(files.sort().map((file) => [file, createHash('sha256').update(readFileSync(join(appDist, file))).digest('hex')]));
}

let contentDir: string;
let edited: OtherBuild;

beforeAll(async () => {
  contentDir = join(mkdtempSync(join(tmpdir(), 'content-edited-')), 'content');
  cpSync(join(ROOT, 'content'), contentDir, { recursive: true });
  const cv = join(contentDir, 'cv', 'main.tex');
  writeFileSync(
    cv,
    readFileSync(cv, 'utf8')
      .replace('Mentor four engineers', 'Mentor five engineers')
      .replace('\\end{document}', '\\cvsection{Volunteering}\n\\cvevent{Code club mentor}{Riverside Library}{2021 -- now}{Leeds}\n\\end{document}'),
  );
  const site = JSON.parse(readFileSync(join(contentDir, 'site.json'), 'utf8'));
  site.owner.intro = 'A new intro, written after the first build.';
  site.owner.jobTitle = 'Staff Front-end Engineer';
  writeFileSync(join(contentDir, 'site.json'), JSON.stringify(site, null, 2));
  edited = await buildFromContent(contentDir, Object.keys(APPS) as AppName[]);
}, 240_000);

afterAll(() => {
  rmSync(join(contentDir, '..'), { recursive: true, force: true });
  if (edited) rmSync(edited.distRoot, { recursive: true, force: true });
});

it('an edit of the CV and of the owner’s text reaches the pages', () => {
  const shellPage = readFileSync(join(edited.distRoot, 'shell', 'index.html'), 'utf8');
  expect(shellPage).toContain('A new intro, written after the first build.');
  expect(shellPage).toContain('Staff Front-end Engineer');
  const cvFile = /"file":"(static\/media\/cv\.[0-9a-f]{8}\.tex)"/.exec(readFileSync(join(edited.distRoot, 'remote-cv', 'content.json'), 'utf8'))?.[1];
  expect(cvFile).toBeDefined();
  expect(readFileSync(join(edited.distRoot, 'remote-cv', cvFile!), 'utf8')).toContain('Mentor five engineers');
  expect(existsSync(join(ROOT, 'remote-cv', 'dist', cvFile!))).toBe(false);
});

it.each(Object.entries(APPS))('leaves every code file of %s byte for byte as it was', (_app, dir) => {
  const before = codeFiles(join(ROOT, dir, 'dist'));
  const after = codeFiles(join(edited.distRoot, dir));
  expect(Object.keys(before).length).toBeGreaterThan(3);
  expect(after).toEqual(before);
});
