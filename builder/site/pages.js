/**
 * An app's HTML pages. The shell has one per language (the main one at the root, each other in its
 * folder); a remote's standalone page is in the main language. A prerendered page (the shell's in
 * production) carries the first view and its start script; any other names its entry scripts and
 * styles in its head.
 */
const path = require('node:path');
const { contentDir } = require('../apps');
const { remoteMapTag } = require('../hosting/remoteMap');
const { pageContextOf, textOf } = require('../languages');
const { profilePicture } = require('../media/profilePicture');
const { recordMedia } = require('../media/report');
const { ownerStyles } = require('../ownerStyles');
const { engineModule } = require('../engineModules');
const { federationRemotes, remoteBaseUrl } = require('../remotes');
const { ownMenu, siteParts } = require('../parts/parts');
const { ownPageEntries } = require('../writing/ownPosts');
const { atomFeedFile, postPageStyles, shownPages, shownPosts, shownTranslations, translatedInto } = require('../writing/postDocuments');
const { escapeHtml, htmlTemplate, prerenderedHead, resumeLinkTag } = require('./html');

/**
 * The shell reads its remotes' addresses from its page, so build:site can rewrite them; the CV as
 * JSON Resume is the CV remote's resume.json (build:site links the site root's copy instead).
 */
function remotesHead(mode, site, parts) {
  return `\n    ${remoteMapTag([...federationRemotes(mode, site), ...parts])}\n    ${resumeLinkTag(`${remoteBaseUrl('remote_cv', mode, site)}resume.json`)}`;
}

/** The owner's stylesheet's link, or nothing (a styles.css the build cannot read is ownerStylesFiles' error). */
function ownerStylesLink() {
  try {
    const styles = ownerStyles();
    return styles ? `\n    <link rel="stylesheet" href="${styles.href}" />` : '';
  } catch {
    return '';
  }
}

/** The head tags of a page that is not prerendered: its styles, then its scripts, deferred. */
function entryTags(entry) {
  return [...entry.css.map((href) => `\n    <link rel="stylesheet" href="${escapeHtml(href)}" />`), ...entry.js.map((src) => `\n    <script defer src="${escapeHtml(src)}"></script>`)].join('');
}

/**
 * @param {object} config   the app's site.config.js
 * @param {import('./appFiles').SiteBuild} build
 * @param {{ csp?: string, entry: { js: string[], css: string[] }, prerender: null | ((context: object, content: object) => string), posts?: null | { render: Function, html: Function }, parts?: object[] }} engine  `parts`: the owner's parts' entries of the remote map (builder/parts/parts.js)
 */
