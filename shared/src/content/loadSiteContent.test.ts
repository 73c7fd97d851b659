/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError, loadSiteContent, parseSiteContent } from './loadSiteContent';
import { UI_LANGUAGES } from '../i18n/languages';
import { CONTENT_SCHEMA_VERSION } from './schemaVersion';

const SAMPLE = join(__dirname, '..', '..', '..', 'content', 'site.json');
const sample = () => JSON.parse(readFileSync(SAMPLE, 'utf8'));

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected a ContentError');
}

describe('analytics', () => {
  const withAnalytics = (analytics: unknown) => parseSiteContent({ ...sample(), analytics });

  it('takes each provider with its own settings, the hosted service unless a host is given, honouring opt-outs by default', () => {
    expect(withAnalytics({ provider: 'plausible', domain: 'mira.dev' }).analytics).toEqual({ provider: 'plausible', domain: 'mira.dev', host: 'https://plausible.io', honourOptOut: true });
    expect(withAnalytics({ provider: 'umami', websiteId: '8A1C2E0B-1D2E-4F3A-9B8C-7D6E5F4A3B2C', host: 'https://stats.mira.dev/' }).analytics).toMatchObject({ host: 'https://stats.mira.dev' });
    expect(withAnalytics({ provider: 'goatcounter', code: 'mira' }).analytics).toEqual({ provider: 'goatcounter', host: 'https://mira.goatcounter.com', honourOptOut: true });
    expect(withAnalytics({ provider: 'matomo', host: 'https://m.mira.dev/matomo', siteId: 2, honourOptOut: false }).analytics).toMatchObject({ siteId: 2, honourOptOut: false });
    expect(parseSiteContent(sample()).analytics).toBeUndefined();
  });

  it.each([
    [{ provider: 'google' }, 'field "analytics.provider": must name a "provider": "plausible", "umami", "goatcounter" or "matomo"'],
    [{ provider: 'plausible' }, 'field "analytics.domain"'],
    [{ provider: 'umami', websiteId: '123' }, 'field "analytics.websiteId": must be the website ID Umami shows (a UUID)'],
    [{ provider: 'goatcounter', code: 'mira', host: 'https://gc.mira.dev' }, 'give either "code" (goatcounter.com) or "host" (your own GoatCounter), not both'],
    [{ provider: 'matomo', host: 'matomo.mira.dev', siteId: 1 }, 'field "analytics.host": must be an absolute http:// or https:// URL'],
    [{ provider: 'plausible', domain: 'mira.dev', script: 'https://plausible.io/js/script.js' }, 'field "analytics"'],
  ])('names what is wrong: %j', (analytics, message) => {
    expect(messageOf(() => withAnalytics(analytics))).toContain(message);
  });
});

