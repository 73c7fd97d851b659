#!/usr/bin/env node
/**
 * node tools/bench/markdownReader.js [--count 1000] [--runs 3] [--posts <folder>]
 *
 * How long the Markdown reader (readers/markdown/) takes on 1,000 posts: the generated set
 * (./markdownPosts.js), or the .md/.mdx files of a folder repeated until there are `count` (real
 * posts kept out of the repository). Cold is the first run in a fresh process, the libraries'
 * loading included; warm the median of the runs after it; each also as CPU time, steadier than the
 * clock on a shared machine (the load average is printed beside). Prints JSON. A script, not a test: times
 * depend on the machine and its load. The reader runs from its TypeScript through jiti here; the
 * engine's bundle runs the same code without jiti's module proxies.
 */
const fs = require('node:fs');
const path = require('node:path');
const { jiti } = require('../jiti');
const { generatePosts } = require('./markdownPosts');
const { median } = require('./stats');

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

/** The posts of a folder, repeated (each copy in a folder of its own) until there are `count`. */
function postsFrom(folder, count) {
  const files = fs
    .readdirSync(folder, { recursive: true })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => /\.(md|markdown|mdx)$/i.test(entry));
  if (files.length === 0) throw new Error(`${folder} has no Markdown files`);
  const texts = files.map((file) => ({ file, text: fs.readFileSync(path.join(folder, file), 'utf8') }));
  return Array.from({ length: count }, (_, index) => {
    const { file, text } = texts[index % texts.length];
    // Each copy its own address: a bundle's folder or the file's name gets the copy's number.
    const copy = Math.floor(index / texts.length);
    const renamed = /(^|\/)(index|page)(\.[\w-]+)?\.(md|mdx|markdown)$/i.test(file) ? file.replace(/([^/]+)\/((?:index|page)[^/]*)$/i, `$1-${copy}/$2`) : file.replace(/(\.[^./]+)$/, `-${copy}$1`);
    return { path: renamed, text: text.replace(/^(slug|postSlug)\s*[:=].*$/gim, ''), pictures: [] };
  });
}

function main() {
  const count = Number(option('--count', 1000));
  const runs = Number(option('--runs', 3));
  const folder = option('--posts', null);
  const posts = folder ? postsFrom(folder, count) : generatePosts(count);
  const pictures = new Set(posts.flatMap((post) => post.pictures.map((picture) => `posts/${picture}`)));
  const files = posts.map(({ path: file, text }) => ({ path: file, text }));
  const options = { hasFile: (file) => pictures.has(file) };

  const loadStarted = process.hrtime.bigint();
  const { readPosts } = jiti(path.join(__dirname, '../../readers/markdown/index.ts'));
  const loadMs = Number(process.hrtime.bigint() - loadStarted) / 1e6;
  const times = [];
  const cpu = [];
  let result;
  for (let run = 0; run <= runs; run += 1) {
    const started = process.hrtime.bigint();
    const cpuStarted = process.cpuUsage();
    result = readPosts(files, options);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
  }
  const round = (ms) => Math.round(ms);
  const bodyBytes = Buffer.byteLength(JSON.stringify(result.posts.map((post) => post.body)));
  console.log(
    JSON.stringify(
      {
        source: folder ?? 'generated (tools/bench/markdownPosts.js)',
        posts: files.length,
        inputBytes: files.reduce((sum, file) => sum + Buffer.byteLength(file.text), 0),
        read: result.posts.length + result.drafts.length,
        messages: result.messages.length,
        errors: result.messages.filter((message) => message.severity === 'error').length,
        treeJsonBytes: bodyBytes,
        loadMs: round(loadMs),
        coldMs: round(loadMs + times[0]),
        firstRunMs: round(times[0]),
        warmMedianMs: round(median(times.slice(1))),
        // CPU time (all threads, the garbage collector's included): steadier than the clock when other work shares the machine.
        firstRunCpuMs: round(cpu[0]),
        warmMedianCpuMs: round(median(cpu.slice(1))),
        loadAverage: require('node:os').loadavg().map((value) => Math.round(value * 100) / 100),
        heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1024 / 1024),
      },
      null,
      2,
    ),
  );
}

main();
