/**
 * The owner's feed read in the page, for the live refresh: the browser's own parsers (DOMParser for
 * XML and HTML, JSON.parse) where the build uses feedsmith and htmlparser2, which would weigh about
 * 100 KB gzip here. What is kept of each item, and how, is the build's rules (shared/src/feed), so a
 * post reads the same from either; a test reads every fixture feed both ways and compares.
 * The HTML documents DOMParser makes are inert: no script runs, no image loads.
 */
import { readPosts, type FeedPost, type ItemReader } from '@portfolio/shared/src/feed/feedPosts';
import { collapse, feedText, type MarkupTree } from '@portfolio/shared/src/feed/feedText';
import { parseInert } from './feedParserPolicy';

const ATOM = 'http://www.w3.org/2005/Atom';
const RSS_1 = 'http://purl.org/rss/1.0/';
const CONTENT = 'http://purl.org/rss/1.0/modules/content/';
const DC = 'http://purl.org/dc/elements/1.1/';
const XML = 'http://www.w3.org/XML/1998/namespace';

const DOM_TREE: MarkupTree<Node> = {
  text: (node) => (node.nodeType === Node.TEXT_NODE || node.nodeType === Node.CDATA_SECTION_NODE ? (node.nodeValue ?? '') : null),
  tag: (node) => (node.nodeType === Node.ELEMENT_NODE ? (node as Element).localName.toLowerCase() : null),
  children: (node) => [...node.childNodes],
  attribute: (node, name) => (node as Element).getAttribute?.(name) ?? undefined,
};

const { htmlToText, titleText } = feedText((html) => [parseInert(html, 'text/html').documentElement], DOM_TREE);

/**
 * The child elements named `name` in namespace `ns`. null is RSS's own elements: no namespace in
 * RSS 2.0, RSS 1.0's in RDF, or whatever default the root declares (dev.to writes xmlns="default").
 */
function childrenNamed(parent: Element | undefined, ns: string | null, name: string): Element[] {
  if (!parent) return [];
  const own = (uri: string | null) => uri === null || uri === RSS_1 || uri === parent.ownerDocument.documentElement.namespaceURI;
  return [...parent.children].filter((child) => child.localName === name && (ns === null ? own(child.namespaceURI) : child.namespaceURI === ns));
}

const first = (parent: Element | undefined, ns: string | null, name: string) => childrenNamed(parent, ns, name)[0];
const textOf = (element: Element | undefined) => element?.textContent ?? undefined;
const textsOf = (parent: Element, ns: string | null, name: string) => childrenNamed(parent, ns, name).map((element) => element.textContent ?? '');

const rss: ItemReader<Element, Element> = {
  base: (channel) => textOf(first(channel, null, 'link')),
  items: (channel) => childrenNamed(channel, null, 'item'),
  itemBase: (_item, base) => base,
  feedTitle: (channel) => titleText(textOf(first(channel, null, 'title'))),
  title: (item) => titleText(textOf(first(item, null, 'title'))),
  // A guid is the post's address unless it says isPermaLink="false" (Medium's is an internal id).
  links: (item) => {
    const guid = first(item, null, 'guid');
    return [textOf(first(item, null, 'link')), guid?.getAttribute('isPermaLink') !== 'false' ? textOf(guid) : undefined];
  },
  dates: (item) => [textOf(first(item, null, 'pubDate')), ...textsOf(item, DC, 'date'), textOf(first(item, ATOM, 'published')), textOf(first(item, ATOM, 'updated'))],
  summaries: (item) => [() => htmlToText(textOf(first(item, null, 'description'))), () => htmlToText(textOf(first(item, CONTENT, 'encoded')))],
  tags: (item) => [...textsOf(item, null, 'category'), ...textsOf(item, DC, 'subject')].map(htmlToText),
};

/** RDF (RSS 1.0): the items sit beside the channel, not in it. */
const rdf: ItemReader<Element, Element> = {
  ...rss,
  base: (root) => rss.base(first(root, null, 'channel') as Element),
  feedTitle: (root) => rss.feedTitle(first(root, null, 'channel') as Element),
  items: (root) => childrenNamed(root, null, 'item'),
};

const isAtomHtml = (type: string | null) => type === 'html' || type === 'xhtml' || type === 'text/html';