describe('content/site.json validation', () => {
  it('accepts the sample content and fills the documented defaults', () => {
    const site = loadSiteContent(SAMPLE);
    expect(site.owner.jobTitle).toBe('Front-end Engineer');
    expect(site.github.api).toBe('https://api.github.com');
    expect(site.github.excludeFromDeployment).toEqual(['latex-cv-website']);
    expect(site.cv).toEqual({ sectionTitles: {}, sectionPages: {} });
  });

  it('is in English unless the owner names a language, kept in canonical case', () => {
    expect(loadSiteContent(SAMPLE).language).toBe('en');
    expect(parseSiteContent({ ...sample(), language: 'de-ch' }).language).toBe('de-CH');
  });

  it('names the language field and the languages offered when the tag is not one of them', () => {
    const message = messageOf(() => parseSiteContent({ ...sample(), language: 'tlh' }));
    expect(message).toContain('field "language": "tlh" is not a language');
    expect(message).toContain(UI_LANGUAGES.join(', '));
    expect(messageOf(() => parseSiteContent({ ...sample(), language: 'en US' }))).toContain('field "language": must be a BCP 47 language tag');
  });

  it('accepts the CV options: the main file, extra titles per kind, any title sent to a page', () => {
    const json = sample();
    json.cv = { main: 'cv/resume_fr.tex', sectionTitles: { projects: ['Bricolages'] }, sectionPages: { 'Side Quests': 'skills' } };
    expect(parseSiteContent(json).cv).toEqual(json.cv);
  });

  it('names a CV option that is wrong', () => {
    const json = sample();
    json.cv = { main: '../outside.tex' };
    expect(messageOf(() => parseSiteContent(json))).toContain('field "cv.main"');
    json.cv = { sectionTitles: { hobbies: ['Hobbies'] } };
    expect(messageOf(() => parseSiteContent(json))).toContain('cv.sectionTitles');
    json.cv = { sectionPages: { 'Side Quests': 'music' } };
    expect(messageOf(() => parseSiteContent(json))).toContain('cv.sectionPages');
  });

  it('names the file and the missing field', () => {
    const json = sample();
    delete json.owner.name;
    expect(messageOf(() => parseSiteContent(json))).toMatch(/content\/site\.json is not valid:[\s\S]*field "owner\.name"/);
  });

  it('takes optional separate-origin remote addresses and names a bad one', () => {
    const json = sample();
    json.deploy = { remotes: { cv: 'https://cv.example.dev/' } };
    expect(parseSiteContent(json).deploy.remotes).toEqual({ cv: 'https://cv.example.dev/' });
    expect(parseSiteContent(sample()).deploy.remotes).toEqual({});
    json.deploy.remotes.music = 'music.example.dev';
    expect(messageOf(() => parseSiteContent(json))).toContain('field "deploy.remotes.music"');
  });

  it('names a field of the wrong type', () => {
    const json = sample();
    json.github.excludeFromDeployment = 'latex-cv-website';
    expect(messageOf(() => parseSiteContent(json))).toContain('field "github.excludeFromDeployment"');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.org', 'not a url'])(
    'rejects the unsafe or unusable social URL %s',
    (url) => {
      const json = sample();
      json.social.code.url = url;
      expect(messageOf(() => parseSiteContent(json))).toContain('field "social.code.url": must be an absolute http:// or https:// URL');
    },
  );

  it('defaults the theme to auto mode with the blue accent, and takes the owner\'s choice', () => {
    expect(parseSiteContent(sample()).theme).toEqual({ mode: 'auto', accent: '#1858c4' });
    const json = sample();
    json.theme = { mode: 'light', accent: '#7C3AED' };
    expect(parseSiteContent(json).theme).toEqual({ mode: 'light', accent: '#7c3aed' });
  });

  it.each([
    [{ mode: 'sepia' }, 'field "theme.mode": must be "auto", "dark" or "light"'],
    [{ accent: 'purple' }, 'field "theme.accent": must be a hex colour such as "#1858c4"'],
  ])('names a bad theme field (%j)', (theme, message) => {
    const json = sample();
    json.theme = theme;
    expect(messageOf(() => parseSiteContent(json))).toContain(message);
  });

  it('fails on an unreadable accent, naming the field and the pair', () => {
    const json = sample();
    json.theme = { accent: '#ffd400' };
    const message = messageOf(() => parseSiteContent(json));
    expect(message).toContain("content/site.json: the theme's colours are not readable (WCAG AA):");
    expect(message).toContain('  - theme.accent: white text on #ffd400 is 1.4:1 (needs 4.5:1)');
  });

  it('checks the public url and the CV PDF path', () => {
    const json = sample();
    json.url = 'ftp://example.org';
    json.cv = { pdf: '../secret.pdf' };
    const message = messageOf(() => parseSiteContent(json));
    expect(message).toContain('field "url": must be an absolute http:// or https:// URL');
    expect(message).toContain('field "cv.pdf": must be a path inside the content folder');
  });

  it('rejects unknown fields, so a typo does not silently do nothing', () => {
    const json = sample();
    json.owner.jobTitel = 'Engineer';
    expect(messageOf(() => parseSiteContent(json))).toContain('jobTitel');
  });

  it('explains a file that is not JSON, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    const file = join(dir, 'site.json');
    writeFileSync(file, '{ "owner": ');
    expect(messageOf(() => loadSiteContent(file, dir))).toMatch(/^site\.json is not valid JSON/);
  });

  it('reads content that records this schema, or none (sites made before the field)', () => {
    expect(parseSiteContent({ ...sample(), schemaVersion: CONTENT_SCHEMA_VERSION }).schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    const { schemaVersion: _recorded, ...unversioned } = sample();
    expect(parseSiteContent(unversioned).owner.name).toBe('Mira Kestrel');
  });

  it('names the release that newer content needs, at the schemaVersion line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    const file = join(dir, 'site.json');
    writeFileSync(file, JSON.stringify({ ...sample(), schemaVersion: '9.2', owner: { name: 'A new field layout' } }, null, 2));
    let error: ContentError | undefined;
    try {
      loadSiteContent(file, dir);
    } catch (thrown) {
      error = thrown as ContentError;
    }
    expect(error?.message).toBe(
      'site.json is written for content schema 9.2 ("schemaVersion"), which came with @folio-federation/core 9.2.0; this one reads ' +
        `${CONTENT_SCHEMA_VERSION}. Update it: npm install @folio-federation/core@^9.2.0`,
    );
    expect(error?.location).toEqual({ file, line: 2 });
  });

  it('names a schemaVersion that is not one', () => {
    expect(messageOf(() => parseSiteContent({ ...sample(), schemaVersion: 1 }))).toContain('field "schemaVersion": must be a content schema version such as "1.0"');
  });

  it('explains a missing file', () => {
    expect(messageOf(() => loadSiteContent('/nowhere/site.json', '/'))).toMatch(/nowhere\/site\.json cannot be read/);
  });
});
