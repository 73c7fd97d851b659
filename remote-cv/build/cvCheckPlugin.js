/**
 * The build runs the site's own AltaCV parser over content/cv/*.tex: problems that lose content
 * (an unclosed brace, an unclosed comment environment) fail the build as "file:line: message";
 * other problems are printed as warnings. The same parser runs in the browser, so what passes
 * here is what visitors see.
 */
const fs = require('node:fs');
const path = require('node:path');
const { contentDir, jiti, ROOT } = require('../../webpack.common');

const CV_FILES = ['main.tex', 'sidebar.tex'];

const ENTITY_NAMES = {
  experience: 'Experience',
  qualifications: 'Qualifications',
  education: 'Education',
  technicalSkills: 'Technical Skills',
  keySkills: 'Key Skills',
};

function displayPath(file) {
  const relative = path.relative(ROOT, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

/**
 * @param {string} dir the content folder (holding cv/main.tex and cv/sidebar.tex)
 * @param {Record<string, string[]>} sectionTitles site.cv.sectionTitles
 * @returns {{ errors: string[], warnings: string[], files: string[] }}
 */
function checkCv(dir, sectionTitles) {
  const { parseCv } = jiti(path.join(__dirname, '../src/parser/index.ts'));
  const errors = [];
  const files = [];
  const paths = CV_FILES.map((name) => path.join(dir, 'cv', name));
  for (const file of paths) {
    if (fs.existsSync(file)) files.push({ file: displayPath(file), text: fs.readFileSync(file, 'utf8') });
    else errors.push(`${displayPath(file)}: missing (the CV pages fetch it)`);
  }
  const cv = parseCv(files, sectionTitles);
  const warnings = [];
  for (const warning of cv.warnings) {
    const line = `${warning.file}:${warning.line}: ${warning.message}`;
    (warning.severity === 'error' ? errors : warnings).push(line);
  }
  for (const [kind, name] of Object.entries(ENTITY_NAMES)) {
    if (files.length > 0 && cv[kind].length === 0) {
      warnings.push(
        `content/cv: nothing for ${name}: no \\cvsection titled ${sectionTitles[kind].map((t) => `"${t}"`).join(' or ')} ` +
          '(change the titles in content/site.json cv.sectionTitles)',
      );
    }
  }
  return { errors, warnings, files: paths };
}

class CvCheckPlugin {
  /** @param {{ sectionTitles: Record<string, string[]> }} options */
  constructor({ sectionTitles }) {
    this.sectionTitles = sectionTitles;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CvCheckPlugin', (compilation) => {
      const { errors, warnings, files } = checkCv(contentDir(), this.sectionTitles);
      for (const file of files) compilation.fileDependencies.add(file);
      for (const message of errors) compilation.errors.push(new WebpackError(`CV: ${message}`));
      for (const message of warnings) compilation.warnings.push(new WebpackError(`CV: ${message}`));
    });
  }
}

module.exports = { CvCheckPlugin, checkCv };