/** Atom says what its text is: "text" (the default) is shown as it is, "html" and "xhtml" are markup. */
function atomText(element: Element | undefined, fromHtml: (value: unknown) => string = htmlToText): string {
  if (!element) return '';
  const type = element.getAttribute('type');
  const value = type === 'xhtml' ? [...element.childNodes].map((node) => new XMLSerializer().serializeToString(node)).join('') : (element.textContent ?? '');
  if (!value) return '';
  if (isAtomHtml(type)) return fromHtml(value);
  return !type || type === 'text' || type.startsWith('text/') ? collapse(value) : '';
}

function alternateLink(parent: Element): string | undefined {
  return childrenNamed(parent, ATOM, 'link').find((link) => !link.getAttribute('rel') || link.getAttribute('rel') === 'alternate')?.getAttribute('href') ?? undefined;
}

const atom: ItemReader<Element, Element> = {
  base: (feed) => feed.getAttributeNS(XML, 'base') ?? alternateLink(feed),
  items: (feed) => childrenNamed(feed, ATOM, 'entry'),
  itemBase: (entry, base) => {
    const own = entry.getAttributeNS(XML, 'base');
    if (!own) return base;
    return URL.canParse(own, base) ? new URL(own, base).href : base;
  },
  feedTitle: (feed) => atomText(first(feed, ATOM, 'title'), titleText),
  title: (entry) => atomText(first(entry, ATOM, 'title'), titleText),
  links: (entry) => [alternateLink(entry)],
  dates: (entry) => [textOf(first(entry, ATOM, 'published')), textOf(first(entry, ATOM, 'updated'))],
  summaries: (entry) => [() => atomText(first(entry, ATOM, 'summary')), () => atomText(first(entry, ATOM, 'content'))],
  tags: (entry) => childrenNamed(entry, ATOM, 'category').map((category) => htmlToText(category.getAttribute('label') ?? category.getAttribute('term'))),
};

type JsonItem = Record<string, unknown>;
const strings = (value: unknown) => (typeof value === 'string' ? value : undefined);

const json: ItemReader<JsonItem, JsonItem> = {
  base: (feed) => feed.home_page_url,
  items: (feed) => (Array.isArray(feed.items) ? feed.items.filter((item): item is JsonItem => typeof item === 'object' && item !== null) : []),
  itemBase: (_item, base) => base,
  feedTitle: (feed) => titleText(feed.title),
  title: (item) => titleText(item.title),
  links: (item) => [strings(item.url), strings(item.external_url)],
  dates: (item) => [strings(item.date_published), strings(item.date_modified)],
  // The spec calls summary and content_text plain text, but generators put HTML there too.
  summaries: (item) => [() => htmlToText(item.summary), () => htmlToText(item.content_text), () => htmlToText(item.content_html)],
  tags: (item) => (Array.isArray(item.tags) ? item.tags : []).map(htmlToText),
};

/**
 * The newest `limit` posts of a feed's text (RSS 2.0/0.9x, RDF, Atom 1.0, JSON Feed), without
 * covers (a cover is only ever the build's). Throws when the text is not a feed the reader can use.
 */
export function readLiveFeed(text: string, { limit, baseUrl }: { limit: number; baseUrl: string }): FeedPost[] {
  const source = text.replace(/^\uFEFF/, '').trimStart();
  if (source.startsWith('{')) {
    const feed = JSON.parse(source) as unknown;
    if (typeof feed !== 'object' || feed === null || !Array.isArray((feed as JsonItem).items)) throw new Error('not a JSON Feed');
    return readPosts(feed as JsonItem, json, { limit, baseUrl }).posts.map(({ post }) => post);
  }
  const document = parseInert(source, 'application/xml');
  const root = document.documentElement;
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error('the XML is not well formed');
  if (root.localName === 'rss') {
    const channel = first(root, null, 'channel');
    if (!channel) throw new Error('an RSS feed without a channel');
    return readPosts(channel, rss, { limit, baseUrl }).posts.map(({ post }) => post);
  }
  if (root.localName === 'RDF') return readPosts(root, rdf, { limit, baseUrl }).posts.map(({ post }) => post);
  if (root.localName === 'feed' && root.namespaceURI === ATOM) return readPosts(root, atom, { limit, baseUrl }).posts.map(({ post }) => post);
  throw new Error('not an RSS, Atom or JSON feed');
}
