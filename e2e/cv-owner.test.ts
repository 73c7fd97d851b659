import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFromContent, type OtherBuild } from './support/build';
import { useFreshPage, useSite } from './support/session';
import { homeHeading, openSection } from './support/site';

/**
 * An owner drops their real CV folder into content/cv as they keep it: a French CV whose main file
 * has their own name, split with \input into sections/, with a sidebar file named in
 * \cvsection[barre_laterale]{…}, in paracol columns. The build must take it as it is and every
 * section must show on the four pages under its own title.
 */
const content = mkdtempSync(join(tmpdir(), 'owner-cv-'));
let build: OtherBuild;

beforeAll(async () => {
  cpSync(join(__dirname, '..', 'content'), content, { recursive: true });
  rmSync(join(content, 'cv'), { recursive: true });
  cpSync(join(__dirname, 'fixtures', 'cvs', 'fr-multifile'), join(content, 'cv'), { recursive: true });
  // The shell too: its menu shows Publications for this CV.
  build = await buildFromContent(content, ['shell', 'remote_cv']);
}, 120000);

afterAll(() => rmSync(content, { recursive: true, force: true }));

it('the build reports where each section of the CV went', () => {
  expect(build.output).toMatch(/CV: .*cv_camille_ardent\.tex and 4 more files, 13 sections/);
  expect(build.output).toMatch(/Expérience professionnelle +.*cv[/\\]cv_camille_ardent\.tex:16 +→ Experience +2 entries, 5 tags/);
  expect(build.output).toMatch(/Langues +.*cv[/\\]barre_laterale\.tex:3 +→ Skills +3 tags/);
  expect(build.output).toMatch(/Certifications +.*cv[/\\]sections[/\\]formation\.tex:6 +→ Qualifications +1 entry/);
});

describe('the visitor', () => {
  const session = useSite({ preview: () => ({ distRoot: build.distRoot }) });
  const current = useFreshPage(session);

  it('reads every section of the French CV on the four pages', async () => {
    const { page, problems } = current;
    await page.goto(session.preview.url('shell'));
    await homeHeading(page).waitFor();

    await openSection(page, 'Experience');
    await page.getByRole('heading', { level: 3, name: 'Développeuse front-end senior' }).waitFor();
    await expect(page.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual([
      'Expérience professionnelle',
      'Projets',
      'Bénévolat',
      'Ma philosophie',
      'Références',
    ]);
    await expect(page.getByText('Valbrume - Brumeval Logiciels').count()).resolves.toBe(1);
    await expect(page.getByRole('list', { name: 'Tech stack' }).first().getByRole('listitem').allTextContents()).resolves.toEqual(['React', 'TypeScript', 'Vite']);
    await expect(page.getByRole('blockquote').textContent()).resolves.toContain('Un site rapide est un site poli.');
    await page.getByRole('button', { name: 'Back' }).click();

    await openSection(page, 'Qualifications');
    await page.getByRole('heading', { level: 3, name: 'Master Informatique' }).waitFor();
    await expect(page.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual([
      'Formation',
      'Certifications',
      'Prix et distinctions',
      'Réussites',
    ]);
    await expect(page.getByRole('heading', { level: 3, name: 'Portail deux fois plus rapide' }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Back' }).click();

    // Its hand-written publications have a page of their own, on the menu after Qualifications.
    await openSection(page, 'Publications');
    await page.getByRole('heading', { level: 3, name: 'Mesurer la vitesse perçue' }).waitFor();
    await expect(page.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(['Publications']);
    await page.getByRole('button', { name: 'Back' }).click();

    await openSection(page, 'Skills');
    const languages = page.getByRole('region', { name: 'Langues' });
    await languages.waitFor();
    await expect(page.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(['Compétences', 'Langues', 'Centres d’intérêt']);
    await expect(languages.getByRole('listitem').allTextContents()).resolves.toEqual(['Français 5 of 5', 'Anglais 4 of 5', 'Espagnol 2.5 of 5']);
    await expect(page.getByRole('region', { name: 'Compétences' }).getByRole('listitem').allTextContents()).resolves.toEqual([
      'JavaScript',
      'TypeScript',
      'React',
      'Accessibilité',
    ]);
    expect(problems.pageErrors).toEqual([]);
  });
});
