/**
 * The CV forms the engine reads, and the short starter CV this package writes for each
 * (create/templates/cv/<form>/): a placeholder CV whose text says what to replace, in the form's
 * real class and commands, so the engine's reader for that form reads it.
 */
const fs = require('node:fs');
const path = require('node:path');

const TEMPLATES = path.join(__dirname, '..', 'templates', 'cv');

const CV_FORMS = Object.freeze([
  { name: 'altacv', label: 'AltaCV', hint: 'LaTeX, github.com/liantze/AltaCV', files: ['cv.tex'] },
  { name: 'awesome-cv', label: 'Awesome-CV', hint: 'LaTeX, github.com/posquit0/Awesome-CV', files: ['resume.tex'] },
  { name: 'moderncv', label: 'moderncv', hint: 'LaTeX, github.com/moderncv/moderncv', files: ['cv.tex'] },
  { name: 'jakes', label: "Jake's Resume", hint: 'LaTeX article with \\resumeSubheading', files: ['resume.tex'] },
  { name: 'json-resume', label: 'JSON Resume', hint: 'resume.json, jsonresume.org', files: ['resume.json'] },
]);

const CV_FORM_NAMES = Object.freeze(CV_FORMS.map((form) => form.name));

const DEFAULT_CV_FORM = 'altacv';

/** Text as LaTeX prints it: its special characters escaped. */
function latexText(text) {
  return text.replace(/[\\&%$#_{}~^]/g, (char) => {
    if (char === '\\') return '\\textbackslash{}';
    if (char === '~') return '\\textasciitilde{}';
    if (char === '^') return '\\textasciicircum{}';
    return `\\${char}`;
  });
}

/** The inside of a JSON string holding the text. */
function jsonText(text) {
  return JSON.stringify(text).slice(1, -1);
}

/** "Ada Lovelace" → ["Ada", "Lovelace"]; one word is a first name alone. For \name{first}{last}. */
function splitName(name) {
  const words = name.trim().split(/\s+/);
  return words.length === 1 ? [words[0], ''] : [words.slice(0, -1).join(' '), words[words.length - 1]];
}

/**
 * The starter CV of a form, with the owner's name and job title in its header.
 * @returns {{ path: string, text: string }[]} paths relative to content/cv
 */
function starterCv(formName, { name, jobTitle }) {
  const form = CV_FORMS.find((candidate) => candidate.name === formName);
  if (!form) throw new Error(`No starter CV for the form "${formName}"`);
  const [first, last] = splitName(name);
  return form.files.map((file) => {
    const escape = file.endsWith('.json') ? jsonText : latexText;
    const values = { NAME: name, FIRST_NAME: first, LAST_NAME: last, JOB_TITLE: jobTitle };
    const template = fs.readFileSync(path.join(TEMPLATES, form.name, file), 'utf8');
    const text = template.replace(/@@([A-Z_]+)@@/g, (marker, key) => (key in values ? escape(values[key]) : marker));
    return { path: file, text };
  });
}

module.exports = { CV_FORMS, CV_FORM_NAMES, DEFAULT_CV_FORM, starterCv, latexText, splitName };
