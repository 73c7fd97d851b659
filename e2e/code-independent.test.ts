/**
 * The engine's code does not depend on the owner's content: the content travels in the pages
 * (#portfolio-content, builder/pageContent.js, which names the home picture's files; the theme's
 * <style>, builder/themeStyle.js) and in data files (each remote's content.json, which names its CV
 * texts and background videos; the owner's stylesheet). So an edit of the CV, the owner's text, the
 * theme, styles.css, the analytics setting, the photo or the videos leaves every script and
 * stylesheet byte for byte as it was, and a returning visitor downloads only the changed page and
 * data. Two builds compared: the usual test build of content/, and a build of an edited copy.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { AppName } from '../builder/preview/server';
import { buildFromContent, type OtherBuild } from './support/build';

const ROOT = join(__dirname, '..');
const APPS: Record<AppName, string> = {
  shell: 'shell',
  remote_cv: 'remote-cv',
  remote_projects: 'remote-projects',
  remote_music: 'remote-music',
  remote_writing: 'remote-writing',
};

/**
 * Every code file of a built app, by path, with its hash: scripts, stylesheets and their maps, the
 * remote entry and the federation manifest that lists them, the service worker (its data, sw-data.js,
 * is content).
 */
function codeFiles(appDist: string): Record<string, string> {
  const code = /^(static\/(js|css)\/.*|remoteEntry\.js(\.(gz|br))?|mf-manifest\.json(\.(gz|br))?|sw\.js(\.(gz|br|map))?)$/;
  // The owner's stylesheet is content (builder/ownerStyles.js), which the pages link.
  const owners = /^static\/css\/owner\./;
  const files = (readdirSync(appDist, { recursive: true }) as string[]).map((file) => file.split('\\').join('/')).filter((file) => code.test(file) && !owners.test(file));
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
  site.theme = { mode: 'light', accent: '#b3261e' };
  site.analytics = { provider: 'plausible', domain: 'mira.example.dev' };
  writeFileSync(join(contentDir, 'site.json'), JSON.stringify(site, null, 2));
  writeFileSync(join(contentDir, 'styles.css'), 'h1 {\n  letter-spacing: 0.05em;\n}\n');
  // One page's video taken away, another's poster replaced.
  for (const file of ['skills.webm', 'skills.mp4', 'skills.jpg']) rmSync(join(contentDir, 'media', 'backgrounds', file));
  const poster = join(contentDir, 'media', 'backgrounds', 'projects.jpg');
  writeFileSync(poster, await sharp(poster).flop().jpeg().toBuffer());
  // Another photo: the sample's, mirrored.
  const photo = join(contentDir, 'media', 'profile.jpg');
  writeFileSync(photo, await sharp(join(ROOT, 'content', 'media', 'profile.jpg')).flop().jpeg().toBuffer());
  edited = await buildFromContent(contentDir, Object.keys(APPS) as AppName[]);
}, 240_000);

afterAll(() => {
  rmSync(join(contentDir, '..'), { recursive: true, force: true });
  if (edited) rmSync(edited.distRoot, { recursive: true, force: true });
});

it('an edit of the CV, the owner’s text, the theme, styles.css, analytics, the photo and the videos reaches the pages', () => {
  const shellPage = readFileSync(join(edited.distRoot, 'shell', 'index.html'), 'utf8');
  expect(shellPage).toContain('A new intro, written after the first build.');
  expect(shellPage).toContain('Staff Front-end Engineer');
  expect(/<style>[^<]*--color-primary:#b3261e;/.test(shellPage)).toBe(true);
  expect(shellPage).toContain('"analytics":{"provider":"plausible"');
  const ownerSheet = /href="(static\/css\/owner\.[0-9a-f]{8}\.css)"/.exec(shellPage)?.[1];
  expect(readFileSync(join(edited.distRoot, 'shell', ownerSheet!), 'utf8')).toContain('letter-spacing: 0.05em');
  const pictures = (page: string) => [...page.matchAll(/static\/media\/profile-480\.[0-9a-f]{8}\.avif/g)].map(([file]) => file);
  const usual = pictures(readFileSync(join(ROOT, 'shell', 'dist', 'index.html'), 'utf8'));
  expect(pictures(shellPage)).toHaveLength(usual.length);
  expect(pictures(shellPage)[0]).not.toBe(usual[0]);
  expect(existsSync(join(edited.distRoot, 'shell', pictures(shellPage)[0]!))).toBe(true);
  const backgrounds = (dist: string) => JSON.parse(readFileSync(join(dist, 'content.json'), 'utf8')).backgrounds;
  expect(backgrounds(join(edited.distRoot, 'remote-cv')).skills).toBeNull();
  expect(backgrounds(join(ROOT, 'remote-cv', 'dist')).skills).not.toBeNull();
  const posters = [backgrounds(join(edited.distRoot, 'remote-projects')).projects.poster, backgrounds(join(ROOT, 'remote-projects', 'dist')).projects.poster];
  expect(posters[0]).not.toBe(posters[1]);
  expect(existsSync(join(edited.distRoot, 'remote-projects', posters[0]))).toBe(true);
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
