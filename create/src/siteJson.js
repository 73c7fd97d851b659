/**
 * content/site.json and the other starter files of content/ besides the CV: the minimum the
 * engine's schema (shared/src/content/schema.ts) accepts, with placeholders that say what to edit.
 */
const { SCHEMA_VERSION } = require('./schemaVersion');
const { PICTURE_FILE } = require('./placeholderPicture');

/** Shown on the Projects page until the owner names their GitHub user: GitHub's own example account. */
const PLACEHOLDER_GITHUB_USER = 'octocat';

/**
 * @param {{ name: string, jobTitle: string, language: string, github?: string, feed?: string }} answers
 */
function siteJson({ name, jobTitle, language, github, feed }) {
  const site = {
    schemaVersion: SCHEMA_VERSION,
    language,
    owner: {
      name,
      jobTitle,
      intro: 'Edit this line in content/site.json: a sentence or two about what you build and what you care about.',
      pictureAlt: `A placeholder silhouette: put your photo in content/media as ${PICTURE_FILE.replace(/\.png$/, '.jpg')} (in place of ${PICTURE_FILE}) and describe it here`,
    },
    social: {
      photos: { label: 'Instagram', url: 'https://www.instagram.com/' },
      professional: { label: 'LinkedIn', url: 'https://www.linkedin.com/' },
      code: { label: 'GitHub', url: github ? `https://github.com/${github}` : 'https://github.com/' },
    },
    github: { user: github || PLACEHOLDER_GITHUB_USER },
  };
  if (feed) site.writing = { feed: feed.trim() };
  return `${JSON.stringify(site, null, 2)}\n`;
}

/** content/styles.css: only comments, so it changes nothing until the owner writes a rule. */
const STYLES_CSS = `/*
 * Your own CSS, applied after the theme on every page (it wins over the theme's rules).
 * The custom properties each release keeps: --font-sans, --radius, --space-1 … --space-8,
 * --content-width, --color-* (see "Your own CSS" in the engine's docs/content.md). For example:
 *
 * :root {
 *   --radius: 2px;
 *   --font-sans: 'Iowan Old Style', Georgia, serif;
 * }
 */
`;

module.exports = { siteJson, STYLES_CSS, PLACEHOLDER_GITHUB_USER };
