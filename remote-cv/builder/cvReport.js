/**
 * Every build reads the owner's CV the way the CV pages will (resolved folder, the site's own
 * parser) and says what it did: each section, its file:line, the page it goes to and what it holds.
 * Problems that lose content (an unclosed brace, a missing \input) fail the build as
 * "file:line: message"; a section that would show nothing is a warning. The publications its
 * bibliography prints are counted by list, with the .bib files read.
 */
const { contentDir } = require('../../builder/apps');
const { engineModule } = require('../../builder/engineModules');
const { cvOfEachLanguage, resolveCvFolder } = require('./cvFolder');
const { checkResumeJson } = require('./resumeJson');
const { publicationsOf } = require('./publications');

const PAGE_NAMES = { experience: 'Experience', qualifications: 'Qualifications', skills: 'Skills', publications: 'Publications' };
const CLASS_NAMES = { altacv: 'AltaCV', 'awesome-cv': 'Awesome-CV', moderncv: 'moderncv', jakes: "Jake's résumé", jsonresume: 'JSON Resume' };

/** "Publications: 12 entries in 3 lists (Books 2, Articles 9, Talks 1) from content/cv/papers.bib". */
function publicationsLine(publications, files) {
  const groups = publications.parts.flatMap((part) => part.groups);
  const count = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const lists = groups.length > 1 ? ` in ${groups.length} lists (${groups.map((group) => `${group.title ?? 'untitled'} ${group.entries.length}`).join(', ')})` : '';
  return `  Publications: ${count} entr${count === 1 ? 'y' : 'ies'}${lists}${files.length > 0 ? ` from ${files.join(', ')}` : ''} → Publications page`;
}

/**
 * @param {string} dir the content folder
 * @param {object} cvOptions site.cv ({ main, sectionTitles, sectionPages })
 * @param {object} [site] content/site.json (the owner's name, bold in the publications)
 * @returns {{ errors: string[], warnings: string[], report: string[], folder: string }}
 */
function checkCv(dir, cvOptions, site = {}) {
  const { parseCv } = engineModule('remote-cv/src/parser/parseCv.ts');
  const { countsOf } = engineModule('remote-cv/src/parser/sections.ts');
  const { createTitleMatcher } = engineModule('remote-cv/src/parser/sectionTitles.ts');
  const resolved = resolveCvFolder(dir, cvOptions.main);
  if (!resolved.ok) return { errors: [resolved.error], warnings: [], report: [], folder: resolved.folder };
  const { cv: source, label } = resolved;
  const where = (line) => {
    const origin = source.origins[line - 1] ?? source.origins[source.origins.length - 1];
    return `${label(origin.file)}:${origin.line}`;
  };
  const cv = parseCv([{ file: 'cv', text: source.text }], createTitleMatcher(cvOptions));
  // A resume.json is checked against the JSON Resume schema; its messages name file, line and path.
  // (Text that is not JSON at all is the reader's error, reported below.)
  const readable = !cv.warnings.some((warning) => warning.severity === 'error');
  const errors = cv.cvClass === 'jsonresume' && readable ? checkResumeJson(source.text, label(source.main)).errors : [];
  const warnings = [];
  for (const warning of cv.warnings) {
    (warning.severity === 'error' ? errors : warnings).push(`${where(warning.line)}: ${warning.message}`);
  }
  const files = source.used.length > 1 ? ` and ${source.used.length - 1} more file${source.used.length > 2 ? 's' : ''}` : '';
  const report = [`CV: ${label(source.main)}${files}, ${cv.sections.length} sections, read as ${CLASS_NAMES[cv.cvClass]}`];
  if (cv.macros.length > 0) report.push(`  your macros expanded: ${cv.macros.map((name) => `\\${name}`).join(', ')}`);
  const bibliography = publicationsOf(resolved, site);
  errors.push(...bibliography.errors);
  warnings.push(...bibliography.warnings);
  const printsPublications = new Set(bibliography.printedIn);
  for (const section of cv.sections) {
    if (printsPublications.has(section.title) && countsOf(section).entries + countsOf(section).tags === 0) {
      report.push(`  ${section.title.padEnd(28)} ${where(section.line).padEnd(36)} → Publications   its bibliography`);
      continue;
    }
    const { entries, tags } = countsOf(section);
    const holds = [entries && `${entries} entr${entries === 1 ? 'y' : 'ies'}`, tags && `${tags} tag${tags === 1 ? '' : 's'}`].filter(Boolean).join(', ') || 'nothing';
    report.push(`  ${section.title.padEnd(28)} ${where(section.line).padEnd(36)} → ${PAGE_NAMES[section.page].padEnd(14)} ${holds}`);
    if (entries + tags === 0) warnings.push(`${where(section.line)}: the section "${section.title}" shows nothing on the site (no entries, tags, skills, bullets or text in it)`);
  }
  if (bibliography.publications) report.push(publicationsLine(bibliography.publications, bibliography.files));
  for (const file of source.unused) report.push(`  (${label(file)} is not used: no \\input, \\include, \\subfile or \\cvsection[…] names it)`);
  return { errors, warnings, report, folder: resolved.folder };
}

/** The CV report as a step of the CV remote's site build (builder/site/appFiles.js): lines, errors, warnings. */
function cvReport(build) {
  const cv = build.site.cv;
  const cvs = cvOfEachLanguage(contentDir(), build.languages, cv);
  for (const { lang, dir, main } of cvs) {
    const { errors, warnings, report, folder } = checkCv(dir, { ...cv, main }, build.site);
    // Named by language once there is more than one CV.
    const name = cvs.length > 1 ? `CV (${lang})` : 'CV';
    build.watch(folder);
    if (report.length > 0) build.lines.push([report[0].replace(/^CV/, name), ...report.slice(1)].join('\n'));
    for (const message of errors) build.errors.push(new Error(`${name}: ${message}`));
    for (const message of warnings) build.warnings.push(new Error(`${name}: ${message}`));
  }
  return [];
}

module.exports = { cvReport, checkCv };
