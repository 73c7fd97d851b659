/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { validate } = require('@jsonresume/schema');
const { ROOT } = require('../../builder/apps');
const { loadContent } = require('../../builder/content');
const { checkResumeJson, findResumeJson, writeResumeJson, basicsOf } = require('./resumeJson');
const { resumeJsonOf, resumeJsonFiles } = require('./resumeJsonFiles');

const site = loadContent();
const SAMPLE_RESUME = fs.readFileSync(require.resolve('@jsonresume/schema/sample.resume.json'), 'utf8');

/** A content folder with these files in cv/. */
function contentWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-json-'));
  fs.mkdirSync(path.join(dir, 'cv'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'cv', name)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'cv', name), text);
  }
  return dir;
}

function isValid(resume) {
  let valid = false;
  validate(resume, (errors) => {
    valid = !errors;
  });
  return valid;
}

describe('findResumeJson', () => {
  it('finds content/cv/resume.json and gives it the shape of a resolved CV', () => {
    const dir = contentWith({ 'resume.json': '{\n  "work": []\n}\n', 'cv.pdf': 'x' });
    const found = findResumeJson(path.join(dir, 'cv'));
    expect(found).toMatchObject({ ok: true, text: '{\n  "work": []\n}\n' });
    expect(found.cv).toEqual({
      main: 'resume.json',
      text: found.text,
      origins: [1, 2, 3, 4].map((line) => ({ file: 'resume.json', line })),
      used: ['resume.json'],
      unused: [],
    });
  });

  it('is null for a LaTeX CV folder, or no folder at all', () => {
    expect(findResumeJson(path.join(contentWith({ 'main.tex': '\\documentclass{altacv}' }), 'cv'))).toBeNull();
    expect(findResumeJson(path.join(os.tmpdir(), 'no-such-folder-here'))).toBeNull();
  });

  it('refuses resume.json and LaTeX together, and says which to keep', () => {
    const dir = contentWith({ 'resume.json': '{}', 'main.tex': '', 'parts/sidebar.tex': '' });
    const found = findResumeJson(path.join(dir, 'cv'));
    expect(found.ok).toBe(false);
    expect(found.error).toMatch(/holds both a JSON Resume \(resume\.json\) and a LaTeX CV \(main\.tex, parts\/sidebar\.tex\): keep one\./);
    expect(found.error).toMatch(/To build from the LaTeX, move resume\.json out of the folder; to build from resume\.json, move the \.tex files out\./);
  });
});

describe('checkResumeJson', () => {
  const label = 'content/cv/resume.json';

  it('accepts a valid JSON Resume (the schema package’s own sample)', () => {
    expect(checkResumeJson(SAMPLE_RESUME, label)).toEqual({ errors: [] });
  });

  it('names the file, line and JSON path of each schema violation, and what was expected there', () => {
    const text = `{
  "basics": {
    "name": 42,
    "url": "mira.example.dev",
    "email": "not an address"
  },
  "work": [
    { "name": "Acme", "startDate": "June 2019" },
    { "name": "Beta", "highlights": "Shipped" }
  ],
  "skills": {}
}`;
    expect(checkResumeJson(text, label).errors).toEqual([
      `${label}:3: basics.name: expected a text (string), found the number 42 (JSON Resume schema)`,
      `${label}:5: basics.email: expected an e-mail address, found the text "not an address" (JSON Resume schema)`,
      `${label}:4: basics.url: expected a full address with its scheme, such as "https://example.com/", found the text "mira.example.dev" (JSON Resume schema)`,
      `${label}:8: work[0].startDate: expected an ISO 8601 date (YYYY, YYYY-MM or YYYY-MM-DD), found the text "June 2019": write "2019-06" (JSON Resume schema)`,
      `${label}:9: work[1].highlights: expected a list ([…]), found the text "Shipped" (JSON Resume schema)`,
      `${label}:11: skills: expected a list ([…]), found an object (JSON Resume schema)`,
    ]);
  });

  it('names the line of a JSON syntax error', () => {
    expect(checkResumeJson('{\n  "work": [\n    { "name": "Acme" },\n  ]\n}', label).errors).toEqual([
      expect.stringMatching(/^content\/cv\/resume\.json:4: not valid JSON \(column 3\): /),
    ]);
  });

  it('lists at most 25 problems and counts the rest', () => {
    const work = Array.from({ length: 30 }, () => ({ startDate: 'soon' }));
    const { errors } = checkResumeJson(JSON.stringify({ work }), label);
    expect(errors).toHaveLength(26);
    expect(errors[25]).toBe(`${label}: and 5 more problems of the same kind`);
  });
});

