/**
 * One post file, read: front matter, generator syntax, Markdown to tree, the fields, the pictures.
 * Never throws: what cannot be read is an error (front matter that does not parse: the post is not
 * made) or a warning (everything else: the post is made, with nothing else lost).
 */
import type { MdElement, MdNode } from '@portfolio/shared/src/markdown/tree';
import type { Post, ReadMessage } from '@portfolio/shared/src/markdown/post';
import { SUMMARY_LENGTH } from '@portfolio/shared/src/feed/feedPosts';
import { shorten } from '@portfolio/shared/src/feed/feedText';
import type { PostFile } from './findPosts';
import { readFrontMatter } from './frontMatter';
import { rewriteGeneratorSyntax } from './generatorSyntax';
import { type HasFile, resolveImages } from './images';
import { parseMarkdown } from './markdownParser';
import { readMetadata } from './metadata';
import { countWords, plainText } from './plainText';
import { slugify } from './slugs';
import { toTree } from './toTree';

export interface ReadPostOptions {
  hasFile: HasFile;
  /** content/posts/ relative to content/ ('posts'; translations: 'translations/fr/posts'). */
  postsDir?: string;
}

export interface ReadPostResult {
  post: Post | null;
  messages: ReadMessage[];
  /** Its links to other posts (`a` with `post`: a slug by file name), for readPosts to point at the posts' own slugs. */
  postLinks: MdElement[];
}

const isHeading = (node: MdNode | undefined): node is MdElement => typeof node === 'object' && /^h[1-6]$/.test(node.t);
const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/** The first top-level heading: a post without a title in its front matter opens with it (`# Title`). */
function titleHeading(body: MdNode[]): number {
  return body.findIndex(isHeading);
}

/** A missing picture's img becomes its alt text: a reader sees what it showed. */
function altForMissing(nodes: MdNode[], missing: Set<string>): MdNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    if (node.t === 'img' && missing.has(String(node.a?.src))) return String(node.a?.alt ?? '');
    if (node.c) {
      node.c = altForMissing(node.c, missing);
      if (node.c.length === 0) delete node.c;
    }
    return node;
  }).filter((node) => node !== '');
}

export function readPost(source: PostFile, options: ReadPostOptions): ReadPostResult {
  const messages: ReadMessage[] = [];
  const warn = (line: number, message: string) => messages.push({ severity: 'warning', file: source.path, line, message });
  const raw = source.text.replace(/^\uFEFF/, '');
  const text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
  let lineCount = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lineCount += 1;

  const frontMatter = readFrontMatter(text);
  if (!frontMatter.ok) {
    messages.push({ severity: 'error', file: source.path, line: Math.min(frontMatter.line, lineCount), ...(frontMatter.column ? { column: frontMatter.column } : {}), message: frontMatter.message });
    return { post: null, messages, postLinks: [] };
  }
  // The front matter's lines stay, empty, so every line the parser reports is the file's.
  let bodyStart = 0;
  for (let line = 0; line < frontMatter.lines && bodyStart >= 0; line += 1) bodyStart = text.indexOf('\n', bodyStart) + 1 || -1;
  const body = frontMatter.lines === 0 ? text : bodyStart > 0 ? '\n'.repeat(frontMatter.lines) + text.slice(bodyStart) : '\n'.repeat(frontMatter.lines - 1);

  const rewritten = rewriteGeneratorSyntax(body, { mdx: source.mdx });
  for (const finding of rewritten.findings) {
    const more = finding.count > 1 ? ` (and ${finding.count - 1} more)` : '';
    warn(Math.min(finding.line, lineCount), `${finding.kind} "${finding.sample}"${more}: only the old generator runs it, so the site shows what it stood for (a code block, a picture, a link) or the text inside it`);
  }

  const tree = toTree(parseMarkdown(rewritten.text));
  for (const note of tree.notes) warn(Math.min(note.line, lineCount), note.message);

  const meta = readMetadata(frontMatter.data, source.nameDate, rewritten.exported);
  for (const problem of meta.problems) warn(1, `${problem}: left out`);

  // The title: the front matter's, Next's metadata's, else the first heading's, which then is not repeated.
  let nodes = tree.body;
  let nodeLines = tree.lines;
  let title = meta.title;
  const headingIndex = titleHeading(nodes);
  const heading = nodes[headingIndex];
  if (isHeading(heading)) {
    const headingText = plainText(heading.c ?? []);
    if (title === null || sameText(headingText, title)) {
      title ??= headingText;
      nodes = nodes.filter((_, index) => index !== headingIndex);
      nodeLines = nodeLines.filter((_, index) => index !== headingIndex);
    }
  }
  if (!title) {
    title = source.nameSlug.replace(/-/g, ' ');
    warn(1, `has no title (front matter, heading): "${title}" from its file name is shown`);
  }

  const resolved = resolveImages(tree.images, source.folder, options.hasFile, options.postsDir);
  for (const missing of resolved.missing) warn(missing.line, missing.message);
  if (resolved.missing.length > 0) {
    const missingSources = new Set(resolved.images.filter((image) => !image.remote && image.file === null).map((image) => image.src));
    nodes = altForMissing(nodes, missingSources);
  }

  // The summary: the front matter's, else the text before <!--more-->, else the first paragraph with words in it.
  let summary = meta.summary;
  if (summary === null && rewritten.moreLine !== null) {
    const before = nodes.filter((_, index) => (nodeLines[index] ?? Infinity) < (rewritten.moreLine as number));
    summary = plainText(before, { proseOnly: true, noPictures: true }) || null;
  }
  if (summary === null) {
    const paragraph = nodes.find((node) => typeof node === 'object' && node.t === 'p' && plainText(node.c ?? [], { proseOnly: true, noPictures: true }) !== '');
    summary = paragraph === undefined ? '' : plainText([paragraph], { proseOnly: true, noPictures: true });
  }

  const slug = slugify(meta.slug ?? '') || source.nameSlug;
  const lang = meta.lang ?? source.nameLang;
  return {
    post: {
      slug,
      title: shorten(title.replace(/\s+/g, ' ').trim(), 300),
      date: meta.date,
      updated: meta.updated,
      summary: shorten(summary.replace(/\s+/g, ' ').trim(), SUMMARY_LENGTH),
      tags: meta.tags,
      ...(lang ? { lang } : {}),
      ...(meta.order !== null ? { order: meta.order } : {}),
      ...(meta.video !== null ? { video: meta.video } : {}),
      draft: meta.draft,
      file: source.path,
      body: nodes,
      images: resolved.images,
      words: countWords(plainText(nodes, { proseOnly: true, noMath: true, noPictures: true })),
    },
    messages,
    postLinks: tree.postLinks,
  };
}
