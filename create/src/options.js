/**
 * The options given on the command line, checked, and completed with the defaults when nothing
 * is asked (--yes, or no terminal). Every problem is a sentence naming the option.
 */
const { githubUserProblem, feedProblem, languageProblem, cvFormProblem, textProblem } = require('./validate');
const { canonicalTag } = require('./languages');
const { DEFAULT_CV_FORM } = require('./cvForms');
const { inspectOwnCv } = require('./ownCv');

const DEFAULTS = Object.freeze({
  folder: 'my-site',
  name: 'Your Name',
  jobTitle: 'Software Engineer',
  language: 'en',
  cv: DEFAULT_CV_FORM,
});

/**
 * @param {ReturnType<import('./args').parseArgs>} options
 * @param {string} cwd
 * @returns {{ problems: string[], ownCv?: ReturnType<typeof inspectOwnCv> }}  ownCv: --from, inspected
 */
function checkOptions(options, cwd) {
  const problems = [];
  const check = (flag, value, problemOf) => {
    if (value === undefined) return;
    const problem = problemOf(value);
    if (problem) problems.push(`${flag} ${JSON.stringify(value)} ${problem}.`);
  };
  check('--cv', options.cv, cvFormProblem);
  check('--language', options.language, languageProblem);
  check('--github', options.github, githubUserProblem);
  check('--feed', options.feed, feedProblem);
  check('--name', options.name, textProblem);
  check('--job-title', options.jobTitle, textProblem);
  // --title names a part; a site's name is --name. Said here, so a site run that meant a part learns of --part.
  if (options.title !== undefined) {
    problems.push('--title is for a part: add --part to create a part under that title (a site shows your name, given with --name).');
  }
  if (options.cv !== undefined && options.from !== undefined) {
    problems.push('--cv and --from do not go together: --cv starts from a short CV in that form, --from copies yours. Give one of them.');
  }
  let ownCv;
  if (options.from !== undefined) {
    ownCv = inspectOwnCv(options.from, cwd);
    if (!ownCv.ok) problems.push(`--from ${JSON.stringify(options.from)} ${ownCv.problem}.`);
  }
  return { problems, ownCv };
}

/**
 * The answers when nothing is asked: the options, else the defaults.
 * @returns {import('./plan').Answers}
 */
function answersWithDefaults(options, ownCv) {
  return {
    folder: options.folder ?? DEFAULTS.folder,
    name: (options.name ?? DEFAULTS.name).trim(),
    jobTitle: (options.jobTitle ?? DEFAULTS.jobTitle).trim(),
    language: canonicalTag((options.language ?? DEFAULTS.language).trim()),
    cv: ownCv ? { own: ownCv } : { form: options.cv ?? DEFAULTS.cv },
    github: options.github,
    feed: options.feed?.trim(),
  };
}

module.exports = { checkOptions, answersWithDefaults, DEFAULTS };
