#!/usr/bin/env node
/**
 * node tools/real-posts/site.js [--rtl] [--per-blog 8] [--only <repository>]
 *
 * Real blogs' posts dropped into the site as their repositories keep them, one site per blog (each
 * generator's layout: Astro, Next with MDX, Gatsby, Jekyll, Hugo with TOML and shortcodes, Zola,
 * plain Markdown in Chinese), built and assembled as `npm run build:site` does and served by a
 * header-less static server. For each: the posts the build read against the Writing list's; then
 * posts' own documents, each opened in Chromium in the light and the dark scheme (the site starts
 * on the post): console errors, CSP violations and axe violations. `--rtl`: the site in Persian,
 * laid out right to left. The blogs come from local mirrors (/work/.mirror, `fetch` in this
 * project's tool library) and never enter the repository: they are other people's writing.
 * Prints one line per blog and a JSON summary; exits 1 on any problem. Needs `npm run build`.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { APPS, ROOT } = require('../../builder/apps');
const { jiti } = require('../jiti');

const MIRRORS = process.env.REAL_POSTS_MIRRORS || '/work/.mirror';
const PORT = 8097;

/** Each blog: its repository, the folder of its posts, and the folders its pictures are under (copied to content/ by the same name, or as given). */
const BLOGS = [
  { generator: 'Astro (AstroPaper)', repo: 'flyingpot/blog-astro-paper', posts: 'src/content/blog', assets: [['public', 'public']] },
  { generator: 'Next, MDX in page bundles', repo: 'gaearon/overreacted.io', posts: 'public', assets: [] },
  { generator: 'Next (app router, page.mdx)', repo: 'leerob/site', posts: 'app/n', assets: [['public', 'public']] },
  { generator: 'Gatsby (MDX page bundles, pictures beside)', repo: 'Gilbishkosma/PersonalBlog', posts: 'src/posts', assets: [] },
  { generator: 'Jekyll', repo: 'karpathy/karpathy.github.io', posts: '_posts', assets: [['assets', 'assets']] },
  { generator: 'Hugo (TOML, shortcodes)', repo: 'rtdevx/rtdevx.github.io', posts: 'content/posts', assets: [['static', 'static']] },
  { generator: 'Hugo theme example', repo: 'langwan/chidocs', posts: 'exampleSite/content/posts', assets: [['exampleSite/static', 'static']] },
  { generator: 'Zola', repo: 'yoloinfinity55/zola-tailwind-boilerplate', posts: 'content/blog', assets: [['static', 'static']] },
  { generator: 'plain Markdown, Chinese', repo: 'ruanyf/weekly', posts: 'docs', assets: [] },
];

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

/** The git directory of a mirrored repository, or null. */
function mirrorOf(repo) {
  const base = path.join(MIRRORS, repo.replace('/', '+'));
  for (const dir of [base, path.join(base, 'repo')]) if (fs.existsSync(path.join(dir, 'objects'))) return dir;
  return null;
}

/** A folder of the repository's newest commit, extracted under `to` (a mirror may lack its largest files: those are left out). */
function extract(gitDir, folder, to) {
  const git = (args, options = {}) => execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 512 * 1024 * 1024, ...options });
  const files = git(['ls-tree', '-r', '-z', '--full-tree', 'HEAD', '--', folder])
    .toString()
    .split('\0')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map(([meta, file]) => ({ file, object: meta.split(' ')[2] }));
  if (files.length === 0) throw new Error(`${folder} is not in ${gitDir}`);
  for (const { file, object } of files) {
    try {
      const bytes = git(['cat-file', 'blob', object], { stdio: ['ignore', 'pipe', 'ignore'] });
      fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
      fs.writeFileSync(path.join(to, file), bytes);
    } catch {
      // Not in the mirror (a large file); a picture missing is what the build then says.
    }
  }
  return path.join(to, folder);
}

/** The sample content without its own posts and pages, with the blog's posts and pictures (in Persian with --rtl). */
function contentOf(blog, gitDir, rtl) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'real-posts-'));
  const content = path.join(work, 'content');
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true, filter: (source) => !/[\\/]content[\\/](posts|pages)([\\/]|$)/.test(source) });
  fs.cpSync(extract(gitDir, blog.posts, path.join(work, 'repo')), path.join(content, 'posts'), { recursive: true });
  for (const [from, to] of blog.assets) {
    try {
      fs.cpSync(extract(gitDir, from, path.join(work, 'repo')), path.join(content, to), { recursive: true });
    } catch {
      // A folder the repository does not have at its newest commit: its pictures are then missing, which the build says.
    }
  }
  if (rtl) {
    const site = JSON.parse(fs.readFileSync(path.join(content, 'site.json'), 'utf8'));
    fs.writeFileSync(path.join(content, 'site.json'), JSON.stringify({ ...site, language: 'fa' }, null, 2));
  }
  return { work, content };
}

