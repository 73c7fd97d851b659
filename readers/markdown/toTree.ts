/**
 * markdown-it's tokens as a post's tree (shared/src/markdown/tree.ts), in one pass: Markdown's
 * elements, the owner's raw HTML through the safe list, code highlighted, math as MathML, GitHub's
 * task lists, alerts and footnotes, and heading anchors. Also says where each picture is (line)
 * and what could not be read (math that does not parse), for the post's warnings.
 */
import type { Token } from 'markdown-it';
import type { MdAttributes, MdElement, MdNode } from '@portfolio/shared/src/markdown/tree';
import { parseFenceInfo } from './fenceInfo';
import { highlight, highlightLanguage } from './highlight';
import { htmlTokens } from './htmlTokens';
import { POST_LINK } from './markdownParser';
import { renderMath } from './math';
import { safeHref, safeSrc } from './safeUrl';
import { VOID, decideHtml, treeTagName } from './safeHtml';
import { IdSet, headingSlug } from './slugs';
import { describePath } from './findPosts';
import { plainText } from './plainText';
import { TreeBuilder } from './treeBuilder';

export interface FoundImage {
  src: string;
  alt: string;
  line: number;
}

export interface TreeNote {
  line: number;
  message: string;
}

export interface TreeResult {
  body: MdNode[];
  /** The 1-based line each top-level node of body starts on. */
  lines: number[];
  images: FoundImage[];
  notes: TreeNote[];
  /** The links to other posts in body (`a` with `post`), to point at their slugs once all posts are read. */
  postLinks: MdElement[];
}

