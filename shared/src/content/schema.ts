/**
 * The schema of content/site.json. Used by the build (node) only: browser code imports the
 * inferred types, never zod itself.
 */
import { z } from 'zod';
import { CV_PAGES, CV_SECTION_KIND_NAMES, type CvPageName } from './cvSections';

const webUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
    message: 'must be an absolute http:// or https:// URL',
  });

const nonEmpty = z.string().trim().min(1, 'must not be empty');

const socialLink = z.strictObject({
  label: nonEmpty,
  url: webUrl,
});

const titleList = z.array(nonEmpty).min(1, 'must list at least one section title');

const githubUser = z
  .string()
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, 'must be a GitHub user name (letters, digits, hyphens)');

export const siteSchema = z.strictObject({
  owner: z.strictObject({
    name: nonEmpty,
    jobTitle: nonEmpty,
    intro: nonEmpty,
    pictureAlt: nonEmpty,
  }),
  social: z.strictObject({
    photos: socialLink,
    professional: socialLink,
    code: socialLink,
  }),
  github: z.strictObject({
    user: githubUser,
    api: webUrl.default('https://api.github.com'),
    pagesHost: webUrl.optional(),
    excludeFromDeployment: z.array(nonEmpty).default(['latex-cv-website']),
  }),
  cv: z
    .strictObject({
      /** The main .tex file, relative to content/cv, when the folder holds more than one document. */
      main: z
        .string()
        .trim()
        .regex(/^(?!\/)(?!.*\.\.)[^\\]+\.tex$/i, 'must be a .tex file inside content/cv, e.g. "resume.tex" or "cv/main.tex"')
        .optional(),
      /** More titles per kind of section, checked before the built-in ones (which cover many languages). */
      sectionTitles: z.partialRecord(z.enum(CV_SECTION_KIND_NAMES), titleList).prefault({}),
      /** Any section title, sent to a page: { "Side Quests": "experience" }. */
      sectionPages: z.record(nonEmpty, z.enum(CV_PAGES as [CvPageName, ...CvPageName[]])).prefault({}),
    })
    .prefault({}),
  music: z
    .strictObject({
      playlist: z.array(z.string().regex(/^[^/\\]+\.mp3$/i, 'must be an .mp3 file name in content/music')).optional(),
    })
    .prefault({}),
  vitals: z
    .strictObject({
      endpoint: z
        .string()
        .trim()
        .refine((value) => value.startsWith('/') || /^https?:\/\//i.test(value), {
          message: 'must be a path starting with / or an http(s) URL',
        })
        .optional(),
    })
    .prefault({}),
  // Separate-origin deploys only: the folder URL of each remote (its mf-manifest.json's folder).
  // The one-origin site (npm run build:site) ignores it: remotes sit beside the shell there.
  deploy: z
    .strictObject({
      remotes: z
        .strictObject({ cv: webUrl.optional(), projects: webUrl.optional(), music: webUrl.optional() })
        .prefault({}),
    })
    .prefault({}),
});

export type SiteContent = z.output<typeof siteSchema>;
