#!/usr/bin/env node
/**
 * node tools/bench/ownerMachine.js [--posts 1000]: what an owner's machine spends on a site made by
 * `npm create @folio-federation` against a one-page Astro site and Docusaurus's classic template, in
 * one run: each install from an empty npm cache of its own; then cold builds (no caches, no output)
 * and warm ones, and `npm start` (`astro dev`, `docusaurus start`) to the first page, the sites
 * interleaved, three of each, the median beside the runs. Needs the npm registry; this project's
 * packages come from a registry on loopback (tools/release/localRegistry.js), staged from this tree,
 * so run `npm run build` and `npm run build:engine:development` first.
 *
 * With --posts N: the same N generated Markdown posts (./markdownPosts.js, each with its pictures)
 * in the created site's content/posts/, in an Astro blog (a content collection, a page per post and
 * the list) and in a Hugo site (Debian's `hugo`, when installed: it is reported beside), and only
 * their cold builds, interleaved, three of each.
 */
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { stage } = require('../release/stage');
const { cleanEnv, startRegistry } = require('../release/localRegistry');
const { generatePosts } = require('./markdownPosts');
const { median } = require('./stats');

const ASTRO = '7.3.5';
const DOCUSAURUS = '3.10.2';
const RUNS = 3;
const QUIET = ['--no-audit', '--no-fund', '--loglevel=error'];

