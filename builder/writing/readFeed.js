/**
 * Reads the owner's feed (content/site.json `writing.feed`): RSS 2.0 and 0.9x, RDF (RSS 1.0),
 * Atom 1.0 or JSON Feed 1.0/1.1 text in, the newest posts out as plain text and http(s) URLs.
 * Everything in a feed comes from a server nobody here controls, so no markup and no other URL
 * scheme ever leaves this module, and an item that cannot be shown honestly is skipped and named.
 * Build time only: feedsmith and htmlparser2 are never part of the browser code. What is kept of
 * an item, and how, is shared/src/feed's, which the page's live reader (remote-writing) uses too.
 */
const { parseFeed, DetectError, MalformedError, ParseError } = require('feedsmith');
const { parseDocument } = require('htmlparser2');
const { engineModule } = require('../engineModules');

const { readPosts, webUrl, absoluteUrl } = engineModule('shared/src/feed/feedPosts.ts');
const { feedText, findElement, collapse, HTML_READ } = engineModule('shared/src/feed/feedText.ts');

/** htmlparser2's tree (domhandler nodes), as the shared text rules walk it. */
const TREE = {
  text: (node) => (node.type === 'text' ? node.data : null),
  tag: (node) => (node.type === 'tag' || node.type === 'script' || node.type === 'style' ? node.name : null),
  children: (node) => node.children ?? [],
  attribute: (node, name) => node.attribs?.[name],
};
const parseMarkup = (html) => parseDocument(html).children;
const { htmlToText, titleText } = feedText(parseMarkup, TREE);

/**
 * @typedef {import('../../shared/src/feed/feedPosts').FeedPost & { cover?: string }} Post
 *   cover: the absolute http(s) URL of a cover image, if the item names one
 */

/**
 * @param {string} text  the feed as fetched
 * @param {{ limit?: number, baseUrl?: string }} [options]  baseUrl: the feed's own URL, for relative links
 * @returns {{ posts: Post[], skipped: { item: string, reason: string }[], format: string, title?: string }}
 */
function readFeed(text, { limit = 10, baseUrl } = {}) {
  const { format, feed } = parse(String(text ?? ''));
  const reader = READERS[format];
  const read = readPosts(feed, reader, { limit, baseUrl });
  const posts = read.posts.map(({ post, item }) => {
    const cover = reader.covers(item).map((raw) => webUrl(raw, reader.itemBase(item, read.base))).find(Boolean) ?? firstImage(reader.html(item), post.url);
    return { ...post, ...(cover ? { cover } : {}) };
  });
  return { posts, skipped: read.skipped, format, ...(read.title ? { title: read.title } : {}) };
}

function parse(text) {
  const source = text.replace(/^\uFEFF/, '').trimStart();
  if (source === '') throw new Error('not an RSS, Atom or JSON feed: it is empty');
  if (source.startsWith('{') || source.startsWith('[')) {
    try {
      JSON.parse(source);
    } catch (error) {
      throw new Error(`JSON is not well formed: ${error.message}`);
    }
  }
  let parsed;
  try {
    parsed = parseFeed(source);
  } catch (error) {
    if (error instanceof MalformedError) throw new Error(`XML is not well formed: ${error.cause?.message ?? error.message}`);
    if (error instanceof ParseError) throw new Error('an RSS, Atom or JSON feed with nothing in it');
    if (!(error instanceof DetectError)) throw error;
    const looksLikeHtml = /^(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html)[\s>]/i.test(source);
    throw new Error(`not an RSS, Atom or JSON feed${looksLikeHtml ? ': it is an HTML page' : ''}`);
  }
  // fast-xml-parser, under feedsmith, forgives elements left open: a feed cut short in transfer
  // would otherwise read as a feed with fewer posts.
  if (parsed.format !== 'json') checkXmlStructure(source);
  return parsed;
}

