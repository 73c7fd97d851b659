/**
 * A part's options (--part), checked, and completed with the defaults when nothing is asked. Every
 * problem is a sentence naming the option, as options.js says a site's; a site's own options, given
 * with --part, are problems too: each says what it is for, so nothing given is silently dropped.
 */
const { languageProblem, textProblem } = require('../validate');
const { canonicalTag } = require('../languages');

const PART_DEFAULTS = Object.freeze({
  folder: 'my-part',
  title: 'Lab',
  language: 'en',
});

/** A site's options, and why a part has no use for each. */
const SITE_ONLY = Object.freeze({
  cv: '--cv is for a site: a part (--part) has no CV.',
  from: '--from is for a site, to bring your CV: a part (--part) has no CV.',
  github: '--github is for a site, whose Projects page lists your repositories: a part (--part) lists none.',
  feed: "--feed is for a site, whose Writing page lists your blog's posts: a part (--part) has no feed.",
  name: '--name is for a site, which shows your name: a part (--part) is named by its --title.',
  jobTitle: '--job-title is for a site, which shows your job title: a part (--part) has none.',
});

/**
 * @param {ReturnType<import('../args').parseArgs>} options  with part: true
 * @returns {{ problems: string[] }}
 */
function checkPartOptions(options) {
  const problems = Object.entries(SITE_ONLY)
    .filter(([key]) => options[key] !== undefined)
    .map(([, problem]) => problem);
  const check = (flag, value, problemOf) => {
    if (value === undefined) return;
    const problem = problemOf(value);
    if (problem) problems.push(`${flag} ${JSON.stringify(value)} ${problem}.`);
  };
  check('--title', options.title, textProblem);
  check('--language', options.language, languageProblem);
  return { problems };
}

/**
 * The answers when nothing is asked: the options, else the defaults.
 * @returns {import('./plan').PartAnswers}
 */
function partAnswersWithDefaults(options) {
  return {
    folder: options.folder ?? PART_DEFAULTS.folder,
    title: (options.title ?? PART_DEFAULTS.title).trim(),
    language: canonicalTag((options.language ?? PART_DEFAULTS.language).trim()),
  };
}

module.exports = { checkPartOptions, partAnswersWithDefaults, PART_DEFAULTS, SITE_ONLY };
