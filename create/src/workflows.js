/**
 * The owner's GitHub automation, adapted from the engine's own .github/: deploy to Pages on each
 * push, CI on each push and pull request, a weekly upgrade of the engine as one pull request, and
 * Dependabot for the workflows' actions (not for npm: the upgrade workflow owns the engine's version).
 * workflows.test.js validates each with @action-validator/core and runs their scripts.
 */

/** The actions' majors: the engine's own workflows' (workflows.test.js checks they match). */
const ACTIONS = Object.freeze({
  checkout: 'actions/checkout@v7',
  setupNode: 'actions/setup-node@v7',
  configurePages: 'actions/configure-pages@v6',
  cacheRestore: 'actions/cache/restore@v5',
  cacheSave: 'actions/cache/save@v5',
  uploadPagesArtifact: 'actions/upload-pages-artifact@v5',
  deployPages: 'actions/deploy-pages@v5',
});

/** The branch of the upgrade pull request: one, updated in place each week. */
const UPGRADE_BRANCH = 'folio-upgrade';

/** GitHub's ubuntu runners have Google Chrome here; `folio check` drives it. */
const RUNNER_CHROME = '/usr/bin/google-chrome';

/** The lines of a script, indented to sit in a YAML block scalar. */
function indent(text, spaces) {
  const pad = ' '.repeat(spaces);
  return text
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => (line === '' ? '' : pad + line))
    .join('\n');
}

const SETUP = `      - uses: ${ACTIONS.checkout}
      - uses: ${ACTIONS.setupNode}
        with:
          node-version-file: .nvmrc
          cache: npm
      - run: npm ci --no-audit --no-fund`;

const DEPLOY_PAGES = `# The whole site on GitHub Pages, on every push to main (or by hand: Actions → Deploy to GitHub
# Pages → Run workflow). Once: Settings → Pages → Source: "GitHub Actions". The build takes the
# Projects snapshot with the repository's own GITHUB_TOKEN (build environment only: it is never
# written into a built file).
name: Deploy to GitHub Pages

on:
  push:
    branches: [main]
  workflow_dispatch:

permissions:
  contents: read
  pages: write
  id-token: write

# One deploy at a time, and never cancel one half-way.
concurrency:
  group: pages
  cancel-in-progress: false

jobs:
  build:
    runs-on: ubuntu-latest
    steps:
${SETUP}
      - name: Build site/ (every app, the Projects snapshot, the host files)
        run: npm run build
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
      # Pages replaces the whole site on each deploy: carry the previous deploy's hashed files over
      # for a week, so a visitor with the old page open still gets the chunks it names.
      - name: Restore the previous deploy
        uses: ${ACTIONS.cacheRestore}
        with:
          path: .previous-site
          key: pages-site-\${{ github.run_id }}
          restore-keys: pages-site-
      - name: Keep the previous deploy's hashed files
        run: npx folio keep-previous --previous .previous-site
      - name: Remember this deploy for the next one
        uses: ${ACTIONS.cacheSave}
        with:
          path: .previous-site
          key: pages-site-\${{ github.run_id }}
      - uses: ${ACTIONS.configurePages}
      - uses: ${ACTIONS.uploadPagesArtifact}
        with:
          path: site

  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: ${ACTIONS.deployPages}
`;

const CI = `# On every push and pull request: content/ matches the installed engine's schema, the site
# builds, and every page of every language passes \`folio check\` in Chrome (console errors, CSP,
# accessibility).
name: CI

on:
  push:
  pull_request:

permissions:
  contents: read

concurrency:
  group: ci-\${{ github.ref }}
  cancel-in-progress: true

jobs:
  check:
    runs-on: ubuntu-latest
    steps:
${SETUP}
      - name: content/ is up to date with the engine (else run npx folio upgrade)
        run: npx folio upgrade --check
      - name: Build
        run: npm run build
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
      - name: Check every page in Chrome (the site just built)
        run: npm run check -- --no-build
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
          CHROME_PATH: ${RUNNER_CHROME}
`;

/**
 * The release notes of the versions after FROM up to TO, from the installed engine's
 * CHANGELOG.md ("## 1.2.0", "## [1.2.0] - 2026-05-01", "## v1.2.0"…), into the file argv[2].
 */
