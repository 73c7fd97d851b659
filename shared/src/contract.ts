/**
 * The contract between the shell and the remotes. Changing a name here is a breaking change for
 * separately deployed parts: add, don't rename.
 */

export const PAGE_NAMES = ['home', 'experience', 'qualifications', 'skills', 'projects', 'writing', 'publications'] as const;

export type PageName = (typeof PAGE_NAMES)[number];

export type SectionPageName = Exclude<PageName, 'home'>;

export interface PageProps {
  onNavigate(page: PageName): void;
}

export function isPageName(value: unknown): value is PageName {
  return typeof value === 'string' && (PAGE_NAMES as readonly string[]).includes(value);
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
 * of the CV's form (one chunk per form, `cv-reader-<form>`). A host cannot tell which ahead, so it
 * preloads none of them; the remote asks for its one beside the CV text.
 */
export function chosenByContent(file: string): boolean {
  return /(?:^|\/)cv-reader-[a-z-]+\.[^/]*js$/.test(file);
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
