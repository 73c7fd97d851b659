/**
 * Reads the owner's feed (content/site.json `writing.feed`): RSS 2.0 and 0.9x, RDF (RSS 1.0),
 * Atom 1.0 or JSON Feed 1.0/1.1 text in, the newest posts out as plain text and http(s) URLs.
 * Everything in a feed comes from a server nobody here controls, so no markup and no other URL
 * scheme ever leaves this module, and an item that cannot be shown honestly is skipped and named.
 * Build time only: feedsmith and htmlparser2 are never part of the browser code.
 */
const { parseFeed, DetectError, MalformedError, ParseError } = require('feedsmith');
const { parseDocument } = require('htmlparser2');

const SUMMARY_LENGTH = 200;
/**
 * How much of an item's HTML is read, in characters. A summary's first 200 characters of text sit
 * near the start of the article, and htmlparser2's time grows faster than the markup when elements
 * nest thousands deep, as a hostile feed can make them.
 */
const HTML_READ = 50_000;
const TITLE_READ = 2_000;
const SKIPPED_NAME_LENGTH = 80;
const MAX_TAGS = 8;

/**
 * @typedef {object} Post
 * @property {string} title        plain text, trimmed, whitespace collapsed
 * @property {string} url          absolute http: or https: URL only
 * @property {string} date         ISO 8601 of when it was published (else updated/modified)
 * @property {string} summary      plain text, at most ~200 characters, cut at a word boundary with '…' when cut
 * @property {string[]} tags       plain text, trimmed, de-duplicated, at most 8
 * @property {string} [cover]      absolute http(s) URL of a cover image, if the item names one
 */

/**
 * @param {string} text  the feed as fetched
 * @param {{ limit?: number, baseUrl?: string }} [options]  baseUrl: the feed's own URL, for relative links
 * @returns {{ posts: Post[], skipped: { item: string, reason: string }[], format: string, title?: string }}
 */
function readFeed(text, { limit = 10, baseUrl } = {}) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`the limit must be a positive whole number, not ${JSON.stringify(limit)}`);
  const { format, feed } = parse(String(text ?? ''));
  const reader = READERS[format];
  const base = absoluteUrl(reader.base(feed), baseUrl) ?? baseUrl;

  const skipped = [];
  const candidates = [];
  (reader.items(feed) ?? []).forEach((item, index) => {
    const title = reader.title(item);
    const links = reader.links(item).filter(Boolean);
    const url = links.map((raw) => webUrl(raw, reader.itemBase(item, base))).find(Boolean);
    const dates = reader.dates(item).filter(Boolean);
    const time = dates.map(parseDate).find((parsed) => parsed !== null);
    const reason = !title ? 'no title' : !url ? 'no http(s) link' : dates.length === 0 ? 'no date' : time === undefined ? `date '${dates[0]}' is not a date` : null;
    if (reason) skipped.push({ item: shortName(title || links[0] || `item ${index + 1}`), reason });
    else candidates.push({ item, title, url, time });
  });

  // Newest first; a URL seen twice (an edited post listed again) keeps its newest entry.
  candidates.sort((a, b) => b.time - a.time);
  const seen = new Set();
  const chosen = candidates.filter(({ url }) => !seen.has(url) && seen.add(url)).slice(0, limit);

  // Only the kept posts are worth the HTML work: a feed may carry thousands of whole articles.
  const posts = chosen.map(({ item, title, url, time }) => {
    const cover = reader.covers(item).map((raw) => webUrl(raw, reader.itemBase(item, base))).find(Boolean) ?? firstImage(reader.html(item), url);
    return {
      title,
      url,
      date: new Date(time).toISOString(),
      summary: shorten(firstText(reader.summaries(item)), SUMMARY_LENGTH),
      tags: distinct(reader.tags(item).map(htmlToText).filter(Boolean)).slice(0, MAX_TAGS),
      ...(cover ? { cover } : {}),
    };
  });
  const title = reader.feedTitle(feed);
  return { posts, skipped, format, ...(title ? { title } : {}) };
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
  tags: (item) => [...(item.categories ?? []).map((category) => category.name), ...(item.dc?.subjects ?? [])],
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
  tags: (entry) => (entry.categories ?? []).map((category) => category.label ?? category.term),
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
  tags: (item) => item.tags ?? [],
  covers: (item) => [item.image, item.banner_image],
  html: (item) => [item.content_html],
};

const READERS = { rss, rdf: rss, atom, json };

function firstText(thunks) {
  for (const thunk of thunks) {
    const text = thunk();
    if (text) return text;
  }
  return '';
}

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
    const stack = [...parseDocument(html.slice(0, HTML_READ)).children].reverse();
    while (stack.length > 0) {
      const node = stack.pop();
      if (node.type === 'tag' && node.name === 'img') {
        const { src, width, height } = node.attribs;
        const url = width === '1' && height === '1' ? null : webUrl(src, postUrl);
        if (url) return url;
      }
      if (node.children) stack.push(...[...node.children].reverse());
    }
  }
  return undefined;
}

function absoluteUrl(raw, base) {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    return new URL(raw.trim(), base).href;
  } catch {
    return null;
  }
}

/** An absolute http(s) URL, or null: javascript:, data: and every other scheme are dropped. */
function webUrl(raw, base) {
  const url = absoluteUrl(raw, base);
  return url && /^https?:/i.test(url) ? url : null;
}

/**
 * Elements whose content is code, a raw copy of markup, not meant to be read, or (a figure's
 * caption, often "Photo by … on Unsplash") about an image the text does not show.
 */