const ALERT = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*$/i;
const TASK = /^\[([ xX])\](?:\s+|$)/;
/** `## Title {#anchor}` (kramdown, pandoc, Hugo): the id the owner chose; `{.class}` alone is dropped. */
const HEADING_ATTRIBUTES = /\s*\{\s*(?:#([\w:.-]+))?[^{}]*\}\s*$/;
/** A link to another post by its file: `./other.md`, `../2015-05-21-other.markdown#part`. */
const POST_FILE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/\/)([^?#]*\.(?:md|markdown|mdx))(#.*)?$/i;

function decodeUri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A link to another post: its slug (by file name; readPosts maps it to the post's own slug) and fragment. */
function postLink(href: string): MdAttributes | null {
  let target: string;
  let hash = '';
  if (href.startsWith(POST_LINK)) {
    const [path = '', fragment] = decodeUri(href.slice(POST_LINK.length)).split('#');
    target = path;
    hash = fragment ? `#${fragment}` : '';
  } else {
    const match = POST_FILE_LINK.exec(href);
    if (!match) return null;
    target = decodeUri(match[1] ?? '');
    hash = match[2] ?? '';
  }
  const slug = describePath(target.replace(/\/+$/, '')).nameSlug;
  return hash ? { post: slug, hash } : { post: slug };
}

/** `[ ] ` or `[x] ` at the start of a list item's first paragraph. */
function taskMarker(tokens: Token[], index: number): Token | null {
  const paragraph = tokens[index + 1];
  const inline = tokens[index + 2];
  if (paragraph?.type !== 'paragraph_open' || inline?.type !== 'inline') return null;
  const first = inline.children?.[0];
  return first?.type === 'text' && TASK.test(first.content) ? first : null;
}

export function toTree(tokens: Token[]): TreeResult {
  const builder = new TreeBuilderWithLines();
  const images: FoundImage[] = [];
  const notes: TreeNote[] = [];
  const postLinks: MdElement[] = [];
  const macros: Record<string, unknown> = {};
  /** For each open Markdown link: whether it became an element (an unsafe href is unwrapped). */
  const links: boolean[] = [];
  /** Paragraphs left out: a tight list's, or an alert's marker line that held nothing else. */
  const hiddenParagraphs = new Set<Token>();
  /** A task list item's first line, and whether its box is ticked. */
  const tasks = new Map<Token, boolean>();
  let line = 1;

  const math = (tex: string, display: boolean, at: number) => {
    const result = renderMath(tex, display, macros);
    if (!result.ok) notes.push({ line: at, message: `math "${tex.trim().slice(0, 40)}" ${result.error}: shown as written` });
    builder.node(result.node);
  };

  const html = (content: string, at: number, block: boolean) => {
    let offsetLine = at;
    let counted = 0;
    for (const token of htmlTokens(content)) {
      for (let index = content.indexOf('\n', counted); index >= 0 && index < token.offset; index = content.indexOf('\n', index + 1)) {
        offsetLine += 1;
        counted = index + 1;
      }
      if (token.type === 'text') {
        builder.text(token.text);
      } else if (token.type === 'close') {
        builder.close(treeTagName(token.name), 'html', token.name);
      } else {
        const decision = decideHtml(token.name, token.attributes);
        const isVoid = VOID.has(token.name) || token.selfClosing;
        if (decision.kind === 'element') {
          if (isVoid || decision.t === 'img') {
            if (builder.empty(decision.t, decision.a, 'html') && decision.t === 'img') {
              images.push({ src: String(decision.a.src), alt: String(decision.a.alt ?? ''), line: offsetLine });
            }
          } else {
            builder.open(decision.t, decision.a, 'html');
          }
        } else if (decision.kind === 'link') {
          if (builder.open('a', { href: decision.href }, 'html')) {
            builder.text(decision.text);
            builder.close('a', 'html');
          }
          if (!isVoid) builder.drop(token.name);
        } else if (decision.kind === 'drop' && !isVoid) {
          builder.drop(token.name);
        }
      }
    }
    if (block) builder.endHtmlBlock();
  };

  const inline = (children: Token[], first: number) => {
    let at = first;
    for (const token of children) {
      switch (token.type) {
        case 'text':
          builder.text(token.content);
          break;
        case 'softbreak':
          builder.text('\n');
          at += 1;
          break;
        case 'hardbreak':
          builder.empty('br', {}, 'md');
          at += 1;
          break;
        case 'code_inline':
          builder.node({ t: 'code', c: [token.content] });
          break;
        case 'strong_open':
          builder.open('strong', {}, 'md');
          break;
        case 'em_open':
          builder.open('em', {}, 'md');
          break;
        case 's_open':
          builder.open('del', {}, 'md');
          break;
        case 'strong_close':
          builder.close('strong', 'md');
          break;
        case 'em_close':
          builder.close('em', 'md');
          break;
        case 's_close':
          builder.close('del', 'md');
          break;
        case 'link_open': {
          const href = String(token.attrGet('href') ?? '');
          const internal = postLink(href);
          const safe = internal ? null : safeHref(href);
          const a: MdAttributes = internal ?? (safe === null ? {} : { href: safe });
          const title = token.attrGet('title');
          if (title !== null) a.title = String(title);
          const opened = (internal !== null || safe !== null) && builder.open('a', a, 'md');
          if (opened && internal) postLinks.push(builder.current());
          links.push(opened);
          break;
        }
        case 'link_close':
          if (links.pop()) builder.close('a', 'md');
          break;
        case 'image': {
          const alt = plainText(tokenText(token.children ?? []));
          const src = safeSrc(String(token.attrGet('src') ?? ''));
          if (src === null) {
            builder.text(alt);
            break;
          }
          const a: MdAttributes = { src, alt };
          const title = token.attrGet('title');
          if (title !== null) a.title = String(title);
          builder.empty('img', a, 'md');
          images.push({ src, alt, line: at });
          break;
        }
        case 'html_inline':
          html(token.content, at, false);
          at += token.content.split('\n').length - 1;
          break;
        case 'math_inline':
          math(token.content, false, at);
          at += token.content.split('\n').length - 1;
          break;
        case 'math_display':
          math(token.content, true, at);
          at += token.content.split('\n').length - 1;
          break;
        case 'footnote_ref': {
          const meta = token.meta as { id: number; subId?: number };
          const n = meta.id + 1;
          const id = meta.subId ? `fnref-${n}-${meta.subId}` : `fnref-${n}`;
          builder.node({ t: 'sup', c: [{ t: 'a', a: { href: `#fn-${n}`, id, className: 'footnote-ref' }, c: [String(n)] }] });
          break;
        }
        default:
      }
    }
  };

  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    if (token.map) line = token.map[0] + 1;
    const before = builder.nodes.length;
    switch (token.type) {
      case 'paragraph_open':
        if (!token.hidden && !hiddenParagraphs.has(token)) builder.open('p', {}, 'md');
        break;
      case 'paragraph_close':
        if (!token.hidden && !hiddenParagraphs.has(token)) builder.close('p', 'md');
        break;
      case 'heading_open': {
        const a: MdAttributes = {};
        const children = tokens[index + 1]?.children ?? [];
        const last = children[children.length - 1];
        if (last?.type === 'text') {
          const match = HEADING_ATTRIBUTES.exec(last.content);
          if (match && match.index > 0) {
            last.content = last.content.slice(0, match.index);
            if (match[1]) a.id = match[1];
          }
        }
        builder.open(token.tag as MdElement['t'], a, 'md');
        break;
      }
      case 'heading_close':
        builder.close(token.tag, 'md');
        break;
      case 'blockquote_open': {
        const a: MdAttributes = {};
        const inlineToken = tokens[index + 2];
        const first = inlineToken?.children?.[0];
        if (tokens[index + 1]?.type === 'paragraph_open' && inlineToken?.type === 'inline' && first?.type === 'text' && ALERT.test(first.content)) {
          // GitHub's alerts: > [!NOTE] on a line of its own. The site labels it in the reader's language.
          a.className = `alert alert-${(ALERT.exec(first.content)?.[1] ?? 'note').toLowerCase()}`;
          const children = inlineToken.children ?? [];
          children.splice(0, children[1]?.type === 'softbreak' ? 2 : 1);
          if (children.length === 0) {
            hiddenParagraphs.add(tokens[index + 1] as Token);
            const close = tokens.slice(index + 3).find((next) => next.type === 'paragraph_close');
            if (close) hiddenParagraphs.add(close);
          }
        }
        builder.open('blockquote', a, 'md');
        break;
      }
      case 'blockquote_close':
        builder.close('blockquote', 'md');
        break;
      case 'bullet_list_open':
        builder.open('ul', {}, 'md');
        break;
      case 'ordered_list_open': {
        const start = Number(token.attrGet('start') ?? 1);
        builder.open('ol', Number.isFinite(start) && start !== 1 ? { start } : {}, 'md');
        break;
      }
      case 'bullet_list_close':
        builder.close('ul', 'md');
        break;
      case 'ordered_list_close':
        builder.close('ol', 'md');
        break;
      case 'list_item_open': {
        const marker = taskMarker(tokens, index);
        if (marker) {
          const list = builder.current();
          list.a = { ...list.a, className: 'contains-task-list' };
          builder.open('li', { className: 'task-list-item' }, 'md');
          tasks.set(tokens[index + 2] as Token, marker.content[1] !== ' ');
          marker.content = marker.content.replace(TASK, '');
        } else {
          builder.open('li', {}, 'md');
        }
        break;
      }
      case 'list_item_close':
        builder.close('li', 'md');
        break;
      case 'inline': {
        const checked = tasks.get(token);
        if (checked !== undefined) {
          builder.empty('input', { type: 'checkbox', disabled: true, ...(checked ? { checked: true } : {}) }, 'md');
          builder.text(' ');
        }
        inline(token.children ?? [], line);
        break;
      }
      case 'fence': {
        const { lang, title } = parseFenceInfo(token.info);
        if (lang === 'math') {
          math(token.content, true, line);
          break;
        }
        const code = token.content.replace(/\n$/, '');
        const known = highlightLanguage(lang);
        const className = lang === null ? null : known ? `hljs language-${lang}` : `language-${lang}`;
        const pre: MdElement = { t: 'pre', c: [{ t: 'code', ...(className ? { a: { className } } : {}), c: highlight(code, lang) }] };
        builder.node(title ? { t: 'figure', a: { className: 'code' }, c: [{ t: 'figcaption', c: [title] }, pre] } : pre);
        break;
      }
      case 'code_block':
        builder.node({ t: 'pre', c: [{ t: 'code', c: [token.content.replace(/\n$/, '')] }] });
        break;
      case 'math_block':
        math(token.content, true, line);
        break;
      case 'hr':
        builder.empty('hr', {}, 'md');
        break;
      case 'html_block':
        html(token.content, line, true);
        break;
      case 'table_open':
        builder.open('table', {}, 'md');
        break;
      case 'thead_open':
        builder.open('thead', {}, 'md');
        break;
      case 'tbody_open':
        builder.open('tbody', {}, 'md');
        break;
      case 'tr_open':
        builder.open('tr', {}, 'md');
        break;
      case 'th_open':
      case 'td_open': {
        const align = /text-align:\s*(left|center|right)/.exec(String(token.attrGet('style') ?? ''))?.[1];
        builder.open(token.tag as 'th' | 'td', align ? { align } : {}, 'md');
        break;
      }
      case 'table_close':
      case 'thead_close':
      case 'tbody_close':
      case 'tr_close':
      case 'th_close':
      case 'td_close':
        builder.close(token.tag, 'md');
        break;
      case 'footnote_block_open':
        builder.open('section', { className: 'footnotes' }, 'md');
        builder.open('ol', {}, 'md');
        break;
      case 'footnote_block_close':
        builder.close('section', 'md');
        break;
      case 'footnote_open':
        builder.open('li', { id: `fn-${(token.meta as { id: number }).id + 1}` }, 'md');
        break;
      case 'footnote_close':
        builder.close('li', 'md');
        break;
      case 'footnote_anchor': {
        const meta = token.meta as { id: number; subId?: number };
        const n = meta.id + 1;
        builder.text(' ');
        builder.node({ t: 'a', a: { href: `#fnref-${n}${meta.subId ? `-${meta.subId}` : ''}`, className: 'footnote-back' }, c: ['↩'] });
        break;
      }
      default:
    }
    builder.noteLines(before, line);
  }
  const body = builder.finish();
  pruneEmpty(body);
  assignHeadingIds(body);
  return { body, lines: builder.lines, images, notes, postLinks };
}

/** The text of an image's alt tokens (markdown-it keeps them as children, emphasis and all). */
function tokenText(children: Token[]): MdNode[] {
  return children.map((child) => (child.type === 'image' ? plainText(tokenText(child.children ?? [])) : child.type === 'softbreak' ? ' ' : child.content));
}

/** Leaves out `c` where there are no children (`{ t: 'code' }` for an empty fence): the tree's one shape for "none". */
function pruneEmpty(nodes: MdNode[]): void {
  for (const node of nodes) {
    if (typeof node === 'string' || node.c === undefined) continue;
    if (node.c.length === 0) delete node.c;
    else pruneEmpty(node.c);
  }
}

/** Gives every heading an id (GitHub's slug of its text, unique in the post) after the ids the owner wrote. */
export function assignHeadingIds(body: MdNode[]): void {
  const ids = new IdSet();
  const headings: MdElement[] = [];
  const walk = (nodes: MdNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      if (typeof node.a?.id === 'string') ids.reserve(node.a.id);
      else if (/^h[1-6]$/.test(node.t)) headings.push(node);
      if (node.c && node.t !== 'pre' && node.t !== 'math') walk(node.c);
    }
  };
  walk(body);
  for (const heading of headings) heading.a = { ...heading.a, id: ids.unique(headingSlug(plainText(heading.c ?? []))) };
}

/** The tree builder, also noting the line each new top-level node starts on. */
class TreeBuilderWithLines extends TreeBuilder {
  readonly lines: number[] = [];

  noteLines(before: number, line: number): void {
    for (let index = Math.min(before, this.lines.length); index < this.nodes.length; index += 1) this.lines[index] ??= line;
    this.lines.length = Math.min(this.lines.length, this.nodes.length);
  }
}
