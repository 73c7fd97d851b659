/**
 * The rules every answer follows, whether it comes from a flag or a prompt: each returns a sentence
 * saying what is wrong, or undefined when the value is fine. The same rules as the engine's
 * content/site.json schema (shared/src/content/schema.ts), so what is accepted here builds.
 */
const { UI_LANGUAGES, canonicalTag, uiLanguageOf } = require('./languages');
const { CV_FORM_NAMES } = require('./cvForms');

/** GitHub's user-name rule, as the schema writes it (validate.test.js checks the two are the same). */
const GITHUB_USER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

function githubUserProblem(value) {
  if (GITHUB_USER.test(value)) return undefined;
  return 'is not a GitHub user name: letters, digits and hyphens, starting with a letter or a digit, at most 39 characters';
}

function feedProblem(value) {
  const text = value.trim();
  if (/^https?:\/\//i.test(text) && URL.canParse(text)) return undefined;
  return "is not an http(s) address: give your blog's feed, such as https://dev.to/feed/you (RSS, Atom or JSON Feed)";
}

function languageProblem(value) {
  if (canonicalTag(value.trim()) === null) return 'is not a BCP 47 language tag, such as "en", "de" or "pt-BR"';
  if (uiLanguageOf(value.trim()) === null) {
    return `is not a language the site's own text is written in: use one of ${UI_LANGUAGES.join(', ')} (with any region, e.g. "de-CH")`;
  }
  return undefined;
}

function cvFormProblem(value) {
  return CV_FORM_NAMES.includes(value) ? undefined : `is not a CV form: use one of ${CV_FORM_NAMES.join(', ')}`;
}

function textProblem(value) {
  return value.trim() === '' ? 'must not be empty' : undefined;
}

module.exports = { GITHUB_USER, githubUserProblem, feedProblem, languageProblem, cvFormProblem, textProblem };
