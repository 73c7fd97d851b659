/**
 * Raw HTML, as a post holds it (one of markdown-it's html_block or html_inline chunks, or what the
 * highlighter and Temml write), cut into open tags, close tags and text. Not an HTML parser: it does
 * not build a tree or guess missing tags (the tree builder does, across Markdown and HTML alike),
 * which is why it can take a close tag whose open tag was in an earlier chunk (`<details>` … blank
 * line … Markdown … `</details>`). Nothing it returns is trusted: the tree builder keeps only the
 * safe list's elements and attributes.
 */
import { decodeHTML, decodeHTMLAttribute } from 'entities';

export type HtmlToken =
  | { type: 'open'; name: string; attributes: [string, string][]; selfClosing: boolean; offset: number }
  | { type: 'close'; name: string; offset: number }
  | { type: 'text'; text: string; offset: number };

/** Elements whose content is not markup: it runs to their close tag whatever it holds. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

const OPEN_TAG = /<([a-zA-Z][a-zA-Z0-9:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const CLOSE_TAG = /<\/([a-zA-Z][a-zA-Z0-9:-]*)\s*>/y;

function attributesOf(source: string): [string, string][] {
  const attributes: [string, string][] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes.push([(match[1] ?? '').toLowerCase(), decodeHTMLAttribute(value)]);
  }
  return attributes;
}

/** Where a construct that runs to `end` closes, or the end of the chunk when it never does. */
function skipTo(html: string, from: number, end: string): number {
  const at = html.indexOf(end, from);
  return at < 0 ? html.length : at + end.length;
}

export function htmlTokens(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let textStart = 0;
  let position = 0;
  const flushText = (until: number) => {
    if (until > textStart) tokens.push({ type: 'text', text: decodeHTML(html.slice(textStart, until)), offset: textStart });
  };
  while (position < html.length) {
    const lt = html.indexOf('<', position);
    if (lt < 0) break;
    position = lt;
    let next = -1;
    if (html.startsWith('<!--', lt)) {
      flushText(lt);
      next = skipTo(html, lt + 4, '-->');
    } else if (html.startsWith('<![CDATA[', lt)) {
      flushText(lt);
      const end = skipTo(html, lt + 9, ']]>');
      tokens.push({ type: 'text', text: html.slice(lt + 9, Math.max(lt + 9, end - 3)), offset: lt });
      next = end;
    } else if (html.startsWith('<!', lt) || html.startsWith('<?', lt)) {
      flushText(lt);
      next = skipTo(html, lt + 2, '>');
    } else if (html[lt + 1] === '/') {
      CLOSE_TAG.lastIndex = lt;
      const match = CLOSE_TAG.exec(html);
      if (match) {
        flushText(lt);
        tokens.push({ type: 'close', name: (match[1] ?? '').toLowerCase(), offset: lt });
        next = CLOSE_TAG.lastIndex;
      }
    } else {
      OPEN_TAG.lastIndex = lt;
      const match = OPEN_TAG.exec(html);
      if (match) {
        flushText(lt);
        const name = (match[1] ?? '').toLowerCase();
        tokens.push({ type: 'open', name, attributes: attributesOf(match[2] ?? ''), selfClosing: match[3] === '/', offset: lt });
        next = OPEN_TAG.lastIndex;
        if (RAW_TEXT.has(name) && match[3] !== '/') {
          // Its content is never shown (the tree builder drops these elements whole), so it is skipped, not read.
          const close = new RegExp(`</${name}\\s*>`, 'ig');
          close.lastIndex = next;
          const end = close.exec(html);
          next = end ? close.lastIndex : html.length;
          tokens.push({ type: 'close', name, offset: end ? end.index : html.length });
        }
      }
    }
    if (next < 0) {
      // A '<' that starts no tag is text.
      position = lt + 1;
      continue;
    }
    position = next;
    textStart = next;
  }
  flushText(html.length);
  return tokens;
}