const UNREAD = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'noembed', 'noframes', 'object', 'xmp', 'textarea', 'title', 'head', 'svg', 'math', 'figcaption']);
/** Elements that break words apart on screen: "<p>one</p><p>two</p>" reads "one two". */
const BREAKS = new Set(['address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'img', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul']);

/**
 * Elements a title's markup is made of, or that must never show as text. Any other tag in a title is
 * the author writing about HTML: a feed escapes "Why <dialog> beats a div" exactly as it would escape
 * markup, and reading it as markup would print "Why beats a div".
 */
const TITLE_MARKUP = new Set([...UNREAD, 'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'embed', 'i', 'img', 'ins', 'kbd', 'mark', 'picture', 'q', 's', 'samp', 'small', 'source', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'video', 'audio', 'wbr', 'font']);

function titleText(value) {
  if (typeof value !== 'string') return '';
  return htmlToText(value.slice(0, TITLE_READ).replace(/<(?=\/?([a-z][\w-]*))/gi, (lessThan, name) => (TITLE_MARKUP.has(name.toLowerCase()) ? lessThan : '&lt;')));
}

/** Untrusted HTML (or text that may hold some) as the plain text a reader would see. */
function htmlToText(value) {
  if (typeof value !== 'string') return '';
  if (!value.includes('<') && !value.includes('&')) return collapse(value);
  const parts = [];
  // Iterative: a hostile feed can nest elements deeper than the call stack goes.
  const stack = [...parseDocument(value.slice(0, HTML_READ)).children].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === ' ') parts.push(' ');
    else if (node.type === 'text') parts.push(node.data);
    else if (node.children && !UNREAD.has(node.name)) {
      const breaks = BREAKS.has(node.name);
      if (breaks) parts.push(' ');
      stack.push(...(breaks ? [' '] : []), ...[...node.children].reverse());
    }
  }
  return collapse(parts.join(''));
}

function collapse(text) {
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
}

function shorten(text, length) {
  if (text.length <= length) return text;
  let cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  if (text[length] === ' ') cut = cut.trimEnd();
  // Back to the last word boundary if it is in the second half: a text without spaces is cut where it is.
  else if (space > length / 2) cut = cut.slice(0, space);
  else if (/[\uD800-\uDBFF]/.test(cut.at(-1))) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

function shortName(name) {
  return shorten(collapse(name), SKIPPED_NAME_LENGTH);
}

function distinct(tags) {
  const seen = new Set();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase();
    return !seen.has(key) && seen.add(key);
  });
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** RFC 822's own zone names, in hours from UTC. */
const ZONES = { UT: 0, UTC: 0, GMT: 0, Z: 0, EST: -5, EDT: -4, CST: -6, CDT: -5, MST: -7, MDT: -6, PST: -8, PDT: -7 };
/** RFC 822 as feeds write it: "Tue, 05 Mar 2024 09:30:00 +0100", with or without weekday, seconds or zone. */
const RFC_822 = /^(?:[a-z]+\.?,?\s*)?(\d{1,2})[\s-]+([a-z]{3,})\.?[\s-]+(\d{4}|\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([+-]\d{2}:?\d{2}|[a-z]{1,4})?$/i;
/** RFC 3339 / ISO 8601, also with a space for T and Go's trailing zone name ("2024-03-05 09:30:00 +0100 CET"). */
const RFC_3339 = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?(?:\s+[a-z]{2,5})?)?$/i;

/**
 * Milliseconds since the epoch, or null. Strict on purpose: Date.parse reads "2" as 2001 and
 * invents dates from garbage. A date with no zone is taken as UTC so the build's clock does not matter.
 */
function parseDate(raw) {
  const text = collapse(raw);
  let match = RFC_822.exec(text);
  if (match) {
    const [, day, monthName, yearText, hour, minute, second, zone] = match;
    const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase()) + 1;
    const year = yearText.length === 2 ? Number(yearText) + (Number(yearText) < 50 ? 2000 : 1900) : Number(yearText);
    return toTime({ year, month, day: Number(day), hour: Number(hour), minute: Number(minute), second: Number(second ?? 0), ms: 0, offset: zoneOffset(zone) });
  }
  match = RFC_3339.exec(text);
  if (match) {
    const [, year, month, day, hour, minute, second, fraction, zone] = match;
    const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
    return toTime({ year: Number(year), month: Number(month), day: Number(day), hour: Number(hour ?? 0), minute: Number(minute ?? 0), second: Number(second ?? 0), ms, offset: zoneOffset(zone) });
  }
  return null;
}

/** Minutes east of UTC; undefined for a zone name that is not RFC 822's (CET, IST…: ambiguous or unknown). */
function zoneOffset(zone) {
  if (!zone) return 0;
  const numeric = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (numeric) return (numeric[1] === '-' ? -1 : 1) * (Number(numeric[2]) * 60 + Number(numeric[3] ?? 0));
  const hours = ZONES[zone.toUpperCase()];
  return hours === undefined ? undefined : hours * 60;
}

function toTime({ year, month, day, hour, minute, second, ms, offset }) {
  // Hugo writes 0001-01-01 for a page that has no date: that is "no date", not a post from year 1.
  if (offset === undefined || year < 1000 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 60) return null;
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59), ms));
  // Date.UTC rolls 31 February over into March; a date that rolled over was never a date.
  if (local.getUTCFullYear() !== year || local.getUTCMonth() !== month - 1 || local.getUTCDate() !== day) return null;
  return local.getTime() - offset * 60_000;
}

module.exports = { readFeed };
