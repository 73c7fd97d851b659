/**
 * What each app's build uses of the owner's content: the site.json fields, the translations and
 * the CV PDF it reads (its page title and description, its page context, its theme, its build-time
 * constants, and what its code reads of `site` at run time). The one table of it: under
 * `npm start` an app builds again only when its part changes (builder/webpack/liveContent.js), and
 * its page's `site` holds that part and nothing else (builder/pageContent.js), so a field an app
 * reads without being told of it here is missing in every build, not only stale under
 * `npm start` (contentUse.test.js looks for such reads in the source).
 */

/** Read by every app: page title and description (pages.js), page context (languages.js), theme (theme.js, html.js). */
const EVERY_APP = ['language', 'owner.name', 'owner.jobTitle', 'theme'];
/** Every page's language switch lists each language by its tag and folder (languages.js pageContextOf). */
const LANGUAGE_LIST = ['tag', 'dir'];
const ALL = 'all';

const READS = {
  // Home shows the owner's every field and each translation's prose; the shell offers the PDF, names
  // the first track and the Writing page, and its page carries every remote's part (builder/pageContent.js).
  shell: { site: ALL, languages: ALL, cvPdf: true },
  // The CV folder and section titles (the CV text loader), each translation's CV folder, the PDF link.
  remote_cv: { site: [...EVERY_APP, 'cv'], languages: [...LANGUAGE_LIST, 'cvFolder'], cvPdf: true },
  // The GitHub config of its page and the build-time snapshot.
  remote_projects: { site: [...EVERY_APP, 'github'], languages: LANGUAGE_LIST, cvPdf: false },
  // The playlist (its page's, and the emitted tracks); the player names the owner as the artist.
  remote_music: { site: [...EVERY_APP, 'music'], languages: LANGUAGE_LIST, cvPdf: false },
  // The feed: the page and the build-time snapshot.
  remote_writing: { site: [...EVERY_APP, 'writing'], languages: LANGUAGE_LIST, cvPdf: false },
};

/** `value` with only the dotted `paths` (a path `value` lacks stays absent). */
function pick(value, paths) {
  const picked = {};
  for (const dotted of paths) {
    const keys = dotted.split('.');
    let from = value;
    let to = picked;
    for (const [index, key] of keys.entries()) {
      if (from === null || typeof from !== 'object' || from[key] === undefined) break;
      if (index === keys.length - 1) to[key] = from[key];
      else to = to[key] ??= {};
      from = from[key];
    }
  }
  return picked;
}

/**
 * The part of `content` (builder/content.js readContent) that `app`'s build uses.
 * @returns {{ site: object, languages: object[], cvPdf: { file: string, bytes: number } | null }}
 */
function contentUsedBy(app, { site, languages, cvPdf }) {
  const reads = READS[app];
  if (!reads) throw new Error(`contentUsedBy: no app "${app}" (builder/contentUse.js READS)`);
  return {
    site: reads.site === ALL ? site : pick(site, reads.site),
    languages: reads.languages === ALL ? languages : languages.map((language) => pick(language, reads.languages)),
    cvPdf: reads.cvPdf && cvPdf ? { file: cvPdf.file, bytes: cvPdf.bytes } : null,
  };
}

/** Whether `field` (dotted) of site.json is in what `app` uses. */
function usesSiteField(app, field) {
  const { site } = READS[app];
  return site === ALL || site.some((path) => field === path || field.startsWith(`${path}.`));
}

module.exports = { READS, contentUsedBy, usesSiteField };
