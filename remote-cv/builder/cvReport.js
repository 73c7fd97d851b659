/**
 * Every build reads the owner's CV the way the CV pages will (resolved folder, the site's own
 * parser) and says what it did: each section, its file:line, the page it goes to and what it holds.
 * Problems that lose content (an unclosed brace, a missing \input) fail the build as
 * "file:line: message"; a section that would show nothing is a warning.
 */
const { contentDir } = require('../../builder/apps');
const { engineModule } = require('../../builder/engineModules');
const { cvOfEachLanguage, resolveCvFolder } = require('./cvFolder');
const { checkResumeJson } = require('./resumeJson');

const PAGE_NAMES = { experience: 'Experience', qualifications: 'Qualifications', skills: 'Skills' };
const CLASS_NAMES = { altacv: 'AltaCV', 'awesome-cv': 'Awesome-CV', moderncv: 'moderncv', jakes: "Jake's résumé", jsonresume: 'JSON Resume' };

/**
 * @param {string} dir the content folder
 * @param {object} cvOptions site.cv ({ main, sectionTitles, sectionPages })
 * @returns {{ errors: string[], warnings: string[], report: string[], folder: string }}
 */
function checkCv(dir, cvOptions) {
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
  for (const section of cv.sections) {
    const { entries, tags } = countsOf(section);
    const holds = [entries && `${entries} entr${entries === 1 ? 'y' : 'ies'}`, tags && `${tags} tag${tags === 1 ? '' : 's'}`].filter(Boolean).join(', ') || 'nothing';
    report.push(`  ${section.title.padEnd(28)} ${where(section.line).padEnd(36)} → ${PAGE_NAMES[section.page].padEnd(14)} ${holds}`);
    if (entries + tags === 0) warnings.push(`${where(section.line)}: the section "${section.title}" shows nothing on the site (no entries, tags, skills, bullets or text in it)`);
  }
  for (const file of source.unused) report.push(`  (${label(file)} is not used: no \\input, \\include, \\subfile or \\cvsection[…] names it)`);
  return { errors, warnings, report, folder: resolved.folder };
}

/** The CV report as a step of the CV remote's site build (builder/site/appFiles.js): lines, errors, warnings. */
function cvReport(build) {
  const cv = build.site.cv;
  const cvs = cvOfEachLanguage(contentDir(), build.languages, cv);
  for (const { lang, dir, main } of cvs) {
    const { errors, warnings, report, folder } = checkCv(dir, { ...cv, main });
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
