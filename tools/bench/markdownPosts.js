/**
 * 1,000 Markdown posts for the benchmarks, made up (fictional text) but shaped like real blogs'
 * posts: front matter in YAML or TOML with each generator's keys, ~1,500 words, headings, lists,
 * a table, quotes, footnotes, links, pictures beside the post, math in some, and many code blocks in
 * the languages blogs use (a post about code has 10 or more). Deterministic: the same set every run,
 * so runs and builders (this reader, Astro, Hugo) read the same files.
 */

const WORDS = 'the a component state render build cache request server client module bundle page site post reader layout function value error type test browser network memory thread queue event handler stream file folder route data query index table record field schema change deploy release version commit branch review latency throughput budget image picture font style theme colour motion focus label button form input output result effect hook context store update'.split(' ');

const CODE = {
  js: 'export function debounce(fn, wait = 100) {\n  let timer;\n  return (...args) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), wait);\n  };\n}\n\nconst onResize = debounce(() => console.log(window.innerWidth), 200);\nwindow.addEventListener("resize", onResize);',
  tsx: 'import { useEffect, useState } from "react";\n\nexport function Clock({ zone }: { zone: string }) {\n  const [now, setNow] = useState(() => new Date());\n  useEffect(() => {\n    const id = setInterval(() => setNow(new Date()), 1000);\n    return () => clearInterval(id);\n  }, []);\n  return <time dateTime={now.toISOString()}>{now.toLocaleTimeString("en", { timeZone: zone })}</time>;\n}',
  python: 'from dataclasses import dataclass\n\n@dataclass\nclass Point:\n    x: float\n    y: float\n\n    def distance(self, other: "Point") -> float:\n        return ((self.x - other.x) ** 2 + (self.y - other.y) ** 2) ** 0.5\n\nprint(Point(0, 0).distance(Point(3, 4)))  # 5.0',
  go: 'package main\n\nimport (\n\t"fmt"\n\t"net/http"\n)\n\nfunc main() {\n\thttp.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {\n\t\tfmt.Fprintf(w, "hello %s", r.URL.Path[1:])\n\t})\n\thttp.ListenAndServe(":8080", nil)\n}',
  rust: 'use std::collections::HashMap;\n\nfn count_words(text: &str) -> HashMap<&str, usize> {\n    let mut counts = HashMap::new();\n    for word in text.split_whitespace() {\n        *counts.entry(word).or_insert(0) += 1;\n    }\n    counts\n}',
  bash: '#!/usr/bin/env bash\nset -euo pipefail\nfor file in content/posts/*.md; do\n  echo "checking $file"\n  grep -c "^#" "$file" || true\ndone',
  css: ':root {\n  --accent: oklch(65% 0.2 250);\n}\n\n.card {\n  display: grid;\n  gap: 1rem;\n  padding-inline: clamp(1rem, 4vw, 2rem);\n  border-radius: 0.5rem;\n}\n\n@media (prefers-color-scheme: dark) {\n  .card { background: #111; }\n}',
  json: '{\n  "name": "example",\n  "version": "1.2.3",\n  "scripts": { "build": "tsc -b", "test": "jest" },\n  "dependencies": { "react": "^19.0.0" }\n}',
  sql: 'SELECT author, COUNT(*) AS posts, MAX(published_at) AS latest\nFROM posts\nWHERE draft = false\nGROUP BY author\nHAVING COUNT(*) > 3\nORDER BY latest DESC;',
  yaml: 'name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci && npm test',
};
const LANGS = Object.keys(CODE);

/** A small deterministic generator (mulberry32): the same posts every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generatePost(index) {
  const next = random(index + 1);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const sentence = (min = 8, max = 20) => {
    const words = Array.from({ length: min + Math.floor(next() * (max - min)) }, () => pick(WORDS));
    const decorated = words.map((word, at) => (at === 3 && next() < 0.3 ? `**${word}**` : at === 6 && next() < 0.3 ? `\`${word}\`` : at === 9 && next() < 0.2 ? `[${word}](https://example.com/${word})` : word));
    const text = decorated.join(' ');
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 3 + Math.floor(next() * 4) }, () => sentence()).join(' ');
  const year = 2012 + (index % 13);
  const month = String(1 + (index % 12)).padStart(2, '0');
  const day = String(1 + (index % 28)).padStart(2, '0');
  const title = `${sentence(3, 7).replace(/\*\*|`|\[|\]\([^)]*\)/g, '').slice(0, -1)} ${index}`;
  const toml = index % 4 === 0;
  const frontMatter = toml
    ? `+++\ntitle = "${title}"\ndate = ${year}-${month}-${day}\ndescription = "${sentence()}"\n[taxonomies]\ntags = ["${pick(WORDS)}", "${pick(WORDS)}"]\n[extra]\ntoc = true\n+++\n`
    : `---\ntitle: "${title}"\n${index % 3 === 0 ? 'pubDatetime' : 'date'}: ${year}-${month}-${day}T10:00:00Z\ntags:\n  - ${pick(WORDS)}\n  - ${pick(WORDS)}\n${index % 5 === 0 ? `spoiler: "${sentence()}"\n` : ''}---\n`;
  const parts = [frontMatter, paragraph(), ''];
  for (let section = 0; section < 6; section += 1) {
    parts.push(`## ${sentence(2, 5).slice(0, -1)}`, '', paragraph(), '');
    const lang = pick(LANGS);
    parts.push(`\`\`\`${lang}${section === 0 ? ' title="example"' : ''}`, CODE[lang], '```', '', paragraph(), '');
    if (section % 2 === 0) parts.push(`- ${sentence()}`, `- ${sentence()}`, `  - ${sentence()}`, `- ${sentence()}`, '');
    if (section === 1) parts.push(`![${pick(WORDS)}](./figure-${section}.png)`, '', paragraph(), '');
    if (section === 2) parts.push('| Step | Time | Notes |', '|:-----|-----:|-------|', ...Array.from({ length: 5 }, (_, row) => `| ${pick(WORDS)} | ${row * 12} ms | ${sentence(3, 6)} |`), '');
    if (section === 3) parts.push(`> ${paragraph()}`, '', `${sentence()}[^1]`, '');
    if (section === 4 && index % 7 === 0) parts.push('$$', '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}', '$$', '', `Inline $O(n \\log n)$ and $e^{i\\pi} + 1 = 0$, for $5 and $10.`, '');
    if (section === 5 && index % 6 === 0) parts.push('{{< figure src="figure-5.png" caption="A figure" >}}', '', '{{< highlight go >}}', CODE.go, '{{< /highlight >}}', '');
    const extra = pick(LANGS);
    parts.push('```' + extra, CODE[extra], '```', '');
  }
  parts.push(`[^1]: ${sentence()}`, '');
  const folder = `${year}-${month}-${day}-post-${index}`;
  return { path: `${folder}/index.md`, text: parts.join('\n'), pictures: [`${folder}/figure-1.png`, `${folder}/figure-5.png`] };
}

/** `count` posts as { path (relative to content/posts/), text, pictures (paths beside it) }. */
function generatePosts(count = 1000) {
  return Array.from({ length: count }, (_, index) => generatePost(index));
}

module.exports = { generatePosts };
