/**
 * The questions, asked with @clack/prompts for whatever the options did not give. @clack/prompts
 * is ESM-only: it is loaded here, and only here, with import(), so every other module stays
 * CommonJS and testable as it is. askMissing takes the loaded module, so a test can give it a fake.
 */
const { checkTargetFolder } = require('./targetFolder');
const { githubUserProblem, feedProblem } = require('./validate');
const { UI_LANGUAGES, languageNames, canonicalTag } = require('./languages');
const { CV_FORMS } = require('./cvForms');
const { inspectOwnCv } = require('./ownCv');
const { DEFAULTS } = require('./options');

/** @returns {Promise<typeof import('@clack/prompts')>} */
function loadClack() {
  return import('@clack/prompts');
}

const OWN_CV = 'own';

/** The site's languages as a select offers them: each by its own name, its English one beside it. */
function languageChoices() {
  return UI_LANGUAGES.map((tag) => {
    const names = languageNames(tag);
    return { value: tag, label: `${names.own} (${tag})`, hint: names.own === names.english ? undefined : names.english };
  });
}

/**
 * @param {ReturnType<import('./args').parseArgs>} options  checked already
 * @param {{ cwd: string, ownCv?: object, clack: typeof import('@clack/prompts') }} context
 * @returns {Promise<import('./plan').Answers | null>}  null: the owner cancelled (Ctrl-C, Escape)
 */
async function askMissing(options, { cwd, ownCv, clack }) {
  const CANCELLED = Symbol('cancelled');
  const ask = async (prompt) => {
    const answer = await prompt;
    if (clack.isCancel(answer)) throw CANCELLED;
    return typeof answer === 'string' ? answer.trim() : answer;
  };
  const optional = (problemOf) => (value) => (value && value.trim() ? problemOf(value.trim()) : undefined);
  try {
    const folder =
      options.folder ??
      ((await ask(
        clack.text({
          message: 'Where should the site go? (a new folder)',
          placeholder: DEFAULTS.folder,
          defaultValue: DEFAULTS.folder,
          validate: (value) => {
            const target = checkTargetFolder(value?.trim() || DEFAULTS.folder, cwd);
            return target.ok ? undefined : target.problem;
          },
        }),
      )) || DEFAULTS.folder);
    const name =
      options.name?.trim() ??
      ((await ask(clack.text({ message: 'Your name, as the site shows it', placeholder: DEFAULTS.name, defaultValue: DEFAULTS.name }))) || DEFAULTS.name);
    const jobTitle =
      options.jobTitle?.trim() ??
      ((await ask(clack.text({ message: 'Your job title', placeholder: DEFAULTS.jobTitle, defaultValue: DEFAULTS.jobTitle }))) || DEFAULTS.jobTitle);
    const language = options.language
      ? canonicalTag(options.language.trim())
      : await ask(
          clack.select({
            message: "The site's language (its menus, buttons and messages)",
            initialValue: DEFAULTS.language,
            maxItems: 12,
            options: languageChoices(),
          }),
        );
    let cv;
    if (ownCv) cv = { own: ownCv };
    else if (options.cv) cv = { form: options.cv };
    else {
      const choice = await ask(
        clack.select({
          message: 'Your CV',
          initialValue: DEFAULTS.cv,
          options: [
            ...CV_FORMS.map((form) => ({ value: form.name, label: `Start from a short CV in ${form.label}`, hint: form.hint })),
            { value: OWN_CV, label: 'Bring my own CV', hint: 'its folder, copied as you keep it, or a resume.json' },
          ],
        }),
      );
      if (choice === OWN_CV) {
        const from = await ask(
          clack.text({
            message: 'Where is your CV? (the folder you compile it in, or a resume.json)',
            placeholder: '~/Documents/cv',
            validate: (value) => {
              if (!value || !value.trim()) return 'Give the path of your CV folder or resume.json';
              const inspected = inspectOwnCv(value, cwd);
              return inspected.ok ? undefined : `${value.trim()} ${inspected.problem}`;
            },
          }),
        );
        cv = { own: inspectOwnCv(from, cwd) };
      } else {
        cv = { form: choice };
      }
    }
    const github =
      options.github ??
      ((await ask(
        clack.text({
          message: 'Your GitHub user (the Projects page lists your repositories; Enter to skip)',
          placeholder: 'optional',
          validate: optional(githubUserProblem),
        }),
      )) || undefined);
    const feed =
      options.feed?.trim() ??
      ((await ask(
        clack.text({
          message: "Your blog's feed, RSS, Atom or JSON Feed (a Writing page lists your posts; Enter to skip)",
          placeholder: 'optional, e.g. https://dev.to/feed/you',
          validate: optional(feedProblem),
        }),
      )) || undefined);
    return { folder, name, jobTitle, language, cv, github, feed };
  } catch (error) {
    if (error === CANCELLED) return null;
    throw error;
  }
}

module.exports = { loadClack, askMissing, languageChoices };
