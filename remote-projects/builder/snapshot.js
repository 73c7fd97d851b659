#!/usr/bin/env node
/**
 * `npm run snapshot`: refreshes remote-projects/dist/projects-snapshot.json from GitHub without a
 * rebuild (the page fetches it at run time). GITHUB_TOKEN, if set, raises the rate limit; it is sent
 * to the API only and never written anywhere. With no network the committed sample is used.
 */
const fs = require('node:fs');
const path = require('node:path');
const { APPS, distDir } = require('../../builder/apps');
const { loadContent } = require('../../builder/content');
const { githubConfig } = require('./githubConfig');
const { takeSnapshot } = require('./projectsSnapshot');

async function main() {
  const { snapshot } = await takeSnapshot({ config: githubConfig(loadContent()), token: process.env.GITHUB_TOKEN });
  if (!snapshot) return;
  const file = path.join(distDir(APPS.remote_projects.dir), 'projects-snapshot.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)} (${snapshot.items.length} projects, taken ${snapshot.takenAt}).`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
