/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { inspectOwnCv, listCvFiles, isSkippedFile } = require('./ownCv');

const EXAMPLE = path.join(__dirname, '..', '..', 'examples', 'cv', 'awesome-cv', 'cv');

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-own-cv-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file, text = '') => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

/** The example Awesome-CV folder as an owner keeps it: compiled, under git. */
function keptCvFolder() {
  const folder = path.join(dir, 'my-cv');
  fs.cpSync(EXAMPLE, folder, { recursive: true });
  for (const file of ['resume.aux', 'resume.log', 'resume.out', 'resume.synctex.gz', 'resume.fls', 'resume.fdb_latexmk', 'resume/experience.aux', '.DS_Store']) {
    fs.writeFileSync(path.join(folder, file), 'build output');
  }
  fs.writeFileSync(path.join(folder, 'resume.pdf'), '%PDF-1.5');
  fs.mkdirSync(path.join(folder, '.git', 'objects'), { recursive: true });
  fs.writeFileSync(path.join(folder, '.git', 'HEAD'), 'ref: refs/heads/main');
  fs.mkdirSync(path.join(folder, 'node_modules', 'x'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'node_modules', 'x', 'index.js'), '');
  fs.writeFileSync(path.join(folder, 'awesome-cv.cls'), '% the class');
  return folder;
}

describe('inspectOwnCv: a CV folder', () => {
  it('copies every file as kept, sub-folders too, without .git, node_modules and what LaTeX writes', () => {
    const result = inspectOwnCv('my-cv', dir);
    expect(result).toEqual({ ok: false, problem: `does not exist (${path.join(dir, 'my-cv')})` });
    const folder = keptCvFolder();
    const inspected = inspectOwnCv('my-cv', dir);
    expect(inspected).toMatchObject({ ok: true, kind: 'folder', source: folder, notes: [] });
    expect(inspected.copies.map((copy) => copy.to)).toEqual([
      'awesome-cv.cls',
      'resume.pdf',
      'resume.tex',
      'resume/education.tex',
      'resume/experience.tex',
      'resume/honors.tex',
      'resume/skills.tex',
      'resume/summary.tex',
    ]);
    expect(inspected.copies[3].from).toBe(path.join(folder, 'resume', 'education.tex'));
  });

  it('says what to settle when the folder holds several documents or several PDFs', () => {
    write('cv/cv_en.tex', '\\documentclass{altacv}');
    write('cv/cv_fr.tex', '\\documentclass[a4paper]{altacv}');
    write('cv/part.tex', '\\documentclass[cv_en]{subfiles}');
    write('cv/old.tex', '% \\documentclass{article}');
    write('cv/cv_en.pdf');
    write('cv/cv_fr.pdf');
    expect(inspectOwnCv('cv', dir).notes).toEqual([
      'Your CV folder holds 2 documents (cv_en.tex, cv_fr.tex): name the one the site shows in content/site.json, as "cv": { "main": "cv_en.tex" }.',
      'Your CV folder holds 2 PDFs (cv_en.pdf, cv_fr.pdf): name the one to offer for download in content/site.json, as "cv": { "pdf": "cv/cv_en.pdf" }.',
    ]);
  });

  it('suggests the document whose name says CV or résumé, not the cover letter beside it (Awesome-CV’s folder)', () => {
    write('ac/coverletter.tex', '\\documentclass{awesome-cv}');
    write('ac/resume.tex', '\\documentclass{awesome-cv}');
    expect(inspectOwnCv('ac', dir).notes[0]).toContain('as "cv": { "main": "resume.tex" }');
  });

  it('says so when no .tex has \\documentclass, or when LaTeX and a resume.json are both there', () => {
    write('a/part.tex', '\\cvsection{X}');
    expect(inspectOwnCv('a', dir).notes).toEqual(["None of your .tex files has \\documentclass: the site needs your CV's main file in content/cv."]);
    write('b/cv.tex', '\\documentclass{moderncv}');
    write('b/resume.json', '{}');
    expect(inspectOwnCv('b', dir).notes).toEqual(['Your CV folder holds both .tex files and a resume.json: the site reads one of them. Move the other out of content/cv.']);
  });

  it('takes a JSON Resume folder: resume.json, or its one JSON file under another name, as resume.json', () => {
    write('json/resume.json', '{}');
    write('json/resume.pdf');
    expect(inspectOwnCv('json', dir).copies.map((copy) => copy.to)).toEqual(['resume.json', 'resume.pdf']);
    write('named/ada-lovelace.json', '{}');
    expect(inspectOwnCv('named', dir).copies).toEqual([{ from: path.join(dir, 'named', 'ada-lovelace.json'), to: 'resume.json' }]);
  });

  it('refuses a folder with no CV in it', () => {
    write('photos/me.jpg');
    expect(inspectOwnCv('photos', dir)).toEqual({
      ok: false,
      problem: `holds no .tex file and no resume.json (${path.join(dir, 'photos')}): give the folder you compile your CV in, or your resume.json`,
    });
  });
});