const megabytes = (dir) => Math.round(Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024);
const packages = (dir) => execFileSync('npm', ['ls', '--all', '--parseable'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').length - 1;

function timed(command, args, options) {
  const started = process.hrtime.bigint();
  execFileSync(command, args, { stdio: 'ignore', ...options });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Seconds from the command's start to the first answer of `url`; the command is stopped then. */
async function untilAnswer(command, args, options, url) {
  const started = process.hrtime.bigint();
  const child = spawn(command, args, { ...options, stdio: 'ignore', detached: true });
  try {
    for (const deadline = Date.now() + 300_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (await fetch(url).then((response) => response.ok, () => false)) return Number(process.hrtime.bigint() - started) / 1e9;
    }
    throw new Error(`${url} never answered`);
  } finally {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

/**
 * Each site as an owner would have it: made, then installed from an empty npm cache of its own.
 * `cold`: what a build leaves that the next would reuse (removed before a cold build).
 */
async function makeSites(work, { docusaurus: withDocusaurus = true } = {}) {
  const registry = await startRegistry();
  const folio = { name: 'site', dir: path.join(work, 'site'), cold: ['dist', 'site', 'node_modules/.cache'], start: ['npm', ['start']], url: 'http://localhost:3000/' };
  try {
    const staged = stage({ out: path.join(work, 'packages') });
    registry.publish(staged.engine);
    registry.publish(staged.create);
    const env = { ...registry.env, npm_config_cache: path.join(work, 'cache-site') };
    execFileSync('npm', ['create', '@folio-federation@latest', folio.dir, '--', '--yes', '--no-install'], { env, stdio: 'ignore' });
    folio.install = timed('npm', ['install', ...QUIET], { cwd: folio.dir, env });
  } finally {
    await registry.stop();
  }
  // The GitHub API is not asked: a build must not wait on the network it measures nothing of.
  folio.env = { ...cleanEnv(), GITHUB_API_URL: 'http://127.0.0.1:9' };

  const astro = { name: 'astro', dir: path.join(work, 'astro'), cold: ['dist', 'node_modules/.astro', '.astro'], start: ['npx', ['astro', 'dev', '--port', '4321']], url: 'http://localhost:4321/' };
  fs.mkdirSync(path.join(astro.dir, 'src', 'pages'), { recursive: true });
  fs.writeFileSync(path.join(astro.dir, 'package.json'), JSON.stringify({ name: 'one-page', private: true, type: 'module', scripts: { build: 'astro build', dev: 'astro dev' }, dependencies: { astro: ASTRO } }));
  fs.writeFileSync(path.join(astro.dir, 'src', 'pages', 'index.astro'), '---\nconst name = "Mira Kestrel";\n---\n<html lang="en"><head><meta charset="utf-8" /><title>{name}</title></head><body><h1>{name}</h1><p>Front-end Engineer</p></body></html>\n');
  astro.env = { ...cleanEnv(), npm_config_cache: path.join(work, 'cache-astro'), ASTRO_TELEMETRY_DISABLED: '1' };
  astro.install = timed('npm', ['install', ...QUIET], { cwd: astro.dir, env: astro.env });

  if (!withDocusaurus) return [folio, astro];
  // Docusaurus's classic template as create-docusaurus writes it (JavaScript, its docs and blog pages).
  const docusaurus = { name: 'docusaurus', dir: path.join(work, 'docusaurus'), cold: ['build', '.docusaurus', 'node_modules/.cache'], start: ['npx', ['docusaurus', 'start', '--port', '3005', '--no-open']], url: 'http://localhost:3005/' };
  docusaurus.env = { ...cleanEnv(), npm_config_cache: path.join(work, 'cache-docusaurus'), DOCUSAURUS_TELEMETRY_DISABLED: '1' };
  execFileSync('npx', ['--yes', `create-docusaurus@${DOCUSAURUS}`, 'docusaurus', 'classic', work, '--javascript', '--skip-install'], { cwd: work, env: docusaurus.env, stdio: 'ignore' });
  fs.rmSync(docusaurus.env.npm_config_cache, { recursive: true, force: true });
  docusaurus.install = timed('npm', ['install', ...QUIET], { cwd: docusaurus.dir, env: docusaurus.env });
  return [folio, astro, docusaurus];
}

/** A chart-like picture (the same bytes beside every post, as a blog's template pictures would be). */
async function pictureBytes() {
  const sharp = require('sharp');
  const bars = Array.from({ length: 12 }, (_, at) => `<rect x="${40 + at * 90}" y="${560 - (at * 37) % 400}" width="60" height="${(at * 37) % 400 + 40}" fill="#1858c4"/>`).join('');
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#f6f8fa"/>${bars}</svg>`)).png().toBuffer();
}

/** Writes the posts (and their pictures) under `folder`, each in its page bundle. */
function writePosts(folder, posts, picture) {
  for (const post of posts) {
    fs.mkdirSync(path.join(folder, path.dirname(post.path)), { recursive: true });
    fs.writeFileSync(path.join(folder, post.path), post.text);
    for (const file of post.pictures) fs.writeFileSync(path.join(folder, file), picture);
  }
}

/** The created site, an Astro blog and (when Debian's hugo is installed) a Hugo site, each with the same posts. */
async function postSites(work, count) {
  const posts = generatePosts(count);
  const picture = await pictureBytes();
  const [folio, astro] = await makeSites(work, { docusaurus: false });
  writePosts(path.join(folio.dir, 'content', 'posts'), posts, picture);

  writePosts(path.join(astro.dir, 'src', 'content', 'blog'), posts, picture);
  fs.writeFileSync(path.join(astro.dir, 'src', 'content.config.ts'), "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { blog: defineCollection({ loader: glob({ base: './src/content/blog', pattern: '**/*.md' }) }) };\n");
  fs.mkdirSync(path.join(astro.dir, 'src', 'pages', 'blog'), { recursive: true });
  fs.writeFileSync(
    path.join(astro.dir, 'src', 'pages', 'blog', '[...slug].astro'),
    "---\nimport { getCollection, render } from 'astro:content';\nexport async function getStaticPaths() {\n  const posts = await getCollection('blog');\n  return posts.map((post) => ({ params: { slug: post.id }, props: { post } }));\n}\nconst { post } = Astro.props;\nconst { Content } = await render(post);\n---\n<html lang=\"en\"><head><meta charset=\"utf-8\" /><title>{post.data.title}</title></head><body><h1>{post.data.title}</h1><Content /></body></html>\n",
  );
  fs.writeFileSync(
    path.join(astro.dir, 'src', 'pages', 'blog', 'index.astro'),
    "---\nimport { getCollection } from 'astro:content';\nconst posts = await getCollection('blog');\n---\n<html lang=\"en\"><head><meta charset=\"utf-8\" /><title>Writing</title></head><body><h1>Writing</h1><ul>{posts.map((post) => <li><a href={`/blog/${post.id}/`}>{post.data.title}</a></li>)}</ul></body></html>\n",
  );

  const sites = [folio, astro];
  const hugoFound = (() => {
    try {
      return execFileSync('hugo', ['version'], { encoding: 'utf8' }).trim();
    } catch {
      return null;
    }
  })();
  if (hugoFound) {
    const hugo = { name: 'hugo', version: hugoFound, dir: path.join(work, 'hugo'), cold: ['public', 'resources'], env: cleanEnv(), build: ['hugo', ['--quiet']] };
    writePosts(path.join(hugo.dir, 'content', 'posts'), posts, picture);
    fs.writeFileSync(path.join(hugo.dir, 'hugo.toml'), 'baseURL = "https://example.org/"\ntitle = "Mira Kestrel"\n[markup.goldmark.renderer]\nunsafe = true\n');
    fs.mkdirSync(path.join(hugo.dir, 'layouts', '_default'), { recursive: true });
    fs.writeFileSync(path.join(hugo.dir, 'layouts', '_default', 'single.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><h1>{{ .Title }}</h1>{{ .Content }}</body></html>\n');
    fs.writeFileSync(path.join(hugo.dir, 'layouts', '_default', 'list.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></body></html>\n');
    sites.push(hugo);
  }
  return { sites, hugo: hugoFound };
}

/** Cold builds of the post sites, interleaved. */
async function measurePosts(count) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-machine-posts-'));
  const { sites, hugo } = await postSites(work, count);
  const out = Object.fromEntries(sites.map((site) => [site.name, { cold: [] }]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const site of sites) {
      for (const folder of site.cold) fs.rmSync(path.join(site.dir, folder), { recursive: true, force: true });
      const [command, args] = site.build ?? ['npm', ['run', 'build']];
      out[site.name].cold.push(timed(command, args, { cwd: site.dir, env: site.env }));
    }
  }
  for (const figures of Object.values(out)) figures.cold = { median: Number(median(figures.cold).toFixed(2)), runs: figures.cold.map((seconds) => Number(seconds.toFixed(2))) };
  fs.rmSync(work, { recursive: true, force: true });
  return { posts: count, hugoVersion: hugo ?? 'not installed (apt-get install hugo)', ...out };
}

async function measure() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-machine-'));
  const sites = await makeSites(work);
  const out = Object.fromEntries(sites.map((site) => [site.name, { install: Number(site.install.toFixed(2)), packages: packages(site.dir), MB: megabytes(path.join(site.dir, 'node_modules')), cold: [], warm: [], start: [] }]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const site of sites) {
      for (const folder of site.cold) fs.rmSync(path.join(site.dir, folder), { recursive: true, force: true });
      out[site.name].cold.push(timed('npm', ['run', 'build'], { cwd: site.dir, env: site.env }));
      out[site.name].warm.push(timed('npm', ['run', 'build'], { cwd: site.dir, env: site.env }));
    }
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const site of sites) out[site.name].start.push(await untilAnswer(site.start[0], site.start[1], { cwd: site.dir, env: site.env }, site.url));
  }
  for (const figures of Object.values(out)) {
    for (const key of ['cold', 'warm', 'start']) figures[key] = { median: Number(median(figures[key]).toFixed(2)), runs: figures[key].map((seconds) => Number(seconds.toFixed(2))) };
  }
  fs.rmSync(work, { recursive: true, force: true });
  return out;
}

const postsAt = process.argv.indexOf('--posts');
(postsAt >= 0 ? measurePosts(Number(process.argv[postsAt + 1] || 1000)) : measure()).then(
  (out) => console.log(JSON.stringify(out, null, 1)),
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
