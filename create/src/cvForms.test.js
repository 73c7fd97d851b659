/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CV_FORMS, CV_FORM_NAMES, starterCv, latexText, splitName } = require('./cvForms');

// The engine's own CV check, as every build runs it (remote-cv/builder/cvReport.js).
const { checkCv } = require('../../remote-cv/builder/cvReport');
const { checkResumeJson } = require('../../remote-cv/builder/resumeJson');

const FORM_NAMES = { altacv: 'AltaCV', 'awesome-cv': 'Awesome-CV', moderncv: 'moderncv', jakes: "Jake's résumé", 'json-resume': 'JSON Resume' };

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-cv-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeCv(files) {
  fs.mkdirSync(path.join(dir, 'cv'));
  for (const file of files) fs.writeFileSync(path.join(dir, 'cv', file.path), file.text);
}

describe('the starter CVs', () => {
  it('are one per form the engine reads', () => {
    expect(CV_FORM_NAMES).toEqual(['altacv', 'awesome-cv', 'moderncv', 'jakes', 'json-resume']);
  });

  it.each(CV_FORM_NAMES)('%s: the engine reads it in that form, with no error or warning: a job, a school and skills on their pages', (form) => {
    writeCv(starterCv(form, { name: 'Ada Lovelace', jobTitle: 'Analyst' }));
    const { errors, warnings, report } = checkCv(dir, {});
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    expect(report[0]).toMatch(new RegExp(`, read as ${FORM_NAMES[form].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const pages = report.map((line) => /→ (\w+)/.exec(line)?.[1]).filter(Boolean);
    expect(new Set(pages)).toEqual(new Set(['Experience', 'Qualifications', 'Skills']));
  });

  it.each(CV_FORMS.map((form) => [form.name, form.files]))('%s is short, and says it is a placeholder to replace', (form, files) => {
    const cv = starterCv(form, { name: 'Ada Lovelace', jobTitle: 'Analyst' });
    expect(cv.map((file) => file.path)).toEqual(files);
    const text = cv.map((file) => file.text).join('\n');
    expect(text.split('\n').length).toBeLessThan(90);
    expect(text).toMatch(/placeholder/i);
    expect(text).toMatch(/Replace/);
    expect(text).not.toMatch(/@@[A-Z_]+@@/);
  });

  it('carry the owner\'s name and job title, escaped for LaTeX', () => {
    const [altacv] = starterCv('altacv', { name: 'Ana & Co_1', jobTitle: '100% {Dev} ~#1' });
    expect(altacv.text).toContain('\\name{Ana \\& Co\\_1}');
    expect(altacv.text).toContain('\\tagline{100\\% \\{Dev\\} \\textasciitilde{}\\#1}');
    const [awesome] = starterCv('awesome-cv', { name: 'Ana María López', jobTitle: 'Dev' });
    expect(awesome.text).toContain('\\name{Ana María}{López}');
    const [moderncv] = starterCv('moderncv', { name: 'Cher', jobTitle: 'Dev' });
    expect(moderncv.text).toContain('\\name{Cher}{}');
  });

  it('carry them in JSON Resume as valid JSON, valid against the JSON Resume schema', () => {
    const [resume] = starterCv('json-resume', { name: 'Ana "Q" \\ López', jobTitle: 'Dev' });
    expect(resume.path).toBe('resume.json');
    expect(JSON.parse(resume.text).basics).toMatchObject({ name: 'Ana "Q" \\ López', label: 'Dev' });
    expect(checkResumeJson(resume.text, 'content/cv/resume.json').errors).toEqual([]);
  });

  it('refuse a form they do not have', () => {
    expect(() => starterCv('europass', { name: 'A', jobTitle: 'B' })).toThrow('No starter CV for the form "europass"');
  });
});

describe('latexText and splitName', () => {
  it('escape every character LaTeX treats as special', () => {
    expect(latexText('\\ & % $ # _ { } ~ ^')).toBe('\\textbackslash{} \\& \\% \\$ \\# \\_ \\{ \\} \\textasciitilde{} \\textasciicircum{}');
  });

  it('split a name into first names and last name', () => {
    expect(splitName(' Ada  King Lovelace ')).toEqual(['Ada King', 'Lovelace']);
    expect(splitName('Cher')).toEqual(['Cher', '']);
  });
});
