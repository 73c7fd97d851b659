/**
 * The contract between the shell and the remotes. Changing a name here is a breaking change for
 * separately deployed parts: add, don't rename.
 */

export const PAGE_NAMES = ['home', 'experience', 'qualifications', 'skills', 'projects', 'writing', 'publications'] as const;

export type PageName = (typeof PAGE_NAMES)[number];

export type SectionPageName = Exclude<PageName, 'home'>;

/**
 * One of the owner's own posts (content/posts/), by its slug: a place of its own in the site, shown
 * by the Writing remote's POST_PAGE_MODULE, and an address of its own, `posts/<slug>/`.
 */
export type PostPlace = `post:${string}`;

/**
 * One of the owner's own pages (content/pages/<name>.md), by its name: in the home menu after the
 * built-in pages, shown by the Writing remote's OWN_PAGE_MODULE, and at an address of its own, `<name>/`.
 */
export type OwnPagePlace = `page:${string}`;

/**
 * A part of the owner's own (content/site.json `parts`, shared/src/parts/partContract.ts), by its
 * name: in the home menu after the built-in pages, shown by the part's own code.
 */
export type PartPlace = `part:${string}`;

/** Where the visitor is: a page, one of the owner's posts, a page or a part of their own. What the shell navigates between. */
export type Place = PageName | PostPlace | OwnPagePlace | PartPlace;

export interface PageProps {
  /** A part built against an older contract passes a PageName only: every PageName is a Place. */
  onNavigate(place: Place): void;
}

export function isPageName(value: unknown): value is PageName {
  return typeof value === 'string' && (PAGE_NAMES as readonly string[]).includes(value);
}

/**
 * Whether a value is a place (history state, the resume key, a document's start): a page by name, a
 * post or own page by its slug as the build writes it (readers/markdown: letters of any script,
 * digits, dashes), or a part by its name. Which posts exist is the Writing remote's to say: it shows
 * "not there" for any other.
 */
export function isPlace(value: unknown): value is Place {
  return isPageName(value) || (typeof value === 'string' && /^(?:post|page|part):[\p{L}\p{M}\p{N}-]+$/u.test(value));
}

/** Federated container names, as each remote's ModuleFederationPlugin `name`. */
export const REMOTE_NAMES = ['remote_cv', 'remote_projects', 'remote_music', 'remote_writing'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Which federated module renders each section page. */
export const SECTION_PAGE_MODULES = {
  experience: 'remote_cv/ExperiencePage',
  qualifications: 'remote_cv/QualificationsPage',
  skills: 'remote_cv/SkillsPage',
  projects: 'remote_projects/ProjectsPage',
  writing: 'remote_writing/WritingPage',
  publications: 'remote_cv/PublicationsPage',
} as const satisfies Record<SectionPageName, `${RemoteName}/${string}`>;

export const MUSIC_PLAYER_MODULE = 'remote_music/MusicPlayer' as const;

/** The module that shows one of the owner's posts (a PostPlace), with PostPageProps. */
export const POST_PAGE_MODULE = 'remote_writing/PostPage' as const;

export interface PostPageProps extends PageProps {
  /** The post's slug, as the posts index names it. */
  slug: string;
}

/** The module that shows one of the owner's own pages (an OwnPagePlace), with OwnPageProps. */
export const OWN_PAGE_MODULE = 'remote_writing/OwnPage' as const;

export interface OwnPageProps extends PageProps {
  /** The page's name, as the pages index names it (its file's name). */
  name: string;
}

/**
 * A remote's own content: `content.json` beside its remoteEntry.js, written by its build and served
 * no-cache, like the manifest. The remote's code is the same whatever the content; this file names
 * what it shows (the CV of each language, where the owner's repositories are read:
 * shared/src/content/remoteContent.ts). A
 * host preloads it with the remote's code on intent.
 */
export const REMOTE_CONTENT_FILE = 'content.json';

/** The Writing remote's posts as the build read them from the feed, beside its entry (remote-writing/src/writing/snapshot.ts). */
export const WRITING_SNAPSHOT_FILE = 'writing-snapshot.json';

/** The remotes that have a content.json. */
export const REMOTES_WITH_CONTENT: readonly RemoteName[] = ['remote_cv', 'remote_projects', 'remote_writing'];

/**
 * Whether a remote's chunk is one its code picks by what its content says: the CV remote's reader
 * of the CV's form (one chunk per form, `cv-reader-<form>`), the Writing remote's code for the
 * owner's own posts (`writing-own-posts`, needless on a site with a feed alone). A host cannot tell
 * ahead, so it preloads none of them; the remote asks for its own beside its content.
 */
export function chosenByContent(file: string): boolean {
  return /(?:^|\/)(?:cv-reader-[a-z-]+|writing-own-posts)\.[^/]*js$/.test(file);
}

/** A control of the music bar pressed before the player was loaded. */
export type MusicPress = 'play' | 'next';

/**
 * The props of MUSIC_PLAYER_MODULE. The shell shows a stand-in bar and loads the player when the
 * visitor reaches for it; what they pressed meanwhile is handed over, so no press is lost. A player
 * built before this prop existed ignores it (the visitor presses Play again).
 */
export interface MusicPlayerProps {
  /** The presses on the stand-in, oldest first: the player does them once, when it mounts. */
  pressed?: readonly MusicPress[];
}

/** The id every page gives its main heading, so the shell can move focus to it after a page change. */
export const PAGE_HEADING_ID = 'page-heading';

/**
 * The user-timing mark the shell sets once the app is live (hydrated, its effects run); the bench
 * counts the JS requested before it as what the home page needs to become interactive.
 */
export const INTERACTIVE_MARK = 'portfolio:interactive';

/**
 * Fired on window by the shell just before it reloads itself onto a redeployed remote's new
 * version: a remote keeps what the visitor would otherwise lose (the music) in sessionStorage.
 */
export const BEFORE_SHELL_RELOAD_EVENT = 'portfolio:before-reload';
