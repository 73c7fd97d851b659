#!/usr/bin/env node
/**
 * Fetches and builds every real CV of tools/real-cvs/cvs.json, and says what each shows against
 * what was recorded for it: `npm run real-cvs` (or `node tools/real-cvs/run.js`).
 *
 * Each CV is public and stays out of this repository (they are real people's): its folder is taken,
 * at the commit recorded, from a local mirror of its repository when there is one (REAL_CVS_MIRROR,
 * default /work/.mirror: a bare git directory named owner+name somewhere below it), else fetched
 * from https://github.com/<repo> into a cache (REAL_CVS_CACHE, default <tmp>/real-cvs-cache). It is
 * read the way the build reads a CV folder (tools/real-cvs/check.js: resolveTexFolder, the CV parser,
 * the publications reader) and compared with its `expect`:
 *
 * - any error (the build would stop) fails;
 * - a CV read as another form, a section gone from its page, a section with fewer entries, tags or
 *   subsections, a publications list gone or with fewer entries fails: the CV shows less than before;
 * - the counts of printed words the site does not show, of words the site shows that the PDF does
 *   not print, of sections that show nothing and of language commands whose text is not shown are
 *   recorded as they are (those heuristics are noisy on real CVs) and fail only when they grow.
 *
 * Options:
 *   --only <name>     only this CV (its name, or its repository); may be given more than once
 *   --root <checkout> read with the readers of another checkout of this repository (a worktree at an
 *                     older commit), to see what that one showed; its node_modules must resolve
 *   --record          write what each CV that builds shows now into cvs.json as its expect (after a
 *                     change that makes the site show more, or when adding a CV); not with --root
 *   --verbose         print each warning, and the words behind the word counts
 *
 * Last line: "N built, M failed, K not fetched". Exit code 0 only when every CV asked for was
 * fetched, built and shows at least what was recorded; a CV that cannot be fetched is not checked,
 * and is not a pass.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { createChecker, PAGES } = require('./check');

const LIST = path.join(__dirname, 'cvs.json');
const REPO_ROOT = path.join(__dirname, '../..');
const MIRROR = process.env.REAL_CVS_MIRROR ?? '/work/.mirror';
const CACHE = process.env.REAL_CVS_CACHE ?? path.join(os.tmpdir(), 'real-cvs-cache');
/** A fetch from GitHub that takes longer than this is given up (the CV counts as not fetched). */
const FETCH_TIMEOUT_MS = 120_000;

/** The noisy counts: recorded as they are, a failure only when they grow. */
const NOISY = [
  ['missingWords', 'printed words not on the site'],
  ['mangledWords', 'words on the site the PDF does not print'],
  ['emptySections', 'sections that show nothing'],
  ['hiddenLanguageTexts', 'language commands whose text is not shown'],
];

function parseArgs(argv) {
  const options = { only: [], root: REPO_ROOT, record: false, verbose: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--only') options.only.push(argv[(i += 1)]);
    else if (arg === '--root') options.root = path.resolve(argv[(i += 1)]);
    else if (arg === '--record') options.record = true;
    else if (arg === '--verbose') options.verbose = true;
    else throw new Error(`unknown argument ${arg} (usage: node tools/real-cvs/run.js [--only name] [--root checkout] [--record] [--verbose])`);
  }
  if (options.only.some((name) => !name)) throw new Error('--only needs a name');
  if (options.record && options.root !== REPO_ROOT) throw new Error('--record records what this checkout shows: not with --root');
  return options;
}

const git = (args, options = {}) => spawnSync('git', args, { maxBuffer: 1 << 30, ...options });
const text = (result) => result.stdout.toString('utf8');
const lastLine = (buffer) => buffer.toString('utf8').trim().split('\n').pop() ?? '';

/** A git directory that holds the commit, or null. */
function hasCommit(gitDir, commit) {
  return git(['--git-dir', gitDir, 'cat-file', '-e', `${commit}^{commit}`]).status === 0;
}

