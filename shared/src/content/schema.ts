/**
 * The schema of content/site.json. Used by the build (node) only: browser code imports the
 * inferred types, never zod itself.
 */
import { z } from 'zod';
import { CV_PAGES, CV_SECTION_KIND_NAMES, type CvPageName } from './cvSections';
import { isHexColor } from '../theme/color';
import { DEFAULT_ACCENT } from '../theme/palette';
import { UI_LANGUAGES, canonicalTag, uiLanguageOf } from '../i18n/languages';
import { isSchemaVersion } from './schemaVersion';
import { PART_NAME } from '../parts/partNames';
import { partManifestProblem, partNameOf } from '../parts/siteParts';

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

const cvPdfPath = z
  .string()
  .trim()
  .regex(/\.pdf$/i, 'must name a .pdf file')
  .refine((value) => !value.startsWith('/') && !value.split(/[\\/]/).includes('..'), {
    message: 'must be a path inside the content folder, such as "cv/my-cv.pdf"',
  });

/** An analytics server's address: its origin, with a path for an instance under one. */
const analyticsHost = webUrl.transform((value) => value.replace(/\/+$/, ''));

/** Whether a visitor whose browser asks not to be tracked (Global Privacy Control, Do Not Track) is left out. */
const honourOptOut = z.boolean({ message: 'must be true or false' }).default(true);

/**
 * The analytics provider and its settings. Each is reached through its own documented event API;
 * `host` is the hosted service unless the owner runs their own instance.
 */
const analytics = z.discriminatedUnion(
  'provider',
  [
    z.strictObject({
      provider: z.literal('plausible'),
      /** The site's domain as added in Plausible. */
      domain: nonEmpty,
      host: analyticsHost.default('https://plausible.io'),
      honourOptOut,
    }),
    z.strictObject({
      provider: z.literal('umami'),
      /** The website ID Umami shows in the site's settings. */
      websiteId: z.string().trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be the website ID Umami shows (a UUID)'),
      host: analyticsHost.default('https://cloud.umami.is'),
      honourOptOut,
    }),
    z
      .strictObject({
        provider: z.literal('goatcounter'),
        /** The site code of https://<code>.goatcounter.com; or `host` for a self-hosted GoatCounter. */
        code: z.string().trim().regex(/^[a-z0-9-]{2,50}$/, 'must be the site code of your goatcounter.com address (lower-case letters, digits, hyphens)').optional(),
        host: analyticsHost.optional(),
        honourOptOut,
      })
      .refine((value) => Boolean(value.code) !== Boolean(value.host), { message: 'give either "code" (goatcounter.com) or "host" (your own GoatCounter), not both' })
      .transform(({ code, host, ...rest }) => ({ ...rest, host: host ?? `https://${code}.goatcounter.com` })),
    z.strictObject({
      provider: z.literal('matomo'),
      /** Your Matomo's address (Matomo Cloud: https://<name>.matomo.cloud). */
      host: analyticsHost,
      /** The site's ID in Matomo. */
      siteId: z.number({ message: 'must be a number' }).int().positive('must be a positive number'),
      honourOptOut,
    }),
  ],
  { error: () => 'must name a "provider": "plausible", "umami", "goatcounter" or "matomo"' },
);

/** A BCP 47 tag the project writes its text in (any region or script of a built-in language), in canonical case. */
export const languageTag = z
  .string()
  .trim()
  .refine((tag) => canonicalTag(tag) !== null, { message: 'must be a BCP 47 language tag, such as "en", "de" or "pt-BR"', abort: true })
  .refine((tag) => uiLanguageOf(tag) !== null, {
    error: (issue) =>
      `"${String(issue.input)}" is not a language the site's own text is written in; the languages offered are ${UI_LANGUAGES.join(', ')} (with any region, e.g. "de-CH")`,
  })
  .transform((tag) => canonicalTag(tag)!);

/**
 * A part of the owner's own (shared/src/parts/partContract.ts): a page built and deployed apart from
 * the site, composed by the shell. Where it is: deployed (`manifest`) or built beside (`from`).
 */
