/**
 * The command line: create-folio-federation [folder] [options], for a site or, with --part, a part.
 * Parsed here, by hand, so every mistake gets a sentence of its own; the values are checked by
 * options.js (a site's) and part/options.js (a part's).
 */
const { CV_FORM_NAMES } = require('./cvForms');
const { UI_LANGUAGES } = require('./languages');

const COMMAND = 'create-folio-federation';

/** Every option: its key in the result, and whether it takes a value. */
const OPTIONS = {
  '--yes': { key: 'yes' },
  '-y': { key: 'yes' },
  '--help': { key: 'help' },
  '-h': { key: 'help' },
  '--no-install': { key: 'noInstall' },
  '--cv': { key: 'cv', value: '<form>' },
  '--from': { key: 'from', value: '<path>' },
  '--language': { key: 'language', value: '<tag>' },
  '--github': { key: 'github', value: '<user>' },
  '--feed': { key: 'feed', value: '<url>' },
  '--name': { key: 'name', value: '"<your name>"' },
  '--job-title': { key: 'jobTitle', value: '"<job title>"' },
  '--part': { key: 'part' },
  '--title': { key: 'title', value: '"<title>"' },
};

class UsageError extends Error {}

const HELP = `Usage: ${COMMAND} [folder] [options]
       ${COMMAND} [folder] --part [options]

Creates a portfolio site in a new folder (default my-site): your content (content/), a package.json
whose one dependency is the engine, @folio-federation/core, GitHub workflows, and a README. Then runs
npm install there. Without --yes, in a terminal, it asks for what the options do not give.

Options:
  --cv <form>           start from a short CV in one of: ${CV_FORM_NAMES.join(', ')}
                        (default altacv)
  --from <path>         bring your own CV instead: the folder you keep it in (copied as it is,
                        without LaTeX's build files), or a JSON Resume file (resume.json)
  --name "<your name>"  your name, as the site shows it (default "Your Name")
  --job-title "<title>" your job title (default "Software Engineer")
  --language <tag>      the site's language: ${UI_LANGUAGES.join(', ')}, with any region
                        (e.g. de-CH; default en)
  --github <user>       your GitHub user: the Projects page lists your repositories
  --feed <url>          your blog's feed (RSS, Atom or JSON Feed): a Writing page lists your posts
  --no-install          do not run npm install
  -y, --yes             ask nothing: defaults for what the options do not give
  -h, --help            this help

With --part, it creates a part instead: a page of your own code, React and TypeScript, in a
repository of its own (default folder my-part), that you build and deploy apart and that your site
lists in content/site.json "parts". It gets a starter page and its test, package.json,
tsconfig.json, GitHub workflows (CI, deploy to GitHub Pages) and a README.
  --part                create a part instead of a site
  --title "<title>"     the part's title, as your site's menu and heading show it (default Lab)
  --language <tag>      the language its starter page is written in, as for a site (default en)
  --no-install, --yes and --help work as for a site; the site's other options do not apply.

Examples:
  npm create @folio-federation@latest my-site
  npm create @folio-federation@latest my-site -- --yes --cv moderncv --language fr
  npm create @folio-federation@latest my-site -- --from ~/Documents/cv --github octocat
  npm create @folio-federation@latest lab -- --part

(With npm create, put the options after --, so that npm passes them on.)
`;

/** The closest option to a mistyped one, if it is close. */
function closest(option) {
  const distance = (a, b) => {
    const row = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const kept = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = kept;
      }
    }
    return row[b.length];
  };
  const [best] = Object.keys(OPTIONS)
    .filter((name) => name.startsWith('--'))
    .map((name) => ({ name, distance: distance(option, name) }))
    .sort((a, b) => a.distance - b.distance);
  return best.distance <= 2 ? best.name : null;
}

/**
 * @param {string[]} argv  the arguments after the command
 * @returns {{ folder?: string, yes: boolean, help: boolean, noInstall: boolean, part: boolean, cv?: string, from?: string,
 *   language?: string, github?: string, feed?: string, name?: string, jobTitle?: string, title?: string }}
 * @throws {UsageError}
 */
function parseArgs(argv) {
  const result = { yes: false, help: false, noInstall: false, part: false };
  const positionals = [];
  const given = new Set();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--') {
      positionals.push(...argv.slice(index + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    const option = OPTIONS[name];
    if (!option) {
      const suggestion = closest(name);
      throw new UsageError(`Unknown option ${name}.${suggestion ? ` Did you mean ${suggestion}?` : ''}`);
    }
    if (given.has(option.key)) throw new UsageError(`${name} is given twice: give it once.`);
    given.add(option.key);
    if (!option.value) {
      if (equals > 0) throw new UsageError(`${name} takes no value (got ${arg}).`);
      result[option.key] = true;
      continue;
    }
    let value;
    if (equals > 0) {
      value = arg.slice(equals + 1);
    } else {
      value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value: ${name} ${option.value}.`);
      index++;
    }
    if (value.trim() === '') throw new UsageError(`${name} needs a value: ${name} ${option.value}.`);
    result[option.key] = value;
  }
  if (positionals.length > 1) {
    throw new UsageError(`One folder only: got ${positionals.map((folder) => JSON.stringify(folder)).join(' and ')}. (A name with spaces goes in quotes.)`);
  }
  if (positionals.length === 1) {
    if (positionals[0].trim() === '') throw new UsageError('The folder name is empty.');
    result.folder = positionals[0];
  }
  return result;
}

module.exports = { parseArgs, UsageError, HELP, COMMAND };
