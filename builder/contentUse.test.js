/**
 * @jest-environment node
 */
const fs = require('node:fs');
const path = require('node:path');
const { APPS, REMOTE_NAMES, ROOT } = require('./apps');
const { loadContent } = require('./content');
const { READS, contentUsedBy, usesSiteField } = require('./contentUse');

const site = loadContent();
const languages = [
  { tag: site.language, dir: '', owner: {}, cvFolder: null },
  { tag: 'de', dir: 'de/', owner: { intro: 'Hallo.' }, cvFolder: '/content/translations/de/cv' },
];
const cvPdf = { file: 'static/media/cv.1a2b3c4d.pdf', bytes: 84_210, source: Buffer.from('%PDF'), path: '/content/cv/cv.pdf' };
const content = { site, languages, cvPdf };

/** The apps whose build a change of `content` to `changed` builds again. */
function builtAgain(changed) {
  return Object.keys(APPS).filter((app) => JSON.stringify(contentUsedBy(app, changed)) !== JSON.stringify(contentUsedBy(app, content)));
}
const withOwner = (fields) => ({ ...content, site: { ...site, owner: { ...site.owner, ...fields } } });
const withSite = (fields) => ({ ...content, site: { ...site, ...fields } });

it('has a row for every app', () => {
  expect(Object.keys(READS).sort()).toEqual(Object.keys(APPS).sort());
});

it('gives the shell all the content, and a remote only what it reads', () => {
  expect(contentUsedBy('shell', content)).toEqual({ site, languages, cvPdf: { file: cvPdf.file, bytes: cvPdf.bytes } });
  expect(contentUsedBy('remote_projects', content)).toEqual({
    site: { language: site.language, owner: { name: site.owner.name, jobTitle: site.owner.jobTitle }, theme: site.theme, github: site.github },
    languages: [
      { tag: site.language, dir: '' },
      { tag: 'de', dir: 'de/' },
    ],
    cvPdf: null,
  });
  expect(contentUsedBy('remote_cv', content).languages[1]).toEqual({ tag: 'de', dir: 'de/', cvFolder: '/content/translations/de/cv' });
});

it('leaves out a field the owner has not set', () => {
  expect(contentUsedBy('remote_writing', withSite({ writing: undefined })).site).not.toHaveProperty('writing');
  const { writing: _none, ...withoutWriting } = site;
  expect(contentUsedBy('remote_writing', { ...content, site: withoutWriting }).site).not.toHaveProperty('writing');
});

it.each([
  ["the owner's intro", withOwner({ intro: 'A new intro.' }), ['shell']],
  ['the social links', withSite({ social: { ...site.social, code: { ...site.social.code, url: 'https://example.org/' } } }), ['shell']],
  ["a translation's prose", { ...content, languages: [languages[0], { ...languages[1], owner: { intro: 'Servus.' } }] }, ['shell']],
  ["the owner's name", withOwner({ name: 'Ada Lovelace' }), Object.keys(APPS)],
  ['the job title', withOwner({ jobTitle: 'Engineer' }), Object.keys(APPS)],
  ['the theme', withSite({ theme: { ...site.theme, mode: 'light' } }), Object.keys(APPS)],
  ['the language', withSite({ language: 'fr' }), Object.keys(APPS)],
  ['a new translation', { ...content, languages: [...languages, { tag: 'fr', dir: 'fr/', owner: {}, cvFolder: null }] }, Object.keys(APPS)],
  ['the CV PDF', { ...content, cvPdf: { ...cvPdf, file: 'static/media/cv.99999999.pdf' } }, ['shell', 'remote_cv']],
  ['the CV section titles', withSite({ cv: { ...site.cv, sectionTitles: { experience: ['Work'] } } }), ['shell', 'remote_cv']],
  ['the GitHub user', withSite({ github: { ...site.github, user: 'someone' } }), ['shell', 'remote_projects']],
  ['the playlist', withSite({ music: { playlist: ['a.mp3'] } }), ['shell', 'remote_music']],
  ['the feed', withSite({ writing: { feed: 'https://blog.example.org/feed.xml', limit: 5 } }), ['shell', 'remote_writing']],
])('a change of %s builds %j again', (_change, changed, apps) => {
  expect(builtAgain(changed)).toEqual(apps);
});

// The source of a remote's bundle reads site.json (siteContent(), from its page's content) only
// where its row names: a read of another field would be undefined in every build.
const READ = '(?<![\\w$.])NAME(?![\\w$])((?:\\??\\.[A-Za-z_$][\\w$]*)*)';
const KEPT = /\b(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*siteContent\(\)\s*;/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/.*$/gm;
const STRINGS = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { recursive: true })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** The site.json fields a source file reads through siteContent(), directly or from a local that keeps it ('*' for all of it passed on). */
function siteReadsOf(source) {
  const stripped = source.replace(COMMENTS, '').replace(STRINGS, "''").replace(/^\s*(?:import|export)\b[^;]*;/gm, '');
  const kept = [...stripped.matchAll(KEPT)].map(([, name]) => name);
  const code = stripped.replace(KEPT, '');
  return ['siteContent\\(\\)', ...kept].flatMap((name) =>
    [...code.matchAll(new RegExp(READ.replace('NAME', name), 'g'))].map(([, fields]) => fields.replace(/\?/g, '').slice(1) || '*'),
  );
}

it('finds the reads it looks for', () => {
  expect(siteReadsOf("import { siteContent, t } from '@portfolio/shared';\n// siteContent().owner.intro\nconst a = siteContent().owner.name + siteContent()?.theme.mode;\nf(siteContent());")).toEqual(['owner.name', 'theme.mode', '*']);
  expect(siteReadsOf("const site = siteContent();\nconst a = site.music.playlist;\nconst other = site;")).toEqual(['music.playlist', '*']);
  expect(siteReadsOf("import { t } from '@portfolio/shared';\nconst a = site.owner.name;")).toEqual([]);
});

it.each(REMOTE_NAMES)('%s reads in its bundle only the site.json fields its row names', (app) => {
  const files = [...sourceFiles(path.join(ROOT, APPS[app].dir, 'src')), ...sourceFiles(path.join(ROOT, 'shared', 'src'))];
  const unnamed = files.flatMap((file) =>
    siteReadsOf(fs.readFileSync(file, 'utf8'))
      .filter((field) => !usesSiteField(app, field))
      .map((field) => `${path.relative(ROOT, file)}: site.${field}`),
  );
  expect(unnamed).toEqual([]);
});