async function checkBlog(blog, { rtl, perBlog, browser }) {
  const gitDir = mirrorOf(blog.repo);
  if (!gitDir) return { blog: blog.repo, skipped: `no mirror in ${MIRRORS}` };
  const { buildFromContent, withContentDir } = jiti('./e2e/support/build.ts');
  const { startPlainStaticServer } = jiti('./e2e/support/hosts.ts');
  const { recordViolations } = jiti('./e2e/support/browser.ts');
  const { axeViolations } = jiti('./e2e/support/axe.ts');
  const { assembleSite } = require('../../builder/hosting/assembleSite');
  const { work, content } = contentOf(blog, gitDir, rtl);
  let host;
  try {
    const build = await buildFromContent(content, ['shell', 'remote_writing']);
    const read = Number(build.output.match(/Posts: (\d+) from/)?.[1] ?? 0);
    for (const name of ['remote_cv', 'remote_projects', 'remote_music']) fs.cpSync(path.join(ROOT, APPS[name].dir, 'dist'), path.join(build.distRoot, APPS[name].dir), { recursive: true });
    const outDir = path.join(work, 'site');
    await withContentDir(content, () => assembleSite({ distRoot: build.distRoot, outDir }));
    host = await startPlainStaticServer({ root: outDir, mountPath: '/', port: PORT });
    const index = JSON.parse(fs.readFileSync(path.join(outDir, 'writing', 'content.json'), 'utf8')).posts;
    const posts = index ? JSON.parse(fs.readFileSync(path.join(outDir, 'writing', index), 'utf8')) : [];
    // Spread over the list: newest, oldest and between.
    const picked = posts.filter((_, at) => posts.length <= perBlog || at % Math.ceil(posts.length / perBlog) === 0).slice(0, perBlog);
    const problems = { consoleErrors: [], violations: [], axe: [], notShown: [] };
    for (const colorScheme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
      const violations = await recordViolations(context);
      const page = await context.newPage();
      page.on('console', (message) => message.type() === 'error' && problems.consoleErrors.push(`${page.url()}: ${message.text()}`));
      page.on('pageerror', (error) => problems.consoleErrors.push(`${page.url()}: ${error.message}`));
      for (const post of picked) {
        await page.goto(`${host.url}${encodeURI(post.path ?? `posts/${post.slug}/`)}`);
        try {
          // The site started on the post, from the Writing remote.
          // A function, not a string: the page's Trusted Types refuse a string to run.
          await page.waitForFunction(
            () => {
              const { document } = globalThis;
              return document.querySelector('#root main')?.getAttribute('data-page')?.startsWith('post:') && document.querySelector('#root article.post') && performance.getEntriesByName('portfolio:interactive').length > 0;
            },
            undefined,
            { timeout: 20_000 },
          );
        } catch {
          problems.notShown.push(`${post.slug} (${colorScheme})`);
          continue;
        }
        for (const violation of await axeViolations(page)) problems.axe.push(`${post.slug} (${colorScheme}): ${violation}`);
      }
      problems.violations.push(...violations);
      await context.close();
    }
    return { blog: blog.repo, generator: blog.generator, read, listed: posts.length, visited: picked.length, warnings: (build.output.match(/WARNING/g) ?? []).length, ...problems };
  } finally {
    await host?.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  const rtl = process.argv.includes('--rtl');
  const perBlog = Number(option('--per-blog', 8));
  const { launchBrowser } = jiti('./e2e/support/browser.ts');
  const browser = await launchBrowser();
  const results = [];
  try {
    const only = option('--only', null);
    for (const blog of BLOGS.filter((each) => !only || each.repo === only)) {
      const result = await checkBlog(blog, { rtl, perBlog, browser });
      results.push(result);
      if (result.skipped) console.log(`- ${blog.repo}: skipped, ${result.skipped}`);
      else {
        const bad = result.consoleErrors.length + result.violations.length + result.axe.length + result.notShown.length;
        console.log(`${bad === 0 && result.read === result.listed ? '✓' : '✗'} ${blog.repo} (${blog.generator}): ${result.read} read, ${result.listed} listed, ${result.visited} visited in both schemes; ${result.consoleErrors.length} console errors, ${result.violations.length} CSP violations, ${result.axe.length} axe, ${result.notShown.length} not shown; ${result.warnings} build warnings`);
        for (const problem of [...result.consoleErrors, ...result.violations, ...result.axe, ...result.notShown].slice(0, 3)) console.log(`    ${problem}`);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(JSON.stringify(results.filter((result) => !result.skipped), null, 1));
  if (results.some((result) => !result.skipped && (result.read !== result.listed || result.consoleErrors.length + result.violations.length + result.axe.length + result.notShown.length > 0))) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
