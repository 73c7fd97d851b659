/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError, parseSiteContent } from './loadSiteContent';
import { UI_LANGUAGES } from '../i18n/languages';
import { loadTranslations } from './translations';

const SAMPLE = join(__dirname, '..', '..', '..', 'content', 'site.json');
const site = parseSiteContent(JSON.parse(readFileSync(SAMPLE, 'utf8')));

/** A content folder holding `files` (path → text; a path ending in / is a folder). */
function contentWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-translations-'));
  for (const [path, text] of Object.entries(files)) {
    const full = join(dir, path);
    mkdirSync(path.endsWith('/') ? full : join(full, '..'), { recursive: true });
    if (!path.endsWith('/')) writeFileSync(full, text);
  }
  return dir;
}

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected a ContentError');
}

it('finds no translations in a folder without translations/', () => {
  expect(loadTranslations(contentWith({ 'site.json': '{}' }), site)).toEqual([]);
});

it('reads each language folder: its own CV if it has one, the prose it translates', () => {
  const dir = contentWith({
    'translations/de/site.json': JSON.stringify({ owner: { jobTitle: 'Frontend-Entwicklerin' } }),
    'translations/de/cv/main.tex': '\\documentclass{altacv}',
    'translations/pt-br/': '',
    'translations/README.txt': 'notes beside the folders are not languages',
  });
  expect(loadTranslations(dir, site, dir)).toEqual([
    { tag: 'de', folder: join(dir, 'translations/de'), owner: { jobTitle: 'Frontend-Entwicklerin' }, cvFolder: join(dir, 'translations/de/cv') },
    { tag: 'pt-BR', folder: join(dir, 'translations/pt-br'), owner: {}, cvFolder: null },
  ]);
});

it('names a folder whose name is not a language the site offers', () => {
  const dir = contentWith({ 'translations/klingon/site.json': '{}' });
  expect(messageOf(() => loadTranslations(dir, site, dir))).toBe(
    'translations/klingon: "klingon" is not a language the site\'s own text is written in. Name each translation folder by a BCP 47 tag of one of ' + UI_LANGUAGES.join(', ') + ' (with any region, e.g. "de-CH").',
  );
});

it('names a folder for the main language', () => {
  const dir = contentWith({ 'translations/EN/': '' });
  expect(messageOf(() => loadTranslations(dir, site, dir))).toContain('translations/EN: "en" is the site\'s main language');
});

it('names the file and the field a translation may not translate', () => {
  const dir = contentWith({ 'translations/fr/site.json': JSON.stringify({ owner: { name: 'Mira', intro: 'Bonjour' }, github: { user: 'x' } }) });
  const message = messageOf(() => loadTranslations(dir, site, dir));
  expect(message).toContain('translations/fr/site.json is not valid:');
  expect(message).toContain('field "owner": "name" may not be translated: a translation gives only jobTitle, intro, pictureAlt');
  expect(message).toContain('field "(the whole file)": "github" may not be translated');
});

it('names a translation site.json that is not JSON', () => {
  const dir = contentWith({ 'translations/ja/site.json': '{ owner: ' });
  expect(messageOf(() => loadTranslations(dir, site, dir))).toMatch(/^translations\/ja\/site\.json is not valid JSON: /);
});
