/**
 * The build-time snapshot of the Projects list (SPEC §5): fetched from GitHub when the build runs,
 * with GITHUB_TOKEN from the build environment if there is one, mapped/filtered/sorted by the same
 * TypeScript the page runs. With no network it falls back to the committed sample, and says so.
 * The token is only ever a request header here: it is never defined into, or written to, any output.
 */
const fs = require('node:fs');
const path = require('node:path');
const { engineModule } = require('../../builder/engineModules');
const { githubConfig } = require('./githubConfig');

/** The sample owner's projects, shown when the build cannot reach GitHub. */
const SAMPLE_FILE = path.join(__dirname, '..', 'snapshot', 'sample-snapshot.json');

/**
 * The browser tests build with PROJECTS_SAMPLE_SNAPSHOT pointing at the fake GitHub's fixtures
 * (tools/fake-github/fixture-snapshot.json), so the test data never shows on the sample site.
 */
function sampleFile() {
  return process.env.PROJECTS_SAMPLE_SNAPSHOT ? path.resolve(__dirname, '..', '..', process.env.PROJECTS_SAMPLE_SNAPSHOT) : SAMPLE_FILE;
}
/** Short: a build without network must fail over to the sample quickly, never hang. */
const BUILD_TIMEOUT_MS = 4000;

function describeFailure(failure) {
  switch (failure.kind) {
    case 'network':
      return failure.timedOut ? 'no answer in time' : `network error (${failure.message})`;
    case 'rate-limited':
      return `rate-limited until ${failure.resetAt ?? 'later'} (set GITHUB_TOKEN for a higher limit)`;
    case 'server':
      return `HTTP ${failure.status}`;
    default:
      return failure.message;
  }
}

/** The sample snapshot, only for the user it was made for: another owner's projects must never be shipped. */
function sampleFor(user) {
  const sample = JSON.parse(fs.readFileSync(sampleFile(), 'utf8'));
  return sample.user.toLowerCase() === user.toLowerCase() ? { takenAt: sample.takenAt, items: sample.items } : null;
}

/**
 * @param {{ config: import('../../shared/src/content/github').GitHubConfig, token?: string, fetch?: typeof fetch, timeoutMs?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ snapshot: { takenAt: string, items: object[] } | null, source: 'live' | 'sample' | 'none' }>}
 */
async function takeSnapshot({ config, token, fetch, timeoutMs = BUILD_TIMEOUT_MS, log = console.log }) {
  const { fetchRepositories, repositoriesOf } = engineModule('remote-projects/src/github/client.ts');
  const { shownProjects } = engineModule('remote-projects/src/github/projects.ts');
  const result = await fetchRepositories({
    api: config.api,
    user: config.user,
    fetch,
    timeoutMs,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
  if (result.ok) {
    const items = shownProjects(repositoriesOf(result.pages), config);
    log(`Projects snapshot: ${items.length} shown repositories of ${config.user} from ${config.api}.`);
    return { snapshot: { takenAt: new Date().toISOString(), items }, source: 'live' };
  }
  const reason = describeFailure(result.failure);
  const sample = sampleFor(config.user);
  if (sample) {
    log(`Projects snapshot: ${config.api} unavailable (${reason}); using the committed sample snapshot (${path.relative(process.cwd(), sampleFile())}).`);
    return { snapshot: sample, source: 'sample' };
  }
  log(`Projects snapshot: ${config.api} unavailable (${reason}) and the sample is for another user; no snapshot written, the page will rely on the live list.`);
  return { snapshot: null, source: 'none' };
}

/** One fetch per process and config, so the dev server's rebuilds don't call GitHub again. */
const taken = new Map();

/** projects-snapshot.json in the remote's output: a step of its site build (builder/site/appFiles.js). */
async function projectsSnapshotFiles(build) {
  const { SNAPSHOT_FILE } = engineModule('remote-projects/src/github/snapshot.ts');
  const config = githubConfig(build.site);
  const key = JSON.stringify(config);
  if (!taken.has(key)) taken.set(key, takeSnapshot({ config, token: process.env.GITHUB_TOKEN, log: (line) => build.lines.push(line) }));
  const { snapshot } = await taken.get(key);
  return snapshot ? [{ file: SNAPSHOT_FILE, source: `${JSON.stringify(snapshot, null, 2)}\n` }] : [];
}

module.exports = { takeSnapshot, projectsSnapshotFiles, SAMPLE_FILE };