async function pageFiles(config, build, { csp, entry, prerender, posts: postRenderer = null, parts = [] }) {
  const { content, production, site } = build;
  const mode = production ? 'production' : 'development';
  const languages = config.host ? content.languages : content.languages.slice(0, 1);
  const pages = languages.map((language) => {
    const context = pageContextOf(content.languages, language);
    return { language, context, title: config.title({ ...site.owner, ...language.owner }, textOf(context)) };
  });
  if (config.host) build.watch(path.join(contentDir(), 'media'));
  // Side by side: both are mostly image encoding, which sharp runs off the main thread.
  const [sharing, made] = await Promise.allSettled([
    // Not under `npm start`: nobody shares that page, and each site.json save would draw the card again.
    config.sharing && production ? config.sharing(site, pages) : { heads: pages.map(() => ''), files: [] },
    config.host ? profilePicture(contentDir()) : null,
  ]);
  // A card that cannot be drawn stops the app's pages (its reason names the picture, once).
  if (sharing.status === 'rejected') throw sharing.reason;
  const shared = sharing.value;
  for (const warning of shared.warnings ?? []) build.warnings.push(new Error(warning));
  // A picture that cannot be made leaves the page without one; the build says why.
  if (made.status === 'rejected') build.errors.push(made.reason);
  const files = [...shared.files];
  const picture = made.value?.picture ?? null;
  if (made.value) {
    files.push(...made.value.files);
    recordMedia(build, made.value.report);
  }
  const pageContent = picture ? { ...content.page, picture } : content.page;
  const remotes = config.host ? remotesHead(mode, site, parts) : '';
  // The shell's production page is the installable app (its manifest: shell/site.config.js).
  const installable = (language) => (config.host && production ? `${language.dir}manifest.webmanifest` : null);
  const stylesLink = ownerStylesLink();
  // The owner's posts have documents of their own in the shell's build, and (built) an Atom feed every page links.
  const posts = config.host ? await shownPosts() : [];
  const feed = posts.length > 0 && postRenderer ? atomFeedFile(site, posts, postRenderer.html, mode) : null;
  const feedLink = feed ? `\n    <link rel="alternate" type="application/atom+xml" title="${escapeHtml(site.owner.name)}" href="${feed.file}" />` : '';
  if (feed) files.push(feed);
  // Each language's own pages and parts in its menu: its translations' titles (content/translations/<tag>/pages/, a part's `titles`).
  const contentIn = (language) => (config.host && language.dir ? { ...pageContent, ownPages: ownMenu(ownPageEntries(language.tag), siteParts(site), language.tag) } : pageContent);
  pages.forEach(({ language, context, title }, index) => {
    const pageContent = contentIn(language);
    const head = remotes + shared.heads[index] + (prerender ? prerenderedHead(entry, { manifest: installable(language) }) : entryTags(entry)) + stylesLink + feedLink;
    const html = htmlTemplate({
      title: escapeHtml(title),
      // The shell's description (from the intro) comes with its sharing tags.
      description: config.host ? null : escapeHtml(`${site.owner.name}, ${site.owner.jobTitle}`),
      site,
      csp,
      context,
      content: pageContent,
      dir: language.dir,
      head,
      // A prerendered page's start script adds the manifest after the first paint.
      manifest: prerender ? null : installable(language),
      body: prerender ? prerender(context, pageContent) : '',
    });
    files.push({ file: `${language.dir}index.html`, source: html });
  });
  // Each post's and own page's document (SPEC §2, entry documents): the main language's, and each
  // translation's in its language's folder, hreflang-linked to each other.
  if (config.host) {
    const writing = remoteBaseUrl('remote_writing', mode, site);
    const styles = postRenderer ? postPageStyles(writing).map((href) => `\n    <link rel="stylesheet" href="${escapeHtml(href)}" />`).join('') : '';
    const { postHeadTags } = engineModule('shared/src/seo/postTags.ts');
    const { ownPagePath, postPath } = engineModule('shared/src/markdown/addresses.ts');
    const into = { post: translatedInto('posts'), page: translatedInto('pages') };
    const pathOf = (kind, slug, dir = '') => (kind === 'post' ? postPath(slug, dir) : ownPagePath(slug, dir));
    for (const { language, context } of pages) {
      const main = !language.dir;
      const entries = [
        ...(main ? posts : await shownTranslations('posts', language.tag)).map((entry) => ({ ...entry, kind: 'post' })),
        ...(main ? await shownPages() : await shownTranslations('pages', language.tag)).map((entry) => ({ ...entry, kind: 'page' })),
      ];
      for (const { summary, body, file, kind } of entries) {
        const place = `${kind}:${summary.slug}`;
        const dir = `${language.dir}${kind === 'post' ? 'posts/' : ''}${summary.slug}/`;
        const translations = into[kind].get(summary.slug) ?? [];
        const alternates = translations.length > 0 ? [{ tag: site.language, path: pathOf(kind, summary.slug) }, ...translations.map((tag) => ({ tag, path: pathOf(kind, summary.slug, `${tag}/`) }))] : [];
        const tags = shared.image ? postHeadTags(site, { post: summary, image: shared.image, tag: context.lang, dir: language.dir, kind, alternates }) : '';
        // The post's file, which the app hydrates the page from, fetched beside the scripts.
        const data = postRenderer ? `\n    <link rel="preload" as="fetch" crossorigin href="${escapeHtml(`${writing}${file}`)}" />` : '';
        const head = remotes + tags + (prerender ? prerenderedHead(entry, { manifest: installable(language) }) + styles + data : entryTags(entry)) + stylesLink + feedLink;
        const html = htmlTemplate({
          title: escapeHtml(`${summary.title} · ${site.owner.name}`),
          description: tags || !summary.summary ? null : escapeHtml(summary.summary),
          site,
          csp,
          context,
          content: contentIn(language),
          dir,
          head,
          manifest: prerender ? null : installable(language),
          start: place,
          body: postRenderer ? postRenderer.render(context, contentIn(language), place, body, writing) : '',
          entry: postRenderer ? { base: writing, file } : null,
        });
        files.push({ file: `${dir}index.html`, source: html });
      }
    }
  }
  return files;
}

module.exports = { pageFiles, entryTags };
