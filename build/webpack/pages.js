/**
 * An app's HTML pages. The shell has one per language (the main one at the root, each other in its
 * folder); a remote's standalone page is in the main language. Under `npm start` each page's title,
 * text and tags follow the content as it is now (build/webpack/liveContent.js).
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { pageContextOf, textOf } = require('../languages');
const { remoteMapTag } = require('../hosting/remoteMap');
const { federationRemotes, remoteBaseUrl } = require('../remotes');
const { contentDir } = require('../apps');
const { profilePicture } = require('../media/profilePicture');
const { ownerStyles } = require('../ownerStyles');
const { escapeHtml, htmlTemplate, prerenderedHead, resumeLinkTag } = require('./html');
const { renderPrerendered } = require('./prerender');

/**
 * The pages an app builds, with what each is made from.
 * @returns {{ languages: object[], pages: () => object[], shared: () => Promise<{heads: string[], files: object[]}>, picture: null | (() => Promise<{files: object[], picture: object, report: object}>) }}
 *   each page's language, language context, content (build/pageContent.js) and title; `picture`,
 *   the home page's (build/media/profilePicture.js) on the shell's pages
 */
function pagesOf({ content, host, production, title, sharing }) {
  // Which pages there are is read at the start: `npm start` names a change to it as needing a restart.
  const languages = host ? content.current.languages : content.current.languages.slice(0, 1);
  const pages = content.derive((current) =>
    languages.map((language) => {
      const now = current.languages.find(({ tag }) => tag === language.tag) ?? language;
      const context = pageContextOf(current.languages, now);
      return { language: now, context, content: current.page, title: title({ ...current.site.owner, ...now.owner }, textOf(context)) };
    }),
  );
  // Made once for each version of the content (the share card takes a moment); not under
  // `npm start`, where nobody shares the page and each site.json save would draw the card again.
  const shared = content.derive((current) =>
    sharing && production ? sharing(current.site, pages()) : Promise.resolve({ heads: languages.map(() => ''), files: [] }),
  );
  // Made once per photo (by its bytes), not per page: the shell's home shows it.
  const picture = host ? () => profilePicture(contentDir()) : null;
  return { languages, pages, shared, picture };
}

/**
 * The shell reads its remotes' addresses from its page, so build:site can rewrite them; the CV as
 * JSON Resume is the CV remote's resume.json (build:site links the site root's copy instead).
 */
function remotesHead(mode, site) {
  return `\n    ${remoteMapTag(federationRemotes(mode, site))}\n    ${resumeLinkTag(`${remoteBaseUrl('remote_cv', mode, site)}resume.json`)}`;
}

/**
 * The owner's stylesheet's link, or nothing: without a styles.css, or with one the build cannot read
 * (EmitFilesPlugin reports that, naming its line; the page is then shown without it).
 */
function ownerStylesLink() {
  try {
    const styles = ownerStyles();
    return styles ? `\n    <link rel="stylesheet" href="${styles.href}" />` : '';
  } catch {
    return '';
  }
}

/** One HtmlWebpackPlugin per page; a prerendered page carries the first view and its start script. */
function htmlPages({ name, mode, host, withPrerender, content, pagesMade, csp }) {
  const production = mode === 'production';
  const remotes = host ? remotesHead(mode, content.current.site) : '';
  /** The web app manifest's address on a page of the installable app (the shell in production), else null. */
  const installable = (language) => (host && production ? `${language.dir}manifest.webmanifest` : null);
  return pagesMade.languages.map(
    (language, index) =>
      new HtmlWebpackPlugin({
        filename: `${language.dir}index.html`,
        // Addresses relative to the site root, which a language folder's page sets as its <base>.
        publicPath: '',
        inject: !withPrerender,
        templateContent: async ({ htmlWebpackPlugin }) => {
          const { site: now } = content.current;
          const { context, content: made, title } = pagesMade.pages()[index];
          // A picture that cannot be made is a build error (EmitFilesPlugin's); the page then shows none.
          const owned = pagesMade.picture ? { ...made, picture: await pagesMade.picture().then(({ picture }) => picture, () => null) } : made;
          return htmlTemplate({
            title: escapeHtml(title),
            // The shell's description (from the intro) comes with its sharing tags.
            description: host ? null : escapeHtml(`${now.owner.name}, ${now.owner.jobTitle}`),
            site: now,
            csp,
            context,
            content: owned,
            dir: language.dir,
            // The shell's production page is the installable app (shell/build/webAppManifest.js);
            // a prerendered page's start script adds the manifest after the first paint.
            head: remotes + (await pagesMade.shared()).heads[index] + (withPrerender ? prerenderedHead(htmlWebpackPlugin.files, { manifest: installable(language) }) : '') + ownerStylesLink(),
            manifest: withPrerender ? null : installable(language),
            body: withPrerender ? renderPrerendered(name, context, owned) : '',
          });
        },
      }),
  );
}

module.exports = { pagesOf, htmlPages };
