/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync, spawnSync } = require('node:child_process');
const { validateWorkflow } = require('@action-validator/core');
const { githubFiles, partGithubFiles } = require('./workflows');

const ROOT = path.join(__dirname, '..', '..');
const files = Object.fromEntries(githubFiles().map((file) => [file.path, file.text]));
const workflows = Object.keys(files).filter((file) => file.startsWith('.github/workflows/'));
const deployPages = files['.github/workflows/deploy-pages.yml'];
const ci = files['.github/workflows/ci.yml'];
const upgrade = files['.github/workflows/upgrade.yml'];
const dependabot = files['.github/dependabot.yml'];
/** The one branch the upgrade pull request lives on, as upgrade.yml names it. */
const UPGRADE_BRANCH = /^ {6}BRANCH: (\S+)$/m.exec(upgrade)[1];

/** Every `uses:` of a workflow text: the action, the ref it is pinned to, and the comment after it. */
const usesOf = (text) => [...text.matchAll(/^\s*-? ?uses: (\S+?)(?:@(\S+))?(?: # (.*))?$/gm)].map(([, action, ref, comment]) => ({ action, ref, comment }));
const engineWorkflows = fs.readdirSync(path.join(ROOT, '.github', 'workflows')).map((file) => fs.readFileSync(path.join(ROOT, '.github', 'workflows', file), 'utf8'));

/** The steps of a workflow, each with its name and its run script (a block scalar, dedented, or one line). */
function stepsOf(text) {
  const lines = text.split('\n');
  const steps = [];
  for (let index = 0; index < lines.length; index++) {
    const step = /^(\s*)- (?:name|uses|run|id|if): ?(.*)$/.exec(lines[index]);
    if (step) steps.push({ name: /^\s*- name: (.*)$/.exec(lines[index])?.[1] ?? lines[index].trim(), run: null, env: {} });
    const run = /^(\s*)(?:- )?run: (.*)$/.exec(lines[index]);
    if (run) {
      if (run[2] !== '|') {
        steps.at(-1).run = run[2];
        continue;
      }
      const block = [];
      let depth = null;
      while (index + 1 < lines.length && (lines[index + 1] === '' || /^\s*/.exec(lines[index + 1])[0].length > run[1].length)) {
        const line = lines[++index];
        if (line !== '') depth ??= /^\s*/.exec(line)[0].length;
        block.push(line.slice(depth ?? 0));
      }
      steps.at(-1).run = `${block.join('\n').trimEnd()}\n`;
    }
  }
  return steps;
}

const step = (text, name) => {
  const found = stepsOf(text).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No step named "${name}"`);
  return found.run;
};

/** A run script with its ${{ }} expressions given values, as the runner gives them. */
const withValues = (script, values = {}) => script.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression) => values[expression] ?? '');

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-workflows-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const bash = (script, { env = {}, cwd = dir } = {}) =>
  spawnSync('bash', ['-e', '-c', script], { cwd, env: { ...process.env, RUNNER_TEMP: dir, ...env }, encoding: 'utf8' });

describe("the owner's GitHub files", () => {
  it('are three workflows and dependabot.yml', () => {
    expect(Object.keys(files)).toEqual(['.github/workflows/deploy-pages.yml', '.github/workflows/ci.yml', '.github/workflows/upgrade.yml', '.github/dependabot.yml']);
  });

  it.each(workflows)('%s is a valid workflow', (file) => {
    expect(validateWorkflow(files[file]).errors).toEqual([]);
  });

  it('dependabot.yml is YAML with only version and updates at its top (what action-validator, which knows workflows, says of it)', () => {
    const errors = validateWorkflow(dependabot).errors.map((error) => error.detail ?? `${error.code} ${error.path}`);
    expect(errors.sort()).toEqual(["Additional property 'updates' is not allowed", "Additional property 'version' is not allowed", 'required /jobs', 'required /on']);
  });

  it("dependabot.yml updates the workflows' actions weekly, and not npm (the upgrade workflow owns the engine's version)", () => {
    expect(dependabot).toMatch(/^version: 2\nupdates:\n {2}- package-ecosystem: github-actions\n {4}directory: \/\n {4}schedule:\n {6}interval: weekly\n/m);
    expect(dependabot).not.toMatch(/package-ecosystem: npm/);
  });

  it("name every action, here and in the engine's own workflows, by a full commit SHA with its version beside it, never by a tag alone", () => {
    const all = [...workflows.map((file) => files[file]), ...engineWorkflows].flatMap(usesOf).filter(({ action }) => !action.startsWith('./'));
    expect(all.length).toBeGreaterThan(10);
    for (const { action, ref, comment } of all) expect({ action, ref: /^[0-9a-f]{40}$/.test(ref ?? '') ? 'a commit SHA' : ref, comment: /^v\d+\.\d+\.\d+$/.test(comment ?? '') ? 'a version' : comment }).toEqual({ action, ref: 'a commit SHA', comment: 'a version' });
  });

  it("pin each action to the commit the engine's own workflows use (Dependabot keeps both current)", () => {
    const enginePins = new Map(engineWorkflows.flatMap(usesOf).map(({ action, ref, comment }) => [action, `${ref} # ${comment}`]));
    for (const file of workflows) for (const { action, ref, comment } of usesOf(files[file])) expect(`${ref} # ${comment}`).toBe(enginePins.get(action));
  });

  it("are the files Dependabot of this repository watches, the templates as they are", () => {
    const own = fs.readFileSync(path.join(ROOT, '.github', 'dependabot.yml'), 'utf8');
    expect(own).toMatch(/- package-ecosystem: github-actions\n {4}directories:\n {6}- \/\n {6}- \/create\/templates\/github\/workflows\n/);
    for (const file of workflows) expect(files[file]).toBe(fs.readFileSync(path.join(ROOT, 'create', 'templates', 'github', file.replace('.github/', '')), 'utf8'));
  });

  it.each(workflows)('%s installs with npm ci, on the Node.js of .nvmrc, with the npm cache', (file) => {
    expect(files[file]).toMatch(/ {6}- uses: actions\/setup-node@\S+ # v\S+\n {8}with:\n {10}node-version-file: \.nvmrc\n {10}cache: npm\n {6}- run: npm ci --no-audit --no-fund\n/);
  });

  it.each(workflows)("%s runs only the site's npm scripts and folio's commands", (file) => {
    for (const [, script] of files[file].matchAll(/npm run ([\w:-]+)/g)) expect(['build', 'check']).toContain(script);
    for (const [, verb] of files[file].matchAll(/npx folio ([\w:-]+)/g)) expect(['upgrade', 'keep-previous']).toContain(verb);
  });

  it.each(workflows)('%s has bash run scripts that parse', (file) => {
    for (const { name, run } of stepsOf(files[file]).filter((candidate) => candidate.run)) {
      const result = spawnSync('bash', ['-n', '-c', withValues(run)], { encoding: 'utf8' });
      expect({ name, stderr: result.stderr }).toEqual({ name, stderr: '' });
    }
  });
});

describe("a part's GitHub files (--part)", () => {
  const partFiles = Object.fromEntries(partGithubFiles().map((file) => [file.path, file.text]));
  const partWorkflows = Object.keys(partFiles).filter((file) => file.startsWith('.github/workflows/'));
  const partDeploy = partFiles['.github/workflows/deploy-pages.yml'];
  const partCi = partFiles['.github/workflows/ci.yml'];
  const partDependabot = partFiles['.github/dependabot.yml'];

  it('are two workflows and dependabot.yml, the templates as they are', () => {
    expect(Object.keys(partFiles)).toEqual(['.github/workflows/deploy-pages.yml', '.github/workflows/ci.yml', '.github/dependabot.yml']);
    for (const file of Object.keys(partFiles)) expect(partFiles[file]).toBe(fs.readFileSync(path.join(ROOT, 'create', 'templates', 'part-github', file.replace('.github/', '')), 'utf8'));
  });

  it.each(partWorkflows)('%s is a valid workflow', (file) => {
    expect(validateWorkflow(partFiles[file]).errors).toEqual([]);
  });

  it('dependabot.yml is YAML with only version and updates at its top', () => {
    const errors = validateWorkflow(partDependabot).errors.map((error) => error.detail ?? `${error.code} ${error.path}`);
    expect(errors.sort()).toEqual(["Additional property 'updates' is not allowed", "Additional property 'version' is not allowed", 'required /jobs', 'required /on']);
  });

  it("dependabot.yml updates the actions and the npm packages weekly, webpack kept at the engine's pin and majors left to the owner", () => {
    expect(partDependabot).toMatch(/^version: 2\nupdates:\n {2}- package-ecosystem: github-actions\n {4}directory: \/\n {4}schedule:\n {6}interval: weekly\n/m);
    expect(partDependabot).toMatch(/\n {2}- package-ecosystem: npm\n {4}directory: \/\n {4}schedule:\n {6}interval: weekly\n/);
    expect(partDependabot).toMatch(/ignore:\n(?: {6}#.*\n)? {6}- dependency-name: webpack\n(?: {6}#.*\n)? {6}- dependency-name: '\*'\n {8}update-types: \[version-update:semver-major\]\n/);
  });

  it('name every action by a full commit SHA with its version beside it', () => {
    const all = partWorkflows.flatMap((file) => usesOf(partFiles[file]));
    expect(all.length).toBe(partWorkflows.map((file) => partFiles[file].match(/\buses:/g).length).reduce((a, b) => a + b));
    expect(all.length).toBe(7);
    for (const { action, ref, comment } of all) expect({ action, ref: /^[0-9a-f]{40}$/.test(ref ?? '') ? 'a commit SHA' : ref, comment: /^v\d+\.\d+\.\d+$/.test(comment ?? '') ? 'a version' : comment }).toEqual({ action, ref: 'a commit SHA', comment: 'a version' });
  });

  it("pin each action to the commit a site's workflows and the engine's own use", () => {
    const sitePins = new Map(workflows.flatMap((file) => usesOf(files[file])).map(({ action, ref, comment }) => [action, `${ref} # ${comment}`]));
    const enginePins = new Map(engineWorkflows.flatMap(usesOf).map(({ action, ref, comment }) => [action, `${ref} # ${comment}`]));
    for (const file of partWorkflows) {
      for (const { action, ref, comment } of usesOf(partFiles[file])) {
        expect({ action, pin: `${ref} # ${comment}` }).toEqual({ action, pin: sitePins.get(action) });
        expect({ action, pin: `${ref} # ${comment}` }).toEqual({ action, pin: enginePins.get(action) });
      }
    }
  });

  it.each(partWorkflows)('%s installs with npm ci, on the Node.js of .nvmrc, with the npm cache', (file) => {
    expect(partFiles[file]).toMatch(/ {6}- uses: actions\/setup-node@\S+ # v\S+\n {8}with:\n {10}node-version-file: \.nvmrc\n {10}cache: npm\n {6}- run: npm ci --no-audit --no-fund\n/);
  });

  it.each(partWorkflows)("%s runs only the part's npm scripts", (file) => {
    const runs = stepsOf(partFiles[file]).map((candidate) => candidate.run).filter(Boolean);
    for (const run of runs) expect(['npm ci --no-audit --no-fund', 'npm test', 'npm run build']).toContain(run);
  });

  it('ci.yml: on every push and pull request, npm ci, the test, the build', () => {
    expect(partCi).toMatch(/^on:\n {2}push:\n {2}pull_request:\n/m);
    expect(stepsOf(partCi).map((candidate) => candidate.run).filter(Boolean)).toEqual(['npm ci --no-audit --no-fund', 'npm test', 'npm run build']);
  });

  it('deploy-pages.yml: on each push to main, builds dist/ and publishes it with the official Pages actions, one deploy at a time', () => {
    expect(partDeploy).toMatch(/on:\n {2}push:\n {4}branches: \[main\]\n {2}workflow_dispatch:\n/);
    expect(partDeploy).toMatch(/permissions:\n {2}contents: read\n {2}pages: write\n {2}id-token: write\n/);
    expect(partDeploy).toMatch(/concurrency:\n {2}group: pages\n {2}cancel-in-progress: false\n/);
    const order = ['run: npm ci', 'run: npm run build', 'uses: actions/configure-pages@', 'uses: actions/upload-pages-artifact@', 'uses: actions/deploy-pages@'];
    const at = order.map((text) => partDeploy.indexOf(text));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(partDeploy).toMatch(/upload-pages-artifact@[0-9a-f]{40} # v\d+\.\d+\.\d+\n {8}with:\n {10}path: dist\n/);
    expect(partDeploy).toMatch(/deploy:\n {4}needs: build\n[\s\S]*environment:\n {6}name: github-pages\n/);
  });
});

describe('deploy-pages.yml', () => {
  it('builds site/ with the token in the build environment only, and publishes it with the official Pages actions', () => {
    expect(deployPages).toMatch(/on:\n {2}push:\n {4}branches: \[main\]\n {2}workflow_dispatch:\n/);
    expect(deployPages).toMatch(/permissions:\n {2}contents: read\n {2}pages: write\n {2}id-token: write\n/);
    expect(deployPages).toMatch(/run: npm run build\n {8}env:\n {10}GITHUB_TOKEN: \$\{\{ secrets\.GITHUB_TOKEN \}\}\n/);
    expect(deployPages).toMatch(/upload-pages-artifact@[0-9a-f]{40} # v\d+\.\d+\.\d+\n {8}with:\n {10}path: site\n/);
    expect(deployPages).toMatch(/deploy:\n {4}needs: build\n[\s\S]*environment:\n {6}name: github-pages\n/);
    expect(deployPages).toMatch(/cancel-in-progress: false/);
  });

  it("keeps the previous deploy's hashed files (folio keep-previous), between the build and the upload, the folder cached from deploy to deploy", () => {
    const order = ['run: npm run build', 'uses: actions/cache/restore@', 'run: npx folio keep-previous --previous .previous-site', 'uses: actions/cache/save@', 'uses: actions/upload-pages-artifact@'];
    const at = order.map((step) => deployPages.indexOf(step));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(deployPages.match(/path: \.previous-site\n {10}key: pages-site-\$\{\{ github\.run_id \}\}/g)).toHaveLength(2);
  });
});

describe('ci.yml', () => {
  it('on every push and pull request: npm ci, folio upgrade --check, the build, then the check in Chrome', () => {
    expect(ci).toMatch(/^on:\n {2}push:\n {2}pull_request:\n/m);
    const runs = stepsOf(ci).map((candidate) => candidate.run).filter(Boolean);
    expect(runs).toEqual(['npm ci --no-audit --no-fund', 'npx folio upgrade --check', 'npm run build', 'npm run check -- --no-build']);
    expect(ci).toMatch(/run: npm run check -- --no-build\n {8}env:\n {10}GITHUB_TOKEN: .+\n {10}CHROME_PATH: \/usr\/bin\/google-chrome\n/);
  });
});

describe('upgrade.yml', () => {
  it('runs weekly and by hand, may push and open pull requests, one run at a time', () => {
    expect(upgrade).toMatch(/on:\n {2}schedule:\n {4}- cron: '\d+ \d+ \* \* \d'\n {2}workflow_dispatch:\n/);
    expect(upgrade).toMatch(/permissions:\n {2}contents: write\n {2}pull-requests: write\n/);
    expect(upgrade).toMatch(/concurrency:\n {2}group: folio-upgrade\n {2}cancel-in-progress: false\n/);
    expect(upgrade).toContain(`BRANCH: ${UPGRADE_BRANCH}`);
  });

  it('updates the engine within the range, migrates content/, builds and checks, in that order', () => {
    const runs = stepsOf(upgrade)
      .map((candidate) => candidate.run)
      .filter(Boolean)
      .join('\n');
    const order = ['npm ci', 'npm update @folio-federation/core', 'npx folio upgrade', 'git status --porcelain', 'npm run build', 'npm run check -- --no-build 2>&1 | tee', 'CHANGELOG.md', 'pr-body.md', 'gh pr'];
    const positions = order.map((text) => runs.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('goes on after a failed check, and does nothing more when nothing changed', () => {
    expect(step(upgrade, 'Check every page in Chrome (a failure is reported in the pull request)')).toMatch(/^set \+e\n/);
    const later = stepsOf(upgrade).slice(stepsOf(upgrade).findIndex((candidate) => candidate.name === 'Build'));
    expect(later.length).toBe(5);
    expect(upgrade.split('- name: Build')[1].match(/if: steps\.changes\.outputs\.changed == 'true'/g)).toHaveLength(5);
  });

  it('"Anything to upgrade?" says whether the bump or the migration changed a file', () => {
    const script = withValues(step(upgrade, 'Anything to upgrade?'), { 'steps.after.outputs.version': '1.2.0' });
    const git = (...args) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
    git('init', '--quiet');
    fs.mkdirSync(path.join(dir, 'content'));
    fs.writeFileSync(path.join(dir, 'content', 'site.json'), '{}');
    fs.writeFileSync(path.join(dir, 'package.json'), '{}');
    fs.mkdirSync(path.join(dir, 'site'));
    fs.writeFileSync(path.join(dir, 'site', 'index.html'), 'built');
    git('add', 'content', 'package.json');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '-m', 'start');
    const output = path.join(dir, 'output.txt');
    const changed = () => {
      fs.writeFileSync(output, '');
      const result = bash(script, { env: { GITHUB_OUTPUT: output } });
      expect(result.status).toBe(0);
      return fs.readFileSync(output, 'utf8');
    };
    expect(changed()).toBe('changed=false\n');
    fs.writeFileSync(path.join(dir, 'content', 'site.json'), '{"schemaVersion":"1.1"}');
    expect(changed()).toBe('changed=true\n');
  });

  describe('the release notes', () => {
    const CHANGELOG = [
      '# Changelog',
      '',
      '## Unreleased',
      '- not yet',
      '',
      '## [1.3.0] - 2026-06-01',
      '### Added',
      '- three',
      '',
      '## 1.2.1',
      '- two and a bit',
      '',
      '## v1.2.0 (2026-05-01)',
      '- two',
      '',
      '## 1.1.0',
      '- one',
      '',
    ].join('\n');

    function notes(from, to, changelog = CHANGELOG) {
      if (changelog !== null) {
        fs.mkdirSync(path.join(dir, 'node_modules', '@folio-federation/core'), { recursive: true });
        fs.writeFileSync(path.join(dir, 'node_modules', '@folio-federation/core', 'CHANGELOG.md'), changelog);
      }
      const result = bash(step(upgrade, 'Release notes of the new versions'), { env: { FROM: from, TO: to } });
      expect(result.stderr).toBe('');
      return fs.readFileSync(path.join(dir, 'release-notes.md'), 'utf8');
    }

    it("are the CHANGELOG.md sections after the old version up to the new one, a level down", () => {
      expect(notes('1.1.0', '1.2.1')).toBe('### 1.2.1\n- two and a bit\n\n### v1.2.0 (2026-05-01)\n- two\n');
      expect(notes('1.2.0', '1.3.0')).toBe('### [1.3.0] - 2026-06-01\n#### Added\n- three\n\n### 1.2.1\n- two and a bit\n');
    });

    it('say so when there are none, or no changelog', () => {
      expect(notes('1.3.0', '1.3.0')).toBe("No new release: @folio-federation/core 1.3.0 is the newest within package.json's range.\n");
      expect(notes('1.3.0', '1.4.0', null)).toMatch(/^@folio-federation\/core's CHANGELOG\.md has no notes for the versions after 1\.3\.0 up to 1\.4\.0: see https:\/\/www\.npmjs\.com/);
    });
  });

  describe("the pull request's description", () => {
    function body(env) {
      fs.writeFileSync(path.join(dir, 'release-notes.md'), '### 1.2.0\n- two\n');
      fs.writeFileSync(path.join(dir, 'build-report.txt'), 'webpack compiled with 1 error\nERROR in CV');
      fs.writeFileSync(path.join(dir, 'check-report.txt'), 'Checked 12 pages\n2 axe violations on /de/');
      const result = bash(step(upgrade, "Write the pull request's description"), { env: { FROM: '1.1.0', TO: '1.2.0', RUN_URL: 'https://github.com/o/r/actions/runs/1', ...env } });
      expect(result.stderr).toBe('');
      return fs.readFileSync(path.join(dir, 'pr-body.md'), 'utf8');
    }

    it('has the bump, the release notes and the check report', () => {
      const text = body({ BUILD_STATUS: '0', CHECK_STATUS: '0' });
      expect(text).toMatch(/^Upgrades the engine, \*\*@folio-federation\/core\*\*, from 1\.1\.0 to 1\.2\.0/);
      expect(text).toContain('The site builds, and `npm run check` passed on every page.');
      expect(text).toContain('## Release notes\n\n### 1.2.0\n- two\n');
      expect(text).toContain('<details><summary>npm run check (passed)</summary>\n\n````text\nChecked 12 pages\n2 axe violations on /de/\n````');
      expect(text).toContain('[the upgrade workflow](https://github.com/o/r/actions/runs/1)');
    });

    it('says when the check failed', () => {
      const text = body({ BUILD_STATUS: '0', CHECK_STATUS: '1' });
      expect(text).toContain('> **`npm run check` failed** with this upgrade');
      expect(text).toContain('<details><summary>npm run check (failed)</summary>');
    });

    it('says when the build failed, with its output', () => {
      const text = body({ BUILD_STATUS: '2', CHECK_STATUS: '' });
      expect(text).toContain('> **The site does not build** with this upgrade');
      expect(text).toContain('<details><summary>npm run build (failed)</summary>\n\n````text\nwebpack compiled with 1 error\nERROR in CV');
    });

    it('says "migrates" when only content/ changed', () => {
      expect(body({ FROM: '1.2.0', TO: '1.2.0', BUILD_STATUS: '0', CHECK_STATUS: '0' })).toMatch(/^Migrates `content\/` to the schema of @folio-federation\/core 1\.2\.0/);
    });
  });

  describe('the pull request', () => {
    /** Runs the step with git and gh replaced by scripts that log their arguments. */
    function openPullRequest(openNumber, env = {}) {
      const bin = path.join(dir, 'bin');
      fs.mkdirSync(bin, { recursive: true });
      const log = path.join(dir, 'calls.log');
      fs.writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "git $*" >> "${log}"\n`, { mode: 0o755 });
      fs.writeFileSync(path.join(bin, 'gh'), `#!/bin/sh\necho "gh $*" >> "${log}"\ncase "$*" in "pr list"*) echo "${openNumber}";; esac\n`, { mode: 0o755 });
      const result = bash(step(upgrade, 'Open or update the pull request'), {
        env: { PATH: `${bin}:${process.env.PATH}`, BRANCH: UPGRADE_BRANCH, BASE: 'main', FROM: '1.1.0', TO: '1.2.0', ...env },
      });
      expect(result.status).toBe(0);
      return fs.readFileSync(log, 'utf8').trim().split('\n');
    }

    it('commits the bump and content/ to the one branch, and opens its pull request', () => {
      expect(openPullRequest('')).toEqual([
        "git config user.name github-actions[bot]",
        'git config user.email 41898282+github-actions[bot]@users.noreply.github.com',
        `git switch -C ${UPGRADE_BRANCH}`,
        'git add package.json package-lock.json content',
        'git commit --quiet -m Upgrade @folio-federation/core to 1.2.0',
        `git push --force origin ${UPGRADE_BRANCH}`,
        `gh pr list --head ${UPGRADE_BRANCH} --state open --json number --jq .[0].number // empty`,
        `gh pr create --head ${UPGRADE_BRANCH} --base main --title Upgrade @folio-federation/core to 1.2.0 --body-file ${dir}/pr-body.md`,
      ]);
    });

    it('updates the pull request already open, instead of opening another', () => {
      expect(openPullRequest('12', { FROM: '1.2.0', TO: '1.2.0' }).slice(-1)).toEqual([
        `gh pr edit 12 --title Migrate content/ to @folio-federation/core 1.2.0 --body-file ${dir}/pr-body.md`,
      ]);
    });
  });
});