/** The git directories named owner+name below the mirror (a bare one, or a clone's .git). */
function mirrorsOf(repo) {
  const name = repo.replace('/', '+');
  const found = [];
  const visit = (dir, depth) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const full = path.join(dir, entry.name);
      if (entry.name === name) {
        for (const candidate of [full, path.join(full, '.git'), path.join(full, 'repo'), path.join(full, 'repo', '.git')]) {
          if (fs.existsSync(path.join(candidate, 'HEAD')) && fs.existsSync(path.join(candidate, 'objects'))) found.push(candidate);
        }
      } else if (depth < 2 && !entry.name.startsWith('.') && !entry.name.includes('+')) visit(full, depth + 1);
    }
  };
  visit(MIRROR, 0);
  return found;
}

/** Where the commit can be read from: { gitDir, from } or { error }. */
function sourceOf(cv) {
  for (const gitDir of mirrorsOf(cv.repo)) {
    if (hasCommit(gitDir, cv.commit)) return { gitDir, from: `mirror ${gitDir}` };
  }
  const gitDir = path.join(CACHE, `${cv.repo.replace('/', '+')}.git`);
  if (fs.existsSync(gitDir) && hasCommit(gitDir, cv.commit)) return { gitDir, from: `cache ${gitDir}` };
  fs.mkdirSync(gitDir, { recursive: true });
  if (git(['init', '--bare', '--quiet', gitDir]).status !== 0) return { error: `cannot make ${gitDir}` };
  const url = `https://github.com/${cv.repo}`;
  // GitHub serves a commit by its id; only that commit's tree comes, not the history.
  const fetched = git(['--git-dir', gitDir, 'fetch', '--quiet', '--depth', '1', url, cv.commit], {
    timeout: FETCH_TIMEOUT_MS,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
  });
  if (fetched.error) return { error: `git fetch ${url} ${cv.commit}: ${fetched.error.message}` };
  if (fetched.status !== 0 || !hasCommit(gitDir, cv.commit)) {
    return { error: `git fetch ${url} ${cv.commit}: ${lastLine(fetched.stderr) || `exit ${fetched.status}`}` };
  }
  return { gitDir, from: url };
}

/**
 * The files of the CV's folder at the commit, written under dir as the repository has them. A file
 * the mirror lacks (a snapshot may leave out very large files, such as a PDF) is skipped and counted.
 */
