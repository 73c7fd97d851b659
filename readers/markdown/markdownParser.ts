/**
 * The Markdown parser, set up once: CommonMark with GitHub's tables, strikethrough and autolinks
 * (markdown-it), footnotes (markdown-it-footnote) and math (./mathSyntax). Raw HTML is on: it
 * arrives as tokens the tree builder passes through the safe list, never as HTML to a page.
 *
 * markdown-it over the unified family (micromark, remark, rehype): it is CommonJS (the engine's
 * Node.js code and jest load it as it is, where unified's packages are ESM only), and it parses
 * several times faster; it hands over a flat token list with line numbers, which the tree is built
 * from directly, with no HTML string in between.
 */
import MarkdownItParser, { type MarkdownIt, type Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { mathPlugin } from './mathSyntax';

/** The href markers a rewrite leaves for a link to another post (Hugo's ref, Jekyll's post_url): see generatorSyntax.ts. */
export const POST_LINK = 'x-post:';

const MAY_LINK = /(?:https?|ftp):\/\/|mailto:/i;

function createParser(): MarkdownIt {
  const md = new MarkdownItParser('default', { html: true, linkify: true, typographer: false });
  // GitHub links bare http(s) and mailto addresses, not every word with a dot ("README.md", "setup.py").
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: false });
  // Nor protocol-relative "//host" text. And linkify-it's full test (one large regex) runs on a paragraph only when it can hold a link.
  md.linkify.add('//', null);
  const test = md.linkify.test.bind(md.linkify);
  md.linkify.test = (text: string) => MAY_LINK.test(text) && test(text);
  md.use(footnote).use(mathPlugin);
  // markdown-it drops javascript:, vbscript:, file: and data: links by itself; the tree's safe list checks again.
  return md;
}

let parser: MarkdownIt | undefined;

/** markdown-it's tokens for a post's text; `env` collects its link references and footnotes. */
export function parseMarkdown(text: string): Token[] {
  parser ??= createParser();
  return parser.parse(text, {});
}
