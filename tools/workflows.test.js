/** @jest-environment node */
const fs = require('node:fs');
const path = require('node:path');
const { validateWorkflow } = require('@action-validator/core');

const ROOT = path.join(__dirname, '..');
const WORKFLOWS = path.join(ROOT, '.github', 'workflows');
const files = fs.readdirSync(WORKFLOWS).filter((file) => file.endsWith('.yml'));
const text = (file) => fs.readFileSync(path.join(WORKFLOWS, file), 'utf8');
const scriptsOf = (dir) => JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).scripts ?? {};

describe('GitHub workflows', () => {
  it('CI runs on every push and pull request: npm ci, then the README\'s test command, with unit tests on Node 22, 24 and 26, once with npm 12', () => {
    const ci = text('ci.yml');
    expect(ci).toMatch(/^on:\n\s+push:\n\s+pull_request:/m);
    expect(ci).toMatch(/node: \[22, 24, 26\]\n\s+include:\n\s+- node: 26\n\s+npm: 12\n/);
    expect(ci).toMatch(/- if: matrix\.npm\n\s+run: npm install --global npm@\$\{\{ matrix\.npm \}\}\n\s+- run: npm ci/);
    expect(ci).toContain('run: npm run test:unit');
    expect(ci).toContain('run: npm test');
    expect(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toMatch(/^npm test\b/m);
    // The project's own install is always npm ci (npm itself may be installed globally).
    for (const install of text('ci.yml').matchAll(/run: npm (ci|install)\b(?! --global)/g)) expect(install[1]).toBe('ci');
    expect(ci).toContain('cache: npm');
  });

  it('CI keeps the screenshots of failed browser tests where the browser test environment writes them', () => {
    const environment = fs.readFileSync(path.join(ROOT, 'e2e', 'support', 'environment.js'), 'utf8');
    const folder = environment.match(/const ARTIFACTS = path\.join\(__dirname, '\.\.', '\.\.', '([^']+)'\)/)[1];
    expect(text('ci.yml')).toMatch(new RegExp(`uses: actions/upload-artifact@[0-9a-f]{40} # v\\d+\\.\\d+\\.\\d+\\n(\\s+.*\\n)*?\\s+path: ${folder.replace('.', '\\.')}/`));
  });

  it('Dependabot updates npm packages and the workflows\' actions weekly, in groups', () => {
    const dependabot = fs.readFileSync(path.join(ROOT, '.github', 'dependabot.yml'), 'utf8');
    expect(dependabot).toMatch(/package-ecosystem: npm\n\s+directory: \/\n\s+schedule:\n\s+interval: weekly/);
    // The actions of this repository's workflows and of the ones a created site gets (create/templates/github).
    expect(dependabot).toMatch(/package-ecosystem: github-actions\n\s+directories:\n\s+- \/\n\s+- \/create\/templates\/github\/workflows\n\s+- \/create\/templates\/part-github\/workflows\n\s+schedule:\n\s+interval: weekly/);
    expect(dependabot.match(/^\s+groups:$/gm)).toHaveLength(2);
  });

  // The first major of each action that runs on Node 24: the ones before run on Node 20, which
  // reached its end of life on 2026-04-30 and which GitHub's runners no longer run by default.
  const FIRST_ON_NODE_24 = {
    'actions/checkout': 5,
    'actions/setup-node': 5,
    'actions/upload-artifact': 6,
    'actions/cache/restore': 5,
    'actions/cache/save': 5,
    'actions/configure-pages': 6,
    'actions/upload-pages-artifact': 5,
    'actions/deploy-pages': 5,
  };
  it.each(files)('%s uses no action that runs on Node 20, and Node from .nvmrc where it sets one up', (file) => {
    for (const [, action, major] of text(file).matchAll(/uses: ([\w-]+\/[\w/-]+)@[0-9a-f]{40} # v(\d+)\./g)) {
      // An action not in the table fails too: look up its first major on Node 24, and add it.
      expect({ action, onNode24: Number(major) >= (FIRST_ON_NODE_24[action] ?? Infinity) }).toEqual({ action, onNode24: true });
    }
    for (const [, version] of text(file).matchAll(/node-version: (.+)/g)) expect(version).toBe('${{ matrix.node }}');
  });

  it('include the Pages deploy and one deploy per remote', () => {
    expect(files).toEqual(
      expect.arrayContaining(['deploy-pages.yml', 'deploy-remote-cv.yml', 'deploy-remote-projects.yml', 'deploy-remote-music.yml', 'deploy-remote-writing.yml']),
    );
  });

  it.each(files)('%s is a valid workflow', (file) => {
    expect(validateWorkflow(text(file)).errors).toEqual([]);
  });

  it('run only npm scripts that exist, in the workspaces they name', () => {
    const workspaces = files.flatMap((file) => [...text(file).matchAll(/^\s+workspace: (\S+)$/gm)].map((match) => match[1]));
    expect(workspaces.sort()).toEqual(['remote-cv', 'remote-music', 'remote-projects', 'remote-writing']);
    for (const file of files) {
      for (const [, script, workspace] of text(file).matchAll(/npm run ([\w:-]+)(?: -w (\S+))?/g)) {
        const places = workspace === '${{' || workspace?.startsWith('${{') ? workspaces : [workspace ?? '.'];
        for (const place of places) expect({ file, place, script, exists: script in scriptsOf(place) }).toMatchObject({ exists: true });
      }
    }
  });

  it('call only workflows and scripts that exist in the repository', () => {
    for (const file of files) {
      for (const [, called] of text(file).matchAll(/uses: \.\/(\S+)/g)) expect(fs.existsSync(path.join(ROOT, called))).toBe(true);
      for (const [, script] of text(file).matchAll(/run: node (\S+)/g)) expect(fs.existsSync(path.join(ROOT, script))).toBe(true);
    }
  });

  it('publish site/ to Pages with the official actions, with the token in the build environment only', () => {
    const pages = text('deploy-pages.yml');
    expect(pages).toMatch(/branches: \[main\]/);
    expect(pages).toContain('run: npm ci --no-audit --no-fund');
    expect(pages).toMatch(/run: npm run build:site\n\s+env:\n\s+GITHUB_TOKEN: \$\{\{ secrets\.GITHUB_TOKEN \}\}/);
    for (const action of ['actions/configure-pages@', 'actions/upload-pages-artifact@', 'actions/deploy-pages@']) expect(pages).toContain(action);
    expect(pages).toMatch(/upload-pages-artifact@[0-9a-f]{40} # v\d+\.\d+\.\d+\n\s+with:\n\s+path: site\n/);
  });

  it('publish both packages from a version tag, with provenance, once the tag, versions and changelog agree', () => {
    const release = text('release.yml');
    expect(release).toMatch(/^on:\n\s+push:\n\s+tags: \['v\*\.\*\.\*'\]/m);
    expect(release).toMatch(/permissions:\n\s+contents: read\n(\s+#.*\n)*\s+id-token: write/);
    const steps = ['node tools/release/checkRelease.js "$GITHUB_REF_NAME"', 'npm run test:unit', 'node tools/release/stage.js --out "$RUNNER_TEMP/release"', 'npm publish "$RUNNER_TEMP/release/core" --provenance --access public', 'npm publish "$RUNNER_TEMP/release/create" --provenance --access public'];
    const at = steps.map((step) => release.indexOf(step));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