function extract(gitDir, commit, folder, dir) {
  const listing = git(['--git-dir', gitDir, 'ls-tree', '-r', '-z', '--full-tree', commit, '--', folder === '.' ? '.' : folder]);
  if (listing.status !== 0) throw new Error(`git ls-tree ${commit} ${folder}: ${lastLine(listing.stderr)}`);
  const blobs = text(listing)
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = [line.slice(0, line.indexOf('\t')), line.slice(line.indexOf('\t') + 1)];
      const [mode, type, id] = meta.split(' ');
      return { mode, type, id, file };
    })
    // Only files: no submodules, no symbolic links (a CV folder needs neither, and a link could point anywhere).
    .filter((entry) => entry.type === 'blob' && entry.mode !== '120000');
  if (blobs.length === 0) throw new Error(`the commit has no folder ${folder}`);
  const batch = git(['--git-dir', gitDir, 'cat-file', '--batch'], { input: blobs.map((blob) => blob.id).join('\n') + '\n' });
  if (batch.status !== 0) throw new Error(`git cat-file: ${lastLine(batch.stderr)}`);
  const out = batch.stdout;
  let at = 0;
  let missing = 0;
  for (const blob of blobs) {
    const headerEnd = out.indexOf(0x0a, at);
    const header = out.subarray(at, headerEnd).toString('utf8');
    at = headerEnd + 1;
    if (header.endsWith(' missing')) {
      missing += 1;
      continue;
    }
    const size = Number(header.split(' ')[2]);
    const target = path.join(dir, blob.file);
    if (!target.startsWith(dir + path.sep)) throw new Error(`a path leaves the folder: ${blob.file}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, out.subarray(at, at + size));
    at += size + 1;
  }
  return { files: blobs.length - missing, missing };
}

/** What the CV shows, in the shape of its expect. */
function figuresOf(result) {
  const pages = {};
  for (const page of PAGES) {
    const sections = result.pages?.[page] ?? [];
    if (sections.length > 0) pages[page] = sections.map(({ title, entries, tags, subsections }) => ({ title, entries, tags, subsections }));
  }
  const publications = [];
  for (const part of result.publications?.parts ?? []) {
    for (const group of part.groups) {
      publications.push({ list: [part.title, group.title].filter(Boolean).join(' / ') || '(untitled)', entries: group.entries.length });
    }
  }
  return {
    cvClass: result.cvClass,
    pages,
    publications,
    warnings: result.warnings.length,
    missingWords: result.missing?.length ?? 0,
    mangledWords: result.mangled?.length ?? 0,
    emptySections: result.lost?.length ?? 0,
    hiddenLanguageTexts: result.hidden?.length ?? 0,
  };
}

/** How what the CV shows now falls short of what was recorded: a list of sentences. */
function shortfalls(now, expect, readsPublications) {
  const found = [];
  if (expect.cvClass && now.cvClass !== expect.cvClass) found.push(`read as ${now.cvClass}, recorded as ${expect.cvClass}`);
  for (const [page, sections] of Object.entries(expect.pages ?? {})) {
    const shown = [...(now.pages[page] ?? [])];
    for (const recorded of sections) {
      // The same title twice on a page (two "Publications"): each recorded one takes the next shown one.
      const index = shown.findIndex((section) => section.title === recorded.title);
      if (index < 0) {
        const elsewhere = Object.keys(now.pages).filter((other) => other !== page && now.pages[other].some((section) => section.title === recorded.title));
        const where = elsewhere.length > 0 ? `; a section of that title is on ${elsewhere.join(', ')}` : '';
        found.push(`${page}: section "${recorded.title}" is gone (recorded ${recorded.entries} entries, ${recorded.tags} tags${where})`);
        continue;
      }
      const [section] = shown.splice(index, 1);
      for (const count of ['entries', 'tags', 'subsections']) {
        if ((section[count] ?? 0) < (recorded[count] ?? 0)) {
          found.push(`${page}: "${recorded.title}" shows ${section[count] ?? 0} ${count}, recorded ${recorded[count]}`);
        }
      }
    }
  }
  if (readsPublications) {
    const lists = [...now.publications];
    for (const recorded of expect.publications ?? []) {
      const index = lists.findIndex((list) => list.list === recorded.list);
      if (index < 0) {
        found.push(`publications: list "${recorded.list}" is gone (recorded ${recorded.entries} entries)`);
        continue;
      }
      const [list] = lists.splice(index, 1);
      if (list.entries < recorded.entries) found.push(`publications: "${recorded.list}" lists ${list.entries}, recorded ${recorded.entries}`);
    }
  }
  for (const [key, label] of NOISY) {
    if (now[key] > (expect[key] ?? 0)) found.push(`${label}: ${now[key]}, recorded ${expect[key] ?? 0}`);
  }
  return found;
}

function describe(cv) {
  const { covers = {} } = cv;
  const parts = [covers.class, covers.language, covers.bib ? '.bib' : 'no .bib', covers.tikz ? `TikZ: ${covers.tikz}` : null];
  return parts.filter(Boolean).join(', ');
}

function printShows(result, now, expect, verbose, clean) {
  const recorded = (key) => (expect && expect[key] !== undefined ? ` (recorded ${expect[key]})` : '');
  console.log(`  read as ${now.cvClass ?? '?'}${expect?.cvClass && expect.cvClass !== now.cvClass ? ` (recorded ${expect.cvClass})` : ''}`);
  for (const page of PAGES) {
    const sections = now.pages[page] ?? [];
    if (sections.length === 0) continue;
    const list = sections.map(({ title, entries, tags, subsections }) => `${title} ${entries}${tags ? `+${tags} tags` : ''}${subsections ? ` (${subsections} sub)` : ''}`);
    console.log(`  ${page}: ${list.join('; ')}`);
  }
  if (result.publications === undefined) console.log('  publications lists: this checkout has no publications reader');
  else if (now.publications.length === 0) console.log('  publications lists: none');
  else {
    const total = now.publications.reduce((sum, list) => sum + list.entries, 0);
    console.log(`  publications lists: ${now.publications.map(({ list, entries }) => `${list} ${entries}`).join('; ')} (${total} in all)`);
  }
  console.log(
    `  warnings ${now.warnings}${recorded('warnings')}; ` +
      NOISY.map(([key, label]) => `${label} ${now[key]}${recorded(key)}`).join('; '),
  );
  if (verbose) {
    for (const warning of result.warnings) console.log(`    warning: ${clean(warning)}`);
    if (result.missing?.length) console.log(`    printed words not on the site: ${result.missing.join(' ')}`);
    if (result.mangled?.length) console.log(`    words on the site the PDF does not print: ${result.mangled.join(' ')}`);
    for (const title of result.lost ?? []) console.log(`    shows nothing: ${title}`);
    for (const argument of result.hidden ?? []) console.log(`    language command text not shown: ${argument}`);
  }
}

function main(argv) {
  const options = parseArgs(argv);
  const list = JSON.parse(fs.readFileSync(LIST, 'utf8'));
  const cvs = list.cvs.filter((cv) => options.only.length === 0 || options.only.some((name) => name === cv.name || name === cv.repo));
  if (cvs.length === 0) throw new Error(`no CV in ${path.relative(process.cwd(), LIST)} is named ${options.only.join(', ')}`);
  const checker = createChecker(options.root);
  if (options.root !== REPO_ROOT) console.log(`reading with the readers of ${options.root}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'real-cvs-'));
  const counts = { built: 0, failed: 0, notFetched: 0 };
  const failedNames = [];
  const notFetchedNames = [];
  try {
    cvs.forEach((cv, index) => {
      const label = `[${index + 1}/${cvs.length}] ${cv.name}: ${cv.repo} ${cv.folder}${cv.main ? `/${cv.main}` : ''} @ ${cv.commit.slice(0, 7)}`;
      console.log(`${label} (${describe(cv)})`);
      const source = sourceOf(cv);
      if (source.error) {
        console.log(`  not fetched: ${source.error}`);
        counts.notFetched += 1;
        notFetchedNames.push(cv.name);
        return;
      }
      const dir = path.join(work, cv.name);
      fs.mkdirSync(dir);
      let extracted;
      try {
        extracted = extract(source.gitDir, cv.commit, cv.folder, dir);
      } catch (error) {
        console.log(`  not fetched: ${error.message}`);
        counts.notFetched += 1;
        notFetchedNames.push(cv.name);
        return;
      }
      console.log(`  from ${source.from}: ${extracted.files} files${extracted.missing ? ` (${extracted.missing} not in the mirror, left out)` : ''}`);
      let result;
      try {
        result = checker.check(path.join(dir, cv.folder), { main: cv.main });
      } catch (error) {
        result = { errors: [`the readers threw: ${error.stack?.split('\n').slice(0, 3).join(' | ') ?? error}`], warnings: [] };
      }
      const errors = result.errors ?? [];
      const now = figuresOf(result);
      // Where a message names a file, it names it inside the repository, not inside this run's temporary folder.
      const clean = (message) => message.split(dir + path.sep).join('');
      const failures = errors.map((error) => `does not build: ${clean(error)}`);
      // What it shows is said even when it does not build: the build stops, the reading went on.
      if (result.pages) printShows(result, now, cv.expect, options.verbose, clean);
      if (!cv.expect) {
        if (!options.record) failures.push('nothing recorded for this CV yet: run with --record');
      } else if (result.pages) failures.push(...shortfalls(now, cv.expect, result.publications !== undefined));
      if (options.record && errors.length === 0) {
        // What changed is said, then what the CV shows now becomes what is recorded.
        for (const failure of failures) console.log(`  was recorded otherwise: ${failure}`);
        cv.expect = now;
        console.log('  built; recorded what it shows now');
        counts.built += 1;
        return;
      }
      for (const failure of failures) console.log(`  FAILED: ${failure}`);
      if (failures.length === 0) {
        console.log('  built, shows what was recorded');
        counts.built += 1;
      } else {
        counts.failed += 1;
        failedNames.push(cv.name);
      }
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (options.record) fs.writeFileSync(LIST, JSON.stringify(list, null, 2) + '\n');
  if (failedNames.length > 0) console.log(`failed: ${failedNames.join(', ')}`);
  if (notFetchedNames.length > 0) console.log(`not fetched (not checked): ${notFetchedNames.join(', ')}`);
  console.log(`${counts.built} built, ${counts.failed} failed, ${counts.notFetched} not fetched`);
  return counts.failed > 0 || counts.notFetched > 0 ? 1 : 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exitCode = 2;
}
