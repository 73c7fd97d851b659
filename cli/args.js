/** Reads a verb's command line into its options, or a message that says what is wrong. */
const { parseArgs } = require('node:util');
const { APP_NAMES, VERBS } = require('./verbs');

/**
 * @param {string[]} argv  what follows `folio`
 * @returns {{ verb?: string, help?: boolean, version?: boolean, options?: Record<string, any>, error?: string }}
 */
function readArgs(argv) {
  const [verb, ...rest] = argv;
  if (verb === undefined || verb === '--help' || verb === '-h' || verb === 'help') return { help: true };
  if (verb === '--version' || verb === '-v') return { version: true };
  if (!Object.hasOwn(VERBS, verb)) return { error: `"${verb}" is not a folio command. The commands are: ${Object.keys(VERBS).join(', ')}.` };
  const spec = Object.fromEntries(
    Object.entries({ ...VERBS[verb].options, help: { type: 'boolean' } }).map(([name, { type, multiple }]) => [name, { type, ...(multiple ? { multiple } : {}) }]),
  );
  let values;
  try {
    ({ values } = parseArgs({ args: rest, options: spec, strict: true, allowPositionals: false }));
  } catch (error) {
    const option = /'([^']+)'/.exec(error.message)?.[1];
    const what =
      error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? `unknown option ${option}`
      : error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL' ? `unexpected argument "${option}"`
      : error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' ? `${option?.split(' ')[0] ?? 'an option'} needs a value`
      : error.message;
    return { error: `folio ${verb}: ${what}. See folio ${verb} --help.` };
  }
  if (values.help) return { verb, help: true };
  const unknownApp = (values.only ?? []).find((app) => !Object.hasOwn(APP_NAMES, app));
  if (unknownApp) return { error: `folio ${verb}: there is no app "${unknownApp}". The apps are: ${Object.keys(APP_NAMES).join(', ')}.` };
  return { verb, options: values };
}

module.exports = { readArgs };