/** CDATA, comments, processing instructions and declarations, else a start, end or empty tag. */
const XML_TAG = /<(?:!\[CDATA\[[\s\S]*?\]\]>|!--[\s\S]*?-->|\?[\s\S]*?\?>|!(?:[^>[]|\[[\s\S]*?\])*>|(\/?)([^\s/>]+)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>)/g;

function checkXmlStructure(source) {
  const lineAt = (index) => source.slice(0, index).split('\n').length;
  const fail = (message) => {
    throw new Error(`XML is not well formed: ${message}`);
  };
  const open = [];
  let rootClosed = false;
  for (const match of source.matchAll(XML_TAG)) {
    const [, closing, name, selfClosing] = match;
    if (!name) continue;
    if (closing) {
      const current = open.pop();
      if (!current) fail(`</${name}> on line ${lineAt(match.index)} closes nothing`);
      if (current.name !== name) fail(`</${name}> on line ${lineAt(match.index)} does not close <${current.name}> from line ${lineAt(current.index)}`);
      rootClosed = open.length === 0;
    } else {
      if (rootClosed) fail(`<${name}> on line ${lineAt(match.index)} follows the end of the document`);
      if (!selfClosing) open.push({ name, index: match.index });
      else rootClosed = open.length === 0;
    }
  }
  if (open.length > 0) fail(`<${open.at(-1).name}> from line ${lineAt(open.at(-1).index)} is never closed (the feed may be cut short)`);
}

/**
 * One reader per feedsmith format: where each field lives, in the order it is looked for.
 * Text fields come back as plain text; summaries as thunks, so a whole article is only turned
 * into text when every source before it is empty.
 */
const rss = {
  base: (feed) => feed.link,
  items: (feed) => feed.items,
  itemBase: (item, base) => base,
  feedTitle: (feed) => titleText(feed.title),
  title: (item) => titleText(item.title),
  // A guid is the post's address unless it says isPermaLink="false" (Medium's is an internal id).
  links: (item) => [item.link, item.guid?.isPermaLink !== false ? item.guid?.value : undefined],
  dates: (item) => [item.pubDate, ...(item.dc?.dates ?? []), item.atom?.published, item.atom?.updated],
  summaries: (item) => [() => htmlToText(item.description), () => htmlToText(item.content?.encoded)],
  tags: (item) => [...(item.categories ?? []).map((category) => category.name), ...(item.dc?.subjects ?? [])].map(htmlToText),
  covers: (item) => [
    ...(item.enclosures ?? []).filter(isImage).map((enclosure) => enclosure.url),
    ...mediaImages(item.media),
  ],
  html: (item) => [item.description, item.content?.encoded],
};

const atom = {
  base: (feed) => feed.xml?.base ?? alternateLink(feed.links),
  items: (feed) => feed.entries,
  itemBase: (entry, base) => absoluteUrl(entry.xml?.base, base) ?? base,
  feedTitle: (feed) => atomText(feed.title, titleText),
  title: (entry) => atomText(entry.title, titleText),
  links: (entry) => [alternateLink(entry.links)],
  dates: (entry) => [entry.published, entry.updated],
  summaries: (entry) => [() => atomText(entry.summary), () => atomText(entry.content)],
  tags: (entry) => (entry.categories ?? []).map((category) => htmlToText(category.label ?? category.term)),
  covers: (entry) => [
    ...(entry.links ?? []).filter((link) => link.rel === 'enclosure' && isImage(link)).map((link) => link.href),
    ...mediaImages(entry.media),
  ],
  html: (entry) => [entry.summary, entry.content].filter((construct) => isAtomHtml(construct?.type)).map((construct) => construct.value),
};

const json = {
  base: (feed) => feed.home_page_url,
  items: (feed) => feed.items,
  itemBase: (item, base) => base,
  feedTitle: (feed) => titleText(feed.title),
  title: (item) => titleText(item.title),
  links: (item) => [item.url, item.external_url],
  dates: (item) => [item.date_published, item.date_modified],
  // The spec calls summary and content_text plain text, but generators put HTML there too.
  summaries: (item) => [() => htmlToText(item.summary), () => htmlToText(item.content_text), () => htmlToText(item.content_html)],
  tags: (item) => (Array.isArray(item.tags) ? item.tags : []).map(htmlToText),
  covers: (item) => [item.image, item.banner_image],
  html: (item) => [item.content_html],
};

const READERS = { rss, rdf: rss, atom, json };

function alternateLink(links) {
  return (links ?? []).find((link) => !link.rel || link.rel === 'alternate')?.href;
}

function isAtomHtml(type) {
  return type === 'html' || type === 'xhtml' || type === 'text/html';
}

/** Atom says what its text is: "text" (the default) is shown as it is, "html" and "xhtml" are markup. */
function atomText(construct, fromHtml = htmlToText) {
  if (!construct?.value) return '';
  if (isAtomHtml(construct.type)) return fromHtml(construct.value);
  return !construct.type || construct.type === 'text' || construct.type.startsWith('text/') ? collapse(construct.value) : '';
}

function isImage({ type, medium }) {
  return medium === 'image' || (typeof type === 'string' && type.toLowerCase().startsWith('image/'));
}

function mediaImages(media) {
  if (!media) return [];
  const groups = [media, ...(media.groups ?? [])];
  return groups.flatMap((group) => [
    ...(group.contents ?? []).filter(isImage).map((content) => content.url),
    ...(group.thumbnails ?? []).map((thumbnail) => thumbnail.url),
    ...(group.contents ?? []).flatMap((content) => (content.thumbnails ?? []).map((thumbnail) => thumbnail.url)),
  ]);
}

/** The first real image in the item's HTML, relative to the post: a 1×1 is a reading tracker. */
function firstImage(htmls, postUrl) {
  for (const html of htmls) {
    if (typeof html !== 'string' || !html.includes('<img')) continue;
    const found = findElement(parseMarkup(html.slice(0, HTML_READ)), TREE, 'img', (node) => {
      const { src, width, height } = node.attribs;
      return width === '1' && height === '1' ? null : webUrl(src, postUrl);
    });
    if (found) return found;
  }
  return undefined;
}

module.exports = { readFeed };
