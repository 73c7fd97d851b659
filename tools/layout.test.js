/**
 * @jest-environment node
 *
 * The house's import rule (docs/architecture.md): imports run down. Apps and tools/ may use builder/;
 * builder/ (and the webpack factory over it) never imports tools/ or an app; tools/ never imports an
 * app's build code; no app imports tools/. What ships to owners (the apps, shared, builder/, cli/,
 * create/) never imports what stays with developers (tools/, e2e/, jest/, the sample content/,
 * examples/). What an owner's site runs (builder/ but its webpack/, cli/, each app's builder/ and
 * site.config.js) never imports the engine build's webpack code, which the package leaves out. The
 * readers of the owner's files (readers/: Markdown posts) use shared/ and npm packages only, and no
 * browser code imports them: they run at build time. Types count: declaration files and type-only
 * imports are checked like code. Tests are free to use tools/ (the fake GitHub API).
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const APPS = ['shell', 'remote-cv', 'remote-projects', 'remote-music', 'remote-writing', 'shared'];
const SKIP = new Set(['node_modules', 'dist', '.git']);

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(file);
    // Declaration files too: a type import is an import.
    return /\.(js|ts|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/**
 * What a file imports, as repository paths: relative require()/import/import(), and jiti() and
 * engineModule() of repo files, which name them from the repository root (tools/jiti.js,
 * builder/engineModules.js).
 */
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const targets = [];
  for (const [, call, spec] of text.matchAll(/(require\(|import\(|from |jiti\(|engineModule\()\s*['"]([^'"]+)['"]/g)) {
    if (call === 'engineModule(') targets.push(spec);
    else if (spec.startsWith('.')) targets.push(path.relative(ROOT, path.resolve(call === 'jiti(' ? ROOT : path.dirname(file), spec)));
  }
  return targets;
}

const rel = (file) => path.relative(ROOT, file);
const inside = (target, folder) => target === folder || target.startsWith(`${folder}/`);
const appBuild = (target) => APPS.some((app) => inside(target, `${app}/build`));
const appSource = (target) => APPS.filter((app) => app !== 'shared').some((app) => inside(target, app));

function violations(files, forbidden) {
  return files.flatMap((file) => importsOf(file).filter(forbidden).map((target) => `${rel(file)} → ${target}`));
}

describe('imports run down', () => {
  const buildCode = [...sourceFiles(path.join(ROOT, 'builder')), path.join(ROOT, 'webpack.common.js')];

  it('finds the code it checks, declaration files and type imports included', () => {
    expect(buildCode.length).toBeGreaterThan(20);
    expect(importsOf(path.join(ROOT, 'builder', 'preview', 'server.d.ts'))).toContain('builder/apps');
    expect(importsOf(path.join(ROOT, 'webpack.common.js'))).toContain('builder/apps');
    expect(importsOf(path.join(ROOT, 'builder', 'content.js'))).toContain('shared/src/content/loadSiteContent.ts');
  });

  it('builder/ and the webpack factory use neither tools/ nor an app', () => {
    expect(violations(buildCode, (target) => inside(target, 'tools') || appSource(target))).toEqual([]);
  });

  it("tools/ never reaches into an app's build code", () => {
    expect(violations(sourceFiles(path.join(ROOT, 'tools')), appBuild)).toEqual([]);
  });

  it('no app imports tools/', () => {
    const appFiles = APPS.flatMap((app) => sourceFiles(path.join(ROOT, app)));
    expect(violations(appFiles, (target) => inside(target, 'tools'))).toEqual([]);
  });

  it('readers/ uses only shared/ (and npm packages): no app, no builder/, no tools/', () => {
    const readers = sourceFiles(path.join(ROOT, 'readers'));
    expect(readers.length).toBeGreaterThan(10);
    expect(violations(readers, (target) => !inside(target, 'readers') && !inside(target, 'shared'))).toEqual([]);
    const packages = readers.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/(?:from |import\()\s*['"](@portfolio\/[^/'"]+)/g)].map((match) => `${rel(file)} → ${match[1]}`));
    expect(packages.filter((entry) => !entry.endsWith('@portfolio/shared'))).toEqual([]);
  });

  it("no browser code imports readers/: they run at build time", () => {
    const browserFiles = APPS.flatMap((app) => sourceFiles(path.join(ROOT, app, 'src')));
    expect(violations(browserFiles, (target) => inside(target, 'readers'))).toEqual([]);
  });

  it('what ships to owners never imports what stays with developers', () => {
    const shipped = [...APPS, 'readers', 'builder', 'cli', 'create'].flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    expect(shipped.length).toBeGreaterThan(100);
    const stays = (target) => ['tools', 'e2e', 'jest', 'content', 'examples'].some((folder) => inside(target, folder));
    expect(violations([...shipped, path.join(ROOT, 'webpack.common.js')], stays)).toEqual([]);
  });

  it("what an owner's site runs never reaches the engine build's code (webpack's configs and plugins, which the package leaves out)", () => {
    const engineBuild = (target) => inside(target, 'builder/webpack') || target === 'webpack.common' || target === 'webpack.common.js' || /(^|\/)webpack\.config(\.js)?$/.test(target);
    const ownersRun = [
      ...sourceFiles(path.join(ROOT, 'builder')).filter((file) => !inside(rel(file), 'builder/webpack')),
      ...sourceFiles(path.join(ROOT, 'cli')),
      ...APPS.flatMap((app) => [...sourceFiles(path.join(ROOT, app, 'builder')), path.join(ROOT, app, 'site.config.js')].filter((file) => fs.existsSync(file))),
    ];
    expect(ownersRun.length).toBeGreaterThan(60);
    expect(violations(ownersRun, engineBuild)).toEqual([]);
  });

  it('every relative import names a file that exists (a moved module leaves none behind)', () => {
    const files = [...APPS, 'readers', 'builder', 'cli', 'create', 'tools', 'e2e', 'jest'].flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    const exists = (target) => ['', '.js', '.ts', '.tsx', '.d.ts', '/index.js', '/index.ts'].some((ending) => fs.existsSync(path.join(ROOT, `${target}${ending}`)));
    // Text in a template that runs in an owner's site (create/src/workflows.js) names their node_modules;
    // the source files a created part gets (create/src/part/files.js) import each other, there.
    const inCreatedPart = (file) => rel(file) === 'create/src/part/files.js';
    expect(files.filter((file) => !inCreatedPart(file)).flatMap((file) => importsOf(file).filter((target) => !exists(target) && !target.split('/').includes('node_modules')).map((target) => `${rel(file)} → ${target}`))).toEqual([]);
  });
});
