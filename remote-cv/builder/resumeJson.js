/**
 * JSON Resume (jsonresume.org) at build time, both ways.
 *
 * In: content/cv/resume.json may replace the LaTeX. findResumeJson finds it (and refuses a folder
 * holding both forms); checkResumeJson checks it against the official schema (@jsonresume/schema,
 * build-time only: the browser gets the reader, never the schema), naming the file, line and JSON
 * path of each problem and what was expected there.
 *
 * Out: every CV build writes resume.json beside the CV remote's files (resumeJsonFiles.js): the
 * owner's own resume.json as it is, or one made from the LaTeX CV's model (writeResumeJson),
 * checked against the same schema. `npm run build:site` copies it to the site root, and the shell's
 * page links to it (<link rel="alternate" type="application/json">).
 */
const fs = require('node:fs');
const path = require('node:path');
const { validate } = require('@jsonresume/schema');
const { displayPath } = require('../../builder/apps');
const { engineModule } = require('../../builder/engineModules');
const { readTexFiles } = require('../../builder/texFiles');

/** The file's name, in content/cv as in the build's output. */
const RESUME_JSON = 'resume.json';

/** At most this many schema problems are listed; the rest are counted. */
const MOST_ERRORS = 25;

const jsonText = () => engineModule('remote-cv/src/jsonResume/jsonText.ts');

/**
 * content/cv/resume.json, if the folder has one.
 * @param {string} cvFolder  the content folder's cv/
 * @returns {null | { ok: false, file: string, error: string } | { ok: true, file: string, label: string, text: string, cv: object }}
 *   null: no resume.json (the LaTeX CV is read as before). ok: false: resume.json and .tex files
 *   together. ok: true: `cv` is shaped like resolveCv's ResolvedCv (main, text, origins, used,
 *   unused), so the CV report's file:line mapping works unchanged.
 */
function findResumeJson(cvFolder) {
  const file = path.join(cvFolder, RESUME_JSON);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return null;
  const label = displayPath(file);
  const latex = [...readTexFiles(cvFolder).keys()].sort();
  if (latex.length > 0) {
    const listed = latex.length > 4 ? `${latex.slice(0, 4).join(', ')} and ${latex.length - 4} more` : latex.join(', ');
    return {
      ok: false,
      file,
      error:
        `${displayPath(cvFolder)}/ holds both a JSON Resume (${RESUME_JSON}) and a LaTeX CV (${listed}): keep one. ` +
        `To build from the LaTeX, move ${RESUME_JSON} out of the folder; to build from ${RESUME_JSON}, move the .tex files out.`,
    };
  }
  const text = fs.readFileSync(file, 'utf8');
  const lineCount = text.split('\n').length;
  const origins = Array.from({ length: lineCount }, (_, index) => ({ file: RESUME_JSON, line: index + 1 }));
  return { ok: true, file, label, text, cv: { main: RESUME_JSON, text, origins, used: [RESUME_JSON], unused: [] } };
}

function typeName(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  return `${typeof value === 'number' ? 'the number' : typeof value} ${JSON.stringify(value)}`;
}

const WITH_ARTICLE = { string: 'a text (string)', array: 'a list ([…])', object: 'an object ({…})', number: 'a number', integer: 'a whole number', boolean: 'true or false', null: 'null' };

/** What the schema expected at a path, in words, with what was found there. */
function describeSchemaError(error) {
  const found = typeName(error.instance);
  switch (error.name) {
    case 'type': {
      const types = [].concat(error.argument).map((type) => WITH_ARTICLE[type] ?? type);
      return `expected ${types.join(' or ')}, found ${found}`;
    }
    case 'pattern': {
      if (String(error.argument).includes('[1-2][0-9]{3}')) {
        const { parseDateRange } = engineModule('remote-cv/src/parser/dates.ts');
        const range = typeof error.instance === 'string' ? parseDateRange(error.instance) : null;
        const single = range && !range.ongoing && (range.startDate === range.endDate || !range.startDate || !range.endDate) ? range.startDate ?? range.endDate : null;
        return `expected an ISO 8601 date (YYYY, YYYY-MM or YYYY-MM-DD), found ${found}${single ? `: write "${single}"` : ''}`;
      }
      return `expected text matching ${error.argument}, found ${found}`;
    }
    case 'format':
      if (error.argument === 'uri') return `expected a full address with its scheme, such as "https://example.com/", found ${found}`;
      if (error.argument === 'email') return `expected an e-mail address, found ${found}`;
      return `expected the "${error.argument}" format, found ${found}`;
    default:
      return error.message;
  }
}

