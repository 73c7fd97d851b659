/** The GitHub config of this build: content/site.json `github` with GITHUB_API_URL / GITHUB_USER applied. */
const path = require('node:path');
const { jiti } = require('../../build/jiti');

function githubConfig(site, env = process.env) {
  const { resolveGitHubConfig } = jiti(path.join(__dirname, '..', 'src', 'github', 'config.ts'));
  try {
    return resolveGitHubConfig(site.github, { GITHUB_API_URL: env.GITHUB_API_URL, GITHUB_USER: env.GITHUB_USER });
  } catch (error) {
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
}

module.exports = { githubConfig };
