/** The command line of `npm run bench`. */

const USAGE = `Usage: npm run bench -- [--no-build] [--lighthouse-runs N] [--switch-runs N]
  --no-build           measure the existing dist folders (default: npm run build and build:single first)
  --lighthouse-runs N  Lighthouse runs per preset per build, median kept (default 1)
  --switch-runs N      page-switch runs per section, cold and warm, median kept (default 5, at least 5)`;

function positiveInteger(flag, text) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} needs a whole number ≥ 1, got "${text}"\n${USAGE}`);
  return value;
}

function parseOptions(argv) {
  const options = { build: true, lighthouseRuns: 1, switchRuns: 5 };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--no-build') options.build = false;
    else if (flag === '--lighthouse-runs') options.lighthouseRuns = positiveInteger(flag, argv[(i += 1)]);
    else if (flag === '--switch-runs') options.switchRuns = positiveInteger(flag, argv[(i += 1)]);
    else throw new Error(`Unknown option "${flag}"\n${USAGE}`);
  }
  if (options.switchRuns < 5) throw new Error(`--switch-runs must be at least 5 (the issue asks for a median of ≥ 5)\n${USAGE}`);
  return options;
}

module.exports = { parseOptions, USAGE };