const RELEASE_NOTES_SCRIPT = `const fs = require('node:fs');
const { FROM: from, TO: to } = process.env;
const numbers = (version) => (/^(\\d+)\\.(\\d+)\\.(\\d+)/.exec(version) || [0, 0, 0, 0]).slice(1).map(Number);
const compare = (a, b) => {
  const [x, y] = [numbers(a), numbers(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};
let changelog = '';
try {
  changelog = fs.readFileSync('node_modules/@folio-federation/core/CHANGELOG.md', 'utf8');
} catch {}
const sections = [];
for (const line of changelog.split('\\n')) {
  if (/^##\\s/.test(line)) {
    const version = /^##\\s+\\[?v?(\\d+\\.\\d+\\.\\d+[^\\]\\s]*)/.exec(line);
    sections.push({ version: version && version[1], lines: [line] });
  } else if (/^#\\s/.test(line)) {
    sections.push({ version: null, lines: [] });
  } else if (sections.length > 0) {
    sections.at(-1).lines.push(line);
  }
}
const wanted = sections.filter((section) => section.version && compare(section.version, from) > 0 && compare(section.version, to) <= 0);
const notes = wanted.length > 0
  ? wanted.map((section) => section.lines.join('\\n').trim().replace(/^(#+)(?=\\s)/gm, '#$1')).join('\\n\\n')
  : from === to
    ? \`No new release: @folio-federation/core \${to} is the newest within package.json's range.\`
    : \`@folio-federation/core's CHANGELOG.md has no notes for the versions after \${from} up to \${to}: see https://www.npmjs.com/package/@folio-federation/core?activeTab=versions\`;
fs.writeFileSync(process.argv[2], notes.slice(0, 20000) + '\\n');
`;

/** The pull request's description, into $RUNNER_TEMP/pr-body.md, from the reports of the steps before. */
const PR_BODY_SCRIPT = `report() {
  # $1 the report file, $2 its title: the end of it (a description holds 65,536 characters at most)
  if [ -s "$1" ]; then
    echo
    echo "<details><summary>$2</summary>"
    echo
    echo '\`\`\`\`text'
    tail -c 20000 "$1"
    echo
    echo '\`\`\`\`'
    echo
    echo '</details>'
  fi
}
{
  if [ "$FROM" != "$TO" ]; then
    echo "Upgrades the engine, **@folio-federation/core**, from $FROM to $TO (the newest release within package.json's range), and migrates \\\`content/\\\` to its schema with \\\`npx folio upgrade\\\`."
  else
    echo "Migrates \\\`content/\\\` to the schema of @folio-federation/core $TO with \\\`npx folio upgrade\\\`."
  fi
  echo
  if [ "$BUILD_STATUS" != "0" ]; then
    echo "> [!CAUTION]"
    echo "> **The site does not build** with this upgrade: see the build's output below. Fix \\\`content/\\\` on this branch before merging."
  elif [ "$CHECK_STATUS" != "0" ]; then
    echo "> [!WARNING]"
    echo "> **\\\`npm run check\\\` failed** with this upgrade (the site builds): see the report below before merging."
  else
    echo "The site builds, and \\\`npm run check\\\` passed on every page."
  fi
  echo
  echo "## Release notes"
  echo
  cat "$RUNNER_TEMP/release-notes.md"
  echo
  echo "## Build and check"
  if [ "$BUILD_STATUS" != "0" ]; then
    report "$RUNNER_TEMP/build-report.txt" "npm run build (failed)"
  else
    report "$RUNNER_TEMP/check-report.txt" "npm run check ($([ "$CHECK_STATUS" = "0" ] && echo passed || echo failed))"
  fi
  echo
  echo "Made by [the upgrade workflow]($RUN_URL) (.github/workflows/upgrade.yml), which updates this pull request each week. Pull requests opened by GitHub Actions start no other workflow: the build and the check above ran there."
} > "$RUNNER_TEMP/pr-body.md"
`;

/** Commit the bump and the migrated content to the branch, push it, open or update its one pull request. */
const PULL_REQUEST_SCRIPT = `if [ "$FROM" != "$TO" ]; then title="Upgrade @folio-federation/core to $TO"; else title="Migrate content/ to @folio-federation/core $TO"; fi
git config user.name 'github-actions[bot]'
git config user.email '41898282+github-actions[bot]@users.noreply.github.com'
git switch -C "$BRANCH"
git add package.json package-lock.json content
git commit --quiet -m "$title"
git push --force origin "$BRANCH"
number="$(gh pr list --head "$BRANCH" --state open --json number --jq '.[0].number // empty')"
if [ -n "$number" ]; then
  gh pr edit "$number" --title "$title" --body-file "$RUNNER_TEMP/pr-body.md"
else
  gh pr create --head "$BRANCH" --base "$BASE" --title "$title" --body-file "$RUNNER_TEMP/pr-body.md"
fi
`;

const VERSION_OF_ENGINE = `node -p "require('./node_modules/@folio-federation/core/package.json').version"`;