describe('inspectOwnCv: one file', () => {
  it('copies a JSON Resume file as content/cv/resume.json, whatever its name', () => {
    write('Downloads/ada.json', '{ "basics": { "name": "Ada" } }');
    expect(inspectOwnCv('Downloads/ada.json', dir)).toEqual({
      ok: true,
      kind: 'json',
      source: path.join(dir, 'Downloads', 'ada.json'),
      copies: [{ from: path.join(dir, 'Downloads', 'ada.json'), to: 'resume.json' }],
      notes: [],
    });
  });

  it('copies a one-file LaTeX CV under its name', () => {
    write('cv.tex', '\\documentclass{moderncv}');
    expect(inspectOwnCv('cv.tex', dir)).toMatchObject({ ok: true, kind: 'tex', copies: [{ to: 'cv.tex' }], notes: [] });
  });

  it('copies the .bib files a one-file CV prints its publications from, and says which one is not beside it', () => {
    write('cv.tex', '\\documentclass{moderncv}\\addbibresource[label=p]{papers.bib}\n% \\bibliography{old}\n\\bibliographystyle{plain}\\bibliographytalks{talks,gone}');
    write('papers.bib', '@misc{a}');
    write('talks.bib', '@misc{b}');
    expect(inspectOwnCv('cv.tex', dir)).toMatchObject({
      ok: true,
      copies: [{ to: 'cv.tex' }, { from: path.join(dir, 'papers.bib'), to: 'papers.bib' }, { from: path.join(dir, 'talks.bib'), to: 'talks.bib' }],
      notes: ['cv.tex prints its publications from gone.bib, which is not beside it: copy it into content/cv.'],
    });
  });

  it('expands ~ as a shell does, since a path typed at a prompt is not', () => {
    expect(inspectOwnCv('~/surely-not-a-cv-folder-here', dir)).toEqual({ ok: false, problem: `does not exist (${path.join(os.homedir(), 'surely-not-a-cv-folder-here')})` });
  });
});

describe('listCvFiles and isSkippedFile', () => {
  it('skip LaTeX build output only', () => {
    for (const name of ['cv.aux', 'cv.log', 'cv.out', 'cv.synctex.gz', 'cv.fls', 'cv.fdb_latexmk', 'cv.toc', 'cv.bbl', 'cv.xdv', '.DS_Store']) expect(isSkippedFile(name)).toBe(true);
    for (const name of ['cv.tex', 'cv.pdf', 'altacv.cls', 'photo.jpg', 'refs.bib', 'resume.json', 'output.tex']) expect(isSkippedFile(name)).toBe(false);
  });

  it('follow links to files and folders, once', () => {
    write('real/cv.tex', '\\documentclass{altacv}');
    write('shared/sidebar.tex', 'x');
    fs.symlinkSync(path.join(dir, 'shared'), path.join(dir, 'real', 'parts'));
    fs.symlinkSync(path.join(dir, 'real'), path.join(dir, 'real', 'loop'));
    fs.symlinkSync(path.join(dir, 'missing'), path.join(dir, 'real', 'broken'));
    expect(listCvFiles(path.join(dir, 'real'))).toEqual(['cv.tex', 'parts/sidebar.tex']);
  });
});