const part = z
  .strictObject({
    /** Its button in the home menu and its heading. */
    title: z.string({ error: (issue) => (issue.input === undefined ? 'a part needs a "title": its button in the home menu and its heading' : 'must be text') }).trim().min(1, 'must not be empty'),
    /** Its title in the site's other languages, by language tag. */
    titles: z.record(z.string(), nonEmpty).optional(),
    /** Its place in the site (`part:<name>`); by default made from the title. */
    name: z.string().trim().regex(PART_NAME, 'must be lower-case letters, digits and hyphens, such as "lab"').optional(),
    /** Where it sits among the owner's own pages in the menu (as a page's `order`): lower first. */
    order: z.number({ message: 'must be a number' }).optional(),
    /** The address of its mf-manifest.json where it is deployed. */
    manifest: z
      .string()
      .trim()
      .refine((value) => partManifestProblem(value) === null, { error: (issue) => partManifestProblem(String(issue.input)) ?? undefined })
      .optional(),
    /** Its built folder (its dist/), relative to the content folder: the build copies it into the site, served from the site's own origin. */
    from: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .refine((value) => !value.startsWith('/') && !/^[a-z]:[\\/]/i.test(value), 'must be a folder relative to the content folder, such as "../lab/dist"')
      .optional(),
  })
  .refine((value) => (value.manifest === undefined) !== (value.from === undefined), {
    message: 'needs either "manifest" (the address of its mf-manifest.json) or "from" (its built folder), not both',
  });

export const siteSchema = z.strictObject({
  /** The content schema this file is written for (schemaVersion.ts); absent in sites made before it. */
  schemaVersion: z.unknown().refine(isSchemaVersion, 'must be a content schema version such as "1.0"').optional(),
  /** The main language: every word the project writes, <html lang>, dates and numbers. */
  language: languageTag.default('en'),
  /** The site's public address: canonical link, sharing tags, robots.txt and sitemap.xml. */
  url: webUrl.optional(),
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
      /** A PDF of the CV to offer for download, relative to the content folder (default: the one PDF in content/cv). */
      pdf: cvPdfPath.optional(),
    })
    .prefault({}),
  music: z
    .strictObject({
      playlist: z.array(z.string().regex(/^[^/\\]+\.mp3$/i, 'must be an .mp3 file name in content/music')).optional(),
    })
    .prefault({}),
  /** The owner's posts (remote-writing): read from their feed at build time. No field, no Writing page. */
  writing: z
    .strictObject({
      /** An RSS 2.0, Atom 1.0 or JSON Feed 1.1 address. */
      feed: webUrl,
      /** How many of the newest posts to show. */
      limit: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(10),
    })
    .optional(),
  /** Parts of the owner's own: pages built and deployed apart from the site, in the home menu after the built-in ones (docs/parts.md). */
  parts: z
    .array(part)
    .default([])
    .superRefine((parts, context) => {
      const seen = new Map<string, number>();
      parts.forEach((item, index) => {
        const name = partNameOf(item, index);
        const first = seen.get(name);
        if (first === undefined) seen.set(name, index);
        else context.addIssue({ code: 'custom', path: [index, item.name === undefined ? 'title' : 'name'], message: `names the same place as part ${first + 1} ("${name}"): give one of them another "name"` });
      });
    }),
  /** Privacy-friendly analytics, sent by the site's own code to the provider's event API (docs/analytics.md). */
  analytics: analytics.optional(),
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
        .strictObject({ cv: webUrl.optional(), projects: webUrl.optional(), music: webUrl.optional(), writing: webUrl.optional() })
        .prefault({}),
    })
    .prefault({}),
  theme: z
    .strictObject({
      mode: z.enum(['auto', 'dark', 'light'], { message: 'must be "auto", "dark" or "light"' }).default('auto'),
      accent: z
        .string()
        .trim()
        .refine(isHexColor, { message: 'must be a hex colour such as "#1858c4"' })
        .transform((value) => value.toLowerCase())
        .default(DEFAULT_ACCENT),
    })
    .prefault({}),
});

export type SiteContent = z.output<typeof siteSchema>;

/** The owner's fields a translation may give; anything else is an error, not silently ignored. */
export const TRANSLATED_OWNER_FIELDS = ['jobTitle', 'intro', 'pictureAlt'] as const;

/** content/translations/<tag>/site.json: the owner's prose in that language. */
export const translationSchema = z.strictObject(
  {
    owner: z
      .strictObject(
        { jobTitle: nonEmpty.optional(), intro: nonEmpty.optional(), pictureAlt: nonEmpty.optional() },
        { error: (issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.map((key) => `"${key}"`).join(', ')} may not be translated: a translation gives only ${TRANSLATED_OWNER_FIELDS.join(', ')}` : undefined) },
      )
      .prefault({}),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.map((key) => `"${key}"`).join(', ')} may not be translated: a translation's site.json holds only "owner"` : undefined) },
);

export type TranslationContent = z.output<typeof translationSchema>;
