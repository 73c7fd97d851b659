/**
 * Every app's index.html: the template, with the hand-written scripts it carries inline
 * (inlineScripts.js).
 */
const crypto = require('node:crypto');
const { engineModule } = require('../engineModules');
const { cspMetaTag } = require('../hosting/hostFiles');
const { themeStyle } = require('../themeStyle');
const { inlineScript } = require('./inlineScripts');

function contentHash(buffer) {
  return crypto.createHash('sha256').update(buffer).digest('hex').slice(0, 8);
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/**
 * The page's language and text (shared/src/i18n/pageContext.ts), read by the shell and every remote
 * rendered into it. Not a script that runs: the CSP needs no hash for it. After the content, so
 * the first paint of the prerendered page is not behind a few kilobytes of text it does not show.
 */
function pageContextTag(context) {
  const { scriptJson } = engineModule('shared/src/seo/headTags.ts');
  const { PAGE_CONTEXT_ID } = engineModule('shared/src/i18n/pageContext.ts');
  return `<script type="application/json" id="${PAGE_CONTEXT_ID}">${scriptJson(context)}</script>`;
}

/** The owner's content the page's apps read (shared/src/content/pageContent.ts); like the context, data that never runs. */
function pageContentTag(content) {
  const { scriptJson } = engineModule('shared/src/seo/headTags.ts');
  const { PAGE_CONTENT_ID } = engineModule('shared/src/content/pageContent.ts');
  return `<script type="application/json" id="${PAGE_CONTENT_ID}">${scriptJson(content)}</script>`;
}

/**
 * @param {object} page
 * @param {object} page.content  the owner's content its apps read (builder/pageContent.js)
 * @param {object} page.context  the page's language context (builder/languages.js pageContextOf)
 * @param {string} [page.dir]    the language's folder ("de/"): its page resolves every relative
 *   address against the site root (<base>), so it shares the root's files, worker and remotes
 * @param {string} [page.start]  the place the site starts on (a post's document: "post:<slug>"); home by default
 * @param {object} [page.entry]  a prerendered post's or own page's file (EntryData), which the app hydrates it from
 */
function htmlTemplate({ title, description, site, csp, head = '', body = '', manifest = null, context, content, dir = '', start, entry = null }) {
  // `title` and `description` arrive escaped; `head` is markup.
  const { themeColors } = engineModule('shared/src/theme/themeCss.ts');
  const { textDirection } = engineModule('shared/src/i18n/languages.ts');
  const colors = themeColors(site.theme.accent);
  const icon = `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='${encodeURIComponent(site.theme.accent)}'/%3E%3C/svg%3E`;
  return `<!doctype html>
<html lang="${escapeHtml(context.lang)}" dir="${textDirection(context.lang)}">
  <head>
    <meta charset="utf-8" />${dir ? `\n    <base href="${'../'.repeat(dir.split('/').length - 1)}" />` : ''}${csp ? `\n    ${cspMetaTag(csp)}` : ''}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${description === null ? '' : `<meta name="description" content="${description}" />\n    `}<meta name="theme-color" content="${colors.dark}" media="(prefers-color-scheme: dark)" />
    <meta name="theme-color" content="${colors.light}" media="(prefers-color-scheme: light)" />
    <link rel="icon" href="${icon}" />
    <title>${title}</title>${manifest ? `\n    <link rel="manifest" href="${manifest}" />` : ''}
    <style>${themeStyle(site.theme).css}</style>
    <script>${inlineScript('theme').code}</script>${head}
  </head>
  <body>
    <div id="root"${start ? ` data-start="${escapeHtml(start)}"` : ''}>${body}</div>
    ${pageContextTag(context)}
    ${pageContentTag(content)}${entry ? entryDataTag(entry) : ''}
  </body>
</html>`;
}

/** Where a post's or own page's file is, which the app hydrates its prerendered page from (shared/src/markdown/entryData.ts). */
function entryDataTag(entry) {
  const { scriptJson } = engineModule('shared/src/seo/headTags.ts');
  const { ENTRY_DATA_ID } = engineModule('shared/src/markdown/entryData.ts');
  return `\n    <script type="application/json" id="${ENTRY_DATA_ID}">${scriptJson(entry)}</script>`;
}

/**
 * Head tags of a prerendered page: its CSS and the start script, which fetches the entry scripts
 * after the first paint (preloading them would put their download on the first paint's path) and
 * adds the web app manifest then: the browser fetches a manifest and its icon as soon as it sees
 * the link, and a lab's LCP counted them. `manifest`: its address, on an installable page.
 * The script also holds the first paint until the page context and content, right after the page,
 * are parsed (the content is the last element).
 */
function prerenderedHead(files, { manifest = null } = {}) {
  const { PAGE_CONTENT_ID } = engineModule('shared/src/content/pageContent.ts');
  return [
    ...files.css.map((href) => `\n    <link rel="stylesheet" href="${href}" />`),
    `\n    <script data-entries="${files.js.join(' ')}" data-expect="${PAGE_CONTENT_ID}"${manifest ? ` data-manifest="${manifest}"` : ''}>${inlineScript('start').code}</script>`,
  ].join('');
}

/**
 * The shell page's link to the CV as JSON Resume (resume.json, written by the CV remote's build:
 * remote-cv/builder/resumeJson.js). `href` is where the CV remote's copy is in a build of the
 * separate dist/ folders; `npm run build:site` points it at the site root's copy (replaceResumeLink).
 */
function resumeLinkTag(href) {
  return `<link rel="alternate" type="application/json" title="JSON Resume" href="${escapeHtml(href)}" />`;
}

/** Points the resume.json link of a (minified) shell page elsewhere; throws if the page has none. */
function replaceResumeLink(html, href) {
  const pattern = /<link\b(?=[^>]*\brel="?alternate"?[\s/>])(?=[^>]*\btype="?application\/json"?[\s/>])[^>]*>/;
  if (!pattern.test(html)) throw new Error("the shell's index.html has no resume.json link: rebuild the shell");
  return html.replace(pattern, resumeLinkTag(href));
}

module.exports = { htmlTemplate, escapeHtml, prerenderedHead, contentHash, resumeLinkTag, replaceResumeLink };
