/**
 * The contract between the shell and the remotes. Changing a name here is a breaking change for
 * separately deployed parts: add, don't rename.
 */

export const PAGE_NAMES = ['home', 'experience', 'qualifications', 'skills', 'projects', 'writing'] as const;

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
} as const satisfies Record<SectionPageName, `${RemoteName}/${string}`>;

export const MUSIC_PLAYER_MODULE = 'remote_music/MusicPlayer' as const;

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