/** The schema's verdict on a value: jsonschema's errors (path, name, argument, instance, message). */
function schemaErrorsOf(value) {
  let errors = [];
  validate(value, (found) => {
    errors = found ?? [];
  });
  return errors;
}

/**
 * Checks a resume.json text: valid JSON, then valid against the official JSON Resume schema.
 * @param {string} text
 * @param {string} label  the name in messages, e.g. "content/cv/resume.json"
 * @returns {{ errors: string[] }}  each "label:line: path: what was expected, what was found"
 */
function checkResumeJson(text, label) {
  const { parseJson, formatJsonPath } = jsonText();
  const parsed = parseJson(text);
  if (!parsed.ok) return { errors: [`${label}:${parsed.line}: not valid JSON (column ${parsed.column}): ${parsed.message}`] };
  const problems = schemaErrorsOf(parsed.value);
  const errors = problems.slice(0, MOST_ERRORS).map((error) => {
    const where = formatJsonPath(error.path) || 'the whole file';
    return `${label}:${parsed.lineOf(error.path)}: ${where}: ${describeSchemaError(error)} (JSON Resume schema)`;
  });
  if (problems.length > MOST_ERRORS) errors.push(`${label}: and ${problems.length - MOST_ERRORS} more problems of the same kind`);
  return { errors };
}

/** "https://github.com/mira" → "mira"; the last part of a profile's address. */
function usernameOf(url) {
  try {
    const parts = new URL(url).pathname.split('/').filter(Boolean);
    const last = parts[parts.length - 1];
    return last ? decodeURIComponent(last).replace(/^@/, '') : undefined;
  } catch {
    return undefined;
  }
}

/** What JSON Resume's basics say about the owner, from content/site.json. */
function basicsOf(site) {
  return {
    name: site.owner.name,
    label: site.owner.jobTitle,
    ...(site.url ? { url: site.url } : {}),
    // The CV's own summary section comes first (toJsonResume); the home page's intro otherwise.
    summary: site.owner.intro,
    profiles: Object.values(site.social).map(({ label, url }) => {
      const username = usernameOf(url);
      return { network: label, ...(username ? { username } : {}), url };
    }),
  };
}

/**
 * The resume.json of a CV model (any CV form), valid against the official schema.
 * @param {object} cvDocument  the CV model (parseCv's CvDocument)
 * @param {object} site  the validated content/site.json
 * @param {object | null} [printed]  what the CV's bibliography prints (builder/publications.js)
 * @returns {string} the file's text
 * @throws when the result is not valid JSON Resume: that is a bug in fromCv.ts, never the owner's.
 */
function writeResumeJson(cvDocument, site, printed = null) {
  const { toJsonResume } = engineModule('remote-cv/src/jsonResume/fromCv.ts');
  const resume = toJsonResume(cvDocument, basicsOf(site), printed);
  if (site.url) {
    const base = site.url.endsWith('/') ? site.url : `${site.url}/`;
    if (URL.canParse(base)) resume.meta = { canonical: new URL(RESUME_JSON, base).href };
  }
  const text = `${JSON.stringify(resume, null, 2)}\n`;
  const { errors } = checkResumeJson(text, RESUME_JSON);
  if (errors.length > 0) {
    throw new Error(`the resume.json made from the CV is not valid JSON Resume (a bug in remote-cv/src/jsonResume/fromCv.ts):\n  ${errors.join('\n  ')}`);
  }
  return text;
}

module.exports = { RESUME_JSON, findResumeJson, checkResumeJson, writeResumeJson, basicsOf };
