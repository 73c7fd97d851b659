/** The GitHub config of this build: content/site.json `github` with GITHUB_API_URL / GITHUB_USER applied. */
const { engineModule } = require('../../builder/engineModules');

function githubConfig(site, env = process.env) {
  const { resolveGitHubConfig } = engineModule('shared/src/content/github.ts');
  try {
    return resolveGitHubConfig(site.github, { GITHUB_API_URL: env.GITHUB_API_URL, GITHUB_USER: env.GITHUB_USER });
  } catch (error) {
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
}

/** This remote's own part of its content.json (shared/src/content/remoteContent.ts ProjectsContent): where its page reads the repositories. */
function projectsContent({ site }) {
  return { data: { github: githubConfig(site) }, files: [] };
}

module.exports = { githubConfig, projectsContent };
