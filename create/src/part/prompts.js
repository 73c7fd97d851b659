/**
 * A part's questions, asked with @clack/prompts (loaded by prompts.js loadClack) for whatever the
 * options did not give: its folder, its title and the language of its starter page.
 */
const { checkTargetFolder } = require('../targetFolder');
const { canonicalTag } = require('../languages');
const { languageChoices } = require('../prompts');
const { PART_DEFAULTS } = require('./options');

/**
 * @param {ReturnType<import('../args').parseArgs>} options  checked already
 * @param {{ cwd: string, clack: typeof import('@clack/prompts') }} context
 * @returns {Promise<import('./plan').PartAnswers | null>}  null: the owner cancelled (Ctrl-C, Escape)
 */
async function askPart(options, { cwd, clack }) {
  const CANCELLED = Symbol('cancelled');
  const ask = async (prompt) => {
    const answer = await prompt;
    if (clack.isCancel(answer)) throw CANCELLED;
    return typeof answer === 'string' ? answer.trim() : answer;
  };
  try {
    const folder =
      options.folder ??
      ((await ask(
        clack.text({
          message: 'Where should the part go? (a new folder)',
          placeholder: PART_DEFAULTS.folder,
          defaultValue: PART_DEFAULTS.folder,
          validate: (value) => {
            const target = checkTargetFolder(value?.trim() || PART_DEFAULTS.folder, cwd);
            return target.ok ? undefined : target.problem;
          },
        }),
      )) || PART_DEFAULTS.folder);
    const title =
      options.title?.trim() ??
      ((await ask(clack.text({ message: "The part's title, as your site's menu and its heading show it", placeholder: PART_DEFAULTS.title, defaultValue: PART_DEFAULTS.title }))) ||
        PART_DEFAULTS.title);
    const language = options.language
      ? canonicalTag(options.language.trim())
      : await ask(
          clack.select({
            message: 'The language its starter page is written in',
            initialValue: PART_DEFAULTS.language,
            maxItems: 12,
            options: languageChoices(),
          }),
        );
    return { folder, title, language };
  } catch (error) {
    if (error === CANCELLED) return null;
    throw error;
  }
}

module.exports = { askPart };