const UPGRADE = `# Once a week (or by hand: Actions → Upgrade @folio-federation/core → Run workflow): updates the engine
# to its newest release within package.json's range, migrates content/ to its schema, builds and
# checks the site, and opens one pull request (branch ${UPGRADE_BRANCH}, updated in place) with the
# release notes and the check's report. Nothing to upgrade: nothing happens.
# Once: Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests".
name: Upgrade @folio-federation/core

on:
  schedule:
    - cron: '27 5 * * 1'
  workflow_dispatch:

permissions:
  contents: write
  pull-requests: write

concurrency:
  group: folio-upgrade
  cancel-in-progress: false

jobs:
  upgrade:
    runs-on: ubuntu-latest
    env:
      BRANCH: ${UPGRADE_BRANCH}
    steps:
${SETUP}
      - name: The installed engine
        id: before
        run: echo "version=$(${VERSION_OF_ENGINE})" >> "$GITHUB_OUTPUT"
      - name: Update it within package.json's range
        id: after
        run: |
          npm update @folio-federation/core --no-audit --no-fund
          echo "version=$(${VERSION_OF_ENGINE})" >> "$GITHUB_OUTPUT"
      - name: Migrate content/ to its schema
        run: npx folio upgrade
      - name: Anything to upgrade?
        id: changes
        run: |
          if [ -n "$(git status --porcelain -- package.json package-lock.json content)" ]; then
            echo "changed=true" >> "$GITHUB_OUTPUT"
          else
            echo "Nothing to upgrade: @folio-federation/core \${{ steps.after.outputs.version }} is the newest within package.json's range, and content/ is up to date."
            echo "changed=false" >> "$GITHUB_OUTPUT"
          fi
      - name: Build
        id: build
        if: steps.changes.outputs.changed == 'true'
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
        run: |
          set +e
          npm run build 2>&1 | tee "$RUNNER_TEMP/build-report.txt"
          echo "status=\${PIPESTATUS[0]}" >> "$GITHUB_OUTPUT"
      - name: Check every page in Chrome (a failure is reported in the pull request)
        id: check
        if: steps.changes.outputs.changed == 'true' && steps.build.outputs.status == '0'
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
          CHROME_PATH: ${RUNNER_CHROME}
        run: |
          set +e
          npm run check -- --no-build 2>&1 | tee "$RUNNER_TEMP/check-report.txt"
          echo "status=\${PIPESTATUS[0]}" >> "$GITHUB_OUTPUT"
      - name: Release notes of the new versions
        if: steps.changes.outputs.changed == 'true'
        env:
          FROM: \${{ steps.before.outputs.version }}
          TO: \${{ steps.after.outputs.version }}
        run: |
          node - "$RUNNER_TEMP/release-notes.md" <<'NODE'
${indent(RELEASE_NOTES_SCRIPT, 10)}
          NODE
      - name: Write the pull request's description
        if: steps.changes.outputs.changed == 'true'
        env:
          FROM: \${{ steps.before.outputs.version }}
          TO: \${{ steps.after.outputs.version }}
          BUILD_STATUS: \${{ steps.build.outputs.status }}
          CHECK_STATUS: \${{ steps.check.outputs.status }}
          RUN_URL: \${{ github.server_url }}/\${{ github.repository }}/actions/runs/\${{ github.run_id }}
        run: |
${indent(PR_BODY_SCRIPT, 10)}
      - name: Open or update the pull request
        if: steps.changes.outputs.changed == 'true'
        env:
          GH_TOKEN: \${{ github.token }}
          FROM: \${{ steps.before.outputs.version }}
          TO: \${{ steps.after.outputs.version }}
          BASE: \${{ github.event.repository.default_branch }}
        run: |
${indent(PULL_REQUEST_SCRIPT, 10)}
`;

const DEPENDABOT = `# Weekly updates of the workflows' actions, in one pull request. Not npm: the upgrade workflow
# (.github/workflows/upgrade.yml) owns the engine's version, and migrates content/ with it.
version: 2
updates:
  - package-ecosystem: github-actions
    directory: /
    schedule:
      interval: weekly
    groups:
      github-actions:
        patterns: ['*']
`;

/** @returns {{ path: string, text: string }[]} */
function githubFiles() {
  return [
    { path: '.github/workflows/deploy-pages.yml', text: DEPLOY_PAGES },
    { path: '.github/workflows/ci.yml', text: CI },
    { path: '.github/workflows/upgrade.yml', text: UPGRADE },
    { path: '.github/dependabot.yml', text: DEPENDABOT },
  ];
}

module.exports = { githubFiles, ACTIONS, UPGRADE_BRANCH, RELEASE_NOTES_SCRIPT, PR_BODY_SCRIPT, PULL_REQUEST_SCRIPT };
