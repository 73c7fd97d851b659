import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { buildFromContent, type OtherBuild } from './support/build';
import { useFreshPage, useSite } from './support/session';
import { homeHeading, openSection } from './support/site';

/**
 * The example CVs in examples/cv, one per form, each built into the CV remote from its content
 * folder (CONTENT_DIR) and read by a visitor: every dated entry is one card
 * with its title first, organisation, place, date and bullets; skills show as named chip rows or
 * labelled lines. The build reports the form it read.
 */
const ROOT = join(__dirname, '..');
const FORMS = ['altacv', 'awesome-cv', 'moderncv', 'jakes', 'json-resume'] as const;
type Form = (typeof FORMS)[number];

const builds = {} as Record<Form, OtherBuild>;

beforeAll(async () => {
  // Each example is a whole content folder, built as it is (it has no videos or music).
  await Promise.all(
    FORMS.map(async (form) => {
      builds[form] = await buildFromContent(join(ROOT, 'examples', 'cv', form), ['remote_cv']);
    }),
  );
}, 240000);

/** The card of the entry titled `title` on the open page. */
function card(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

async function openFrom(page: Page, url: string, section: string) {
  await page.goto(url);
  await homeHeading(page).waitFor();
  await openSection(page, section);
}

it('the build names the form it read each example in', () => {
  expect(builds.altacv.output).toMatch(/CV: .*main\.tex and 1 more file, 7 sections, read as AltaCV/);
  expect(builds['awesome-cv'].output).toMatch(/CV: .*resume\.tex and 5 more files, 5 sections, read as Awesome-CV\n {2}your macros expanded: \\firma/);
  expect(builds.moderncv.output).toMatch(/CV: .*cv\.tex, 5 sections, read as moderncv\n {2}your macros expanded: \\techno/);
  expect(builds.jakes.output).toMatch(/CV: .*resume\.tex, 4 sections, read as Jake's résumé/);
  expect(builds['json-resume'].output).toMatch(/CV: .*resume\.json, 8 sections, read as JSON Resume/);
});

describe('Awesome-CV (German, several files)', () => {
  const session = useSite({ preview: () => ({ distRoot: builds['awesome-cv'].distRoot }) });
  const current = useFreshPage(session);

  it('shows each \\cventry as a card with its bullets, and each \\cvskill as a named chip row', async () => {
    const { page, problems } = current;
    await openFrom(page, session.preview.url('shell'), 'Experience');
    const job = card(page, 'Senior Backend-Entwicklerin');
    await job.waitFor();
    await expect(job.textContent()).resolves.toContain('Nordhafen, Deutschland - Bernwald Zahlungsdienste GmbH');
    await expect(job.textContent()).resolves.toContain('Apr. 2021 - heute');
    await expect(job.getByRole('listitem').count()).resolves.toBe(4);
    await expect(page.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(['Berufserfahrung', 'Zusammenfassung']);
    await page.getByRole('button', { name: 'Back' }).click();

    await openSection(page, 'Skills');
    const skills = page.getByRole('region', { name: 'Kenntnisse' });
    await skills.waitFor();
    // Two rows are named "Sprachen": programming languages first, then (under "Fremdsprachen") spoken ones.
    const rows = skills.getByRole('list', { name: 'Sprachen' });
    await expect(rows.first().getByRole('listitem').allTextContents()).resolves.toEqual(['Go', 'Kotlin', 'Java', 'SQL', 'Bash']);
    await expect(rows.last().getByRole('listitem').allTextContents()).resolves.toEqual(['Deutsch (Muttersprache)', 'Englisch (C1)', 'Schwedisch (B1)']);
    expect(problems.pageErrors).toEqual([]);
  });
});

describe('moderncv (French, dates first)', () => {
  const session = useSite({ preview: () => ({ distRoot: builds.moderncv.distRoot }) });
  const current = useFreshPage(session);

  it('shows each \\cventry with its title first and its date beside it, and \\cvitem lines as label and text', async () => {
    const { page, problems } = current;
    await openFrom(page, session.preview.url('shell'), 'Experience');
    const job = card(page, 'Ingénieure logiciel embarqué senior');
    await job.waitFor();
    await expect(job.textContent()).resolves.toContain('Valmorel-sur-Saône - Capteurs Ondine SAS');
    await expect(job.textContent()).resolves.toContain('2021–aujourd’hui');
    // Its description's opening sentence, then its three \item.
    await expect(job.getByRole('listitem').count()).resolves.toBe(4);
    await page.getByRole('button', { name: 'Back' }).click();

    await openSection(page, 'Qualifications');
    await expect(card(page, 'Diplôme d’ingénieur, systèmes embarqués').textContent()).resolves.toContain('2014–2017');
    await page.getByRole('button', { name: 'Back' }).click();

    await openSection(page, 'Skills');
    const computing = page.getByRole('region', { name: 'Compétences informatiques' });
    await computing.waitFor();
    await expect(computing.getByRole('term').first().textContent()).resolves.toBe('Langages');
    await expect(computing.getByRole('definition').first().textContent()).resolves.toBe('C, Rust, Python, C++');
    expect(problems.pageErrors).toEqual([]);
  });
});

describe("Jake's résumé (English, article class)", () => {
  const session = useSite({ preview: () => ({ distRoot: builds.jakes.distRoot }) });
  const current = useFreshPage(session);

  it('shows jobs and projects as cards (a project’s stack as chips) and the skills lines as named chip rows', async () => {
    const { page, problems } = current;
    await openFrom(page, session.preview.url('shell'), 'Experience');
    const job = card(page, 'Data Engineer II');
    await job.waitFor();
    await expect(job.textContent()).resolves.toContain('Portwell, WA - Tidewater Analytics');
    await expect(job.textContent()).resolves.toContain('Sep. 2021 – Present');
    const project = card(page, 'Driftwatch');
    await expect(project.getByRole('list', { name: 'Tech stack' }).getByRole('listitem').allTextContents()).resolves.toEqual(['Python', 'DuckDB', 'Streamlit']);
    await page.getByRole('button', { name: 'Back' }).click();

    await openSection(page, 'Skills');
    const languages = page.getByRole('list', { name: 'Languages' });
    await languages.waitFor();
    await expect(languages.getByRole('listitem').allTextContents()).resolves.toEqual(['Python', 'SQL', 'Rust', 'Scala', 'Bash']);
    expect(problems.pageErrors).toEqual([]);
  });
});

describe('AltaCV (the sample, as an example)', () => {
  const session = useSite({ preview: () => ({ distRoot: builds.altacv.distRoot }) });
  const current = useFreshPage(session);

  it('shows the same cards as the sample site', async () => {
    const { page, problems } = current;
    await openFrom(page, session.preview.url('shell'), 'Experience');
    await card(page, 'Senior Front-end Engineer').waitFor();
    await expect(card(page, 'Senior Front-end Engineer').textContent()).resolves.toContain('Jan 2022 – Present');
    expect(problems.pageErrors).toEqual([]);
  });
});

describe('JSON Resume (Spanish, resume.json in place of LaTeX)', () => {
  const session = useSite({ preview: () => ({ distRoot: builds['json-resume'].distRoot }) });
  const current = useFreshPage(session);

  it('shows each work entry as a card, and serves the owner’s resume.json beside the CV pages', async () => {
    const { page, problems } = current;
    await openFrom(page, session.preview.url('shell'), 'Experience');
    const job = card(page, 'Ingeniera sénior de plataforma móvil');
    await job.waitFor();
    await expect(job.textContent()).resolves.toContain('Valdecierzo, España - Cuenca Azul Finanzas');
    await page.getByRole('button', { name: 'Back' }).click();

    await openSection(page, 'Skills');
    const mobile = page.getByRole('list', { name: 'Desarrollo móvil (Experta)' });
    await mobile.waitFor();
    await expect(mobile.getByRole('listitem').allTextContents()).resolves.toEqual(['Kotlin', 'Jetpack Compose', 'Swift', 'SwiftUI']);

    const served = await page.request.get(new URL('resume.json', session.preview.url('remote_cv')).href);
    expect(served.ok()).toBe(true);
    expect((await served.json()).basics.name).toBe(JSON.parse(readFileSync(join(ROOT, 'examples/cv/json-resume/cv/resume.json'), 'utf8')).basics.name);
    expect(problems.pageErrors).toEqual([]);
  });
});
