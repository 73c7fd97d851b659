#!/usr/bin/env node
/**
 * Reads folders of Markdown posts the way the build does (readers/markdown/) and says, for each
 * post: its title, date, slug and words; its code blocks (with and without a language), formulas
 * and pictures (found beside it or under content/, missing, remote); the reader's warnings and
 * errors; and any generator syntax still showing as text outside code ({{< … >}}, {% … %}, MDX
 * imports and exports, <Component>, [[toc]], kramdown's {: …}), which must never happen.
 *
 * For trying the reader on real blogs, which stay out of the repository (they are other people's
 * writing): `node tools/real-posts/check.js /tmp/some-blog/posts …`. Each folder is read as
 * content/posts/, its parent as content/ (where /images/… and static/ are looked for). `--quiet`
 * prints only the posts with warnings or leftovers. Exits 1 when any post has an error or shows
 * generator syntax.
 */
const fs = require('node:fs');
const path = require('node:path');
const { jiti } = require('../jiti');

const { readPosts } = jiti(path.join(__dirname, '../../readers/markdown/index.ts'));

/** Generator syntax that must not show as text: each with what it is. */
const LEFTOVERS = [
  [/\{\{[<%]/, 'Hugo shortcode'],
  [/\{%-?\s*\w/, 'Liquid tag'],
  [/(^|\n)\s*(import|export)\s+[\w{*]/, 'MDX import/export'],
  [/<\/?[A-Z][\w.]*(\s+[\w-]+(=|\s*\/?>)|\s*\/?>)/, 'component'],
  [/\[\[_?toc_?\]\]/i, 'toc marker'],
  [/\{:[^}\n]*\}/, 'kramdown attributes'],
  [/(^|\n):::/, 'container'],
];

function markdownFiles(folder) {
  return fs
    .readdirSync(folder, { recursive: true })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => /\.(md|markdown|mdx)$/i.test(entry) && fs.statSync(path.join(folder, entry)).isFile())
    .map((entry) => ({ path: entry, text: fs.readFileSync(path.join(folder, entry), 'utf8') }));
}

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'td', 'th', 'figcaption', 'summary', 'dt', 'dd', 'br']);

/** Counts in a post's tree, and the text a reader sees outside code (each block on a line of its own). */
function measure(body) {
  const counts = { code: 0, codeWithLanguage: 0, math: 0 };
  const prose = [];
  const walk = (nodes) => {
    for (const node of nodes) {
      if (typeof node === 'string') {
        prose.push(node);
        continue;
      }
      if (node.t === 'pre') {
        counts.code += 1;
        const code = node.c?.find((child) => typeof child === 'object' && child.t === 'code');
        if (/\blanguage-/.test(String(code?.a?.className ?? ''))) counts.codeWithLanguage += 1;
        continue;
      }
      if (node.t === 'math') {
        counts.math += 1;
        continue;
      }
      // Inline code is code: a word in the sentence, not text that could be a leftover.
      if (node.t === 'code') {
        prose.push('CODE');
        continue;
      }
      if (BLOCKS.has(node.t)) prose.push('\n');
      if (node.c) walk(node.c);
      if (BLOCKS.has(node.t)) prose.push('\n');
    }
  };
  walk(body);
  const text = prose.join('');
  const leftovers = LEFTOVERS.filter(([pattern]) => pattern.test(text)).map(([pattern, name]) => `${name}: "${text.match(pattern)[0].trim().slice(0, 30)}"`);
  return { ...counts, leftovers };
}

function check(folder, quiet) {
  const postsFolder = path.resolve(folder);
  const content = path.dirname(postsFolder);
  const files = markdownFiles(postsFolder);
  const started = process.hrtime.bigint();
  const result = readPosts(files, {
    hasFile: (file) => fs.existsSync(path.join(content, file)),
    postsDir: path.relative(content, postsFolder),
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const byFile = new Map();
  for (const message of result.messages) byFile.set(message.file, [...(byFile.get(message.file) ?? []), message]);
  let failures = 0;
  const totals = { posts: 0, drafts: result.drafts.length, code: 0, codeWithLanguage: 0, math: 0, images: 0, missing: 0, remote: 0, warnings: 0, errors: 0, leftovers: 0 };
  console.log(`\n${folder}: ${files.length} Markdown files, ${result.posts.length} posts, ${result.drafts.length} drafts, read in ${Math.round(ms)} ms`);
  for (const post of [...result.posts, ...result.drafts]) {
    const stats = measure(post.body);
    const messages = byFile.get(post.file) ?? [];
    const found = post.images.filter((image) => image.file !== null).length;
    const remote = post.images.filter((image) => image.remote).length;
    const missing = post.images.length - found - remote;
    totals.posts += 1;
    totals.code += stats.code;
    totals.codeWithLanguage += stats.codeWithLanguage;
    totals.math += stats.math;
    totals.images += post.images.length;
    totals.missing += missing;
    totals.remote += remote;
    totals.warnings += messages.filter((message) => message.severity === 'warning').length;
    totals.leftovers += stats.leftovers.length;
    if (stats.leftovers.length > 0) failures += 1;
    if (quiet && messages.length === 0 && stats.leftovers.length === 0) continue;
    console.log(`- ${post.file}${post.draft ? ' (draft)' : ''}`);
    console.log(`  "${post.title}" · ${post.date?.slice(0, 10) ?? 'no date'} · /${post.lang ? `${post.lang}/` : ''}${post.slug} · ${post.words} words · code ${stats.code} (${stats.codeWithLanguage} with a language) · math ${stats.math} · pictures ${found} found, ${missing} missing, ${remote} remote`);
    for (const message of messages) console.log(`  ${message.severity}: line ${message.line}${message.column ? `:${message.column}` : ''}: ${message.message}`);
    for (const leftover of stats.leftovers) console.log(`  LEFT AS TEXT: ${leftover}`);
  }
  // Files that made no post: their errors.
  for (const [file, messages] of byFile) {
    const errors = messages.filter((message) => message.severity === 'error');
    totals.errors += errors.length;
    failures += errors.length;
    if (errors.length > 0 && !result.posts.some((post) => post.file === file)) for (const error of errors) console.log(`- ${file}\n  error: line ${error.line}${error.column ? `:${error.column}` : ''}: ${error.message}`);
  }
  console.log(`  total: ${JSON.stringify(totals)}`);
  return failures;
}

function main() {
  const args = process.argv.slice(2);
  const quiet = args.includes('--quiet');
  const folders = args.filter((arg) => !arg.startsWith('--'));
  if (folders.length === 0) {
    console.error('usage: node tools/real-posts/check.js [--quiet] <posts folder>…');
    process.exit(2);
  }
  const failures = folders.reduce((sum, folder) => sum + check(folder, quiet), 0);
  process.exitCode = failures > 0 ? 1 : 0;
}

main();