describe('writeResumeJson', () => {
  const cv = {
    sections: [
      {
        title: 'Experience',
        kind: 'experience',
        page: 'experience',
        file: 'cv',
        line: 1,
        items: [{ type: 'event', title: [{ kind: 'text', text: 'Engineer' }], organisation: [{ kind: 'text', text: 'Acme' }], date: [{ kind: 'text', text: '2019 – Present' }], location: [], lines: [], stack: [] }],
      },
    ],
    warnings: [],
  };

  it("writes the CV with the owner's basics from site.json, valid against the schema", () => {
    const resume = JSON.parse(writeResumeJson(cv, site));
    expect(isValid(resume)).toBe(true);
    expect(resume.basics).toEqual({
      name: site.owner.name,
      label: site.owner.jobTitle,
      summary: site.owner.intro,
      profiles: [
        { network: 'Instagram', username: 'mira.kestrel.example', url: site.social.photos.url },
        { network: 'LinkedIn', username: 'mira-kestrel-example', url: site.social.professional.url },
        { network: 'GitHub', username: 'mira-kestrel-example', url: site.social.code.url },
      ],
    });
    expect(resume.work).toEqual([{ name: 'Acme', position: 'Engineer', startDate: '2019' }]);
    expect(resume.meta).toBeUndefined();
  });

  it('names its own address when the site has one', () => {
    const resume = JSON.parse(writeResumeJson(cv, { ...site, url: 'https://mira.example.dev/portfolio' }));
    expect(resume.basics.url).toBe('https://mira.example.dev/portfolio');
    expect(resume.meta).toEqual({ canonical: 'https://mira.example.dev/portfolio/resume.json' });
  });

  it('throws when what it made is not valid JSON Resume (a bug, never the owner’s)', () => {
    expect(() => writeResumeJson(cv, { ...site, url: 'not an address' })).toThrow(/not valid JSON Resume \(a bug in remote-cv\/src\/jsonResume\/fromCv\.ts\):\n {2}resume\.json:\d+: basics\.url: expected a full address/);
  });

  it('gives basics without a username when an address has no path', () => {
    expect(basicsOf({ ...site, social: { ...site.social, code: { label: 'Site', url: 'https://mira.example/' } } }).profiles[2]).toEqual({ network: 'Site', url: 'https://mira.example/' });
  });
});

describe('resumeJsonOf (what the build writes)', () => {
  it('makes one from the sample LaTeX CV: valid, with every section the CV has', () => {
    const { text, errors } = resumeJsonOf(path.join(ROOT, 'content'), site);
    expect(errors).toEqual([]);
    const resume = JSON.parse(text);
    expect(isValid(resume)).toBe(true);
    expect(Object.keys(resume)).toEqual(expect.arrayContaining(['work', 'education', 'skills', 'certificates', 'languages', 'awards']));
    expect(resume.work[0]).toMatchObject({ name: 'Northwind Lattice', position: 'Senior Front-end Engineer', startDate: '2022-01' });
  });

  it("keeps the owner's own resume.json as it is", () => {
    const { text, errors } = resumeJsonOf(contentWith({ 'resume.json': SAMPLE_RESUME }), site);
    expect(errors).toEqual([]);
    expect(text).toBe(SAMPLE_RESUME);
  });

  it('writes nothing, and says why, for a resume.json the schema rejects or a folder with both forms', () => {
    const invalid = resumeJsonOf(contentWith({ 'resume.json': '{"work": [{"startDate": "2019/06"}]}' }), site);
    expect(invalid.text).toBeNull();
    expect(invalid.errors).toEqual([expect.stringContaining('work[0].startDate: expected an ISO 8601 date')]);
    const both = resumeJsonOf(contentWith({ 'resume.json': SAMPLE_RESUME, 'cv.tex': '' }), site);
    expect(both.text).toBeNull();
    expect(both.errors).toEqual([expect.stringContaining('keep one')]);
  });
});

describe('resumeJsonFiles', () => {
  /** The step, as the CV remote's site build runs it, for the content folder `dir`. */
  function runStep(dir) {
    const build = { site, errors: [], watched: [], watch: (file) => build.watched.push(file) };
    const before = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = dir;
    try {
      return { build, files: resumeJsonFiles(build) };
    } finally {
      if (before === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = before;
    }
  }

  it('writes resume.json beside the CV remote’s files and watches the CV folder', () => {
    const { build, files } = runStep(path.join(ROOT, 'content'));
    expect(build.errors).toEqual([]);
    expect(files.map(({ file }) => file)).toEqual(['resume.json']);
    expect(isValid(JSON.parse(files[0].source))).toBe(true);
    expect(build.watched).toEqual([path.join(ROOT, 'content', 'cv')]);
  });

  it('writes none from an invalid resume.json, whose problem the CV report names (not twice)', () => {
    const { build, files } = runStep(contentWith({ 'resume.json': '{"basics": {"url": "nope"}}' }));
    expect(files).toEqual([]);
    expect(build.errors).toEqual([]);
  });
});
