/**
 * The single-bundle stand-in for shell/src/remotes/loadFederatedModule.ts (swapped in by
 * tools/bench/single/webpack.config.js): the same ids and the same export, but each page is a plain lazy
 * chunk of one bundle, so the bench can compare Module Federation with no federation at all.
 */
import type { ComponentType } from 'react';
import { MUSIC_PLAYER_MODULE, SECTION_PAGE_MODULES } from '@portfolio/shared';

// Each page has its own props; the caller names them (P below), as with a federated module.
type Loaded = { default: ComponentType<never> };

const PAGES: Record<string, () => Promise<Loaded>> = {
  [SECTION_PAGE_MODULES.experience]: () =>
    import(/* webpackChunkName: "cv-experience" */ '../../../remote-cv/src/pages/ExperiencePage'),
  [SECTION_PAGE_MODULES.qualifications]: () =>
    import(/* webpackChunkName: "cv-qualifications" */ '../../../remote-cv/src/pages/QualificationsPage'),
  [SECTION_PAGE_MODULES.skills]: () => import(/* webpackChunkName: "cv-skills" */ '../../../remote-cv/src/pages/SkillsPage'),
  [SECTION_PAGE_MODULES.projects]: () =>
    import(/* webpackChunkName: "projects" */ '../../../remote-projects/src/pages/ProjectsPage'),
  [MUSIC_PLAYER_MODULE]: () => import(/* webpackChunkName: "music-player" */ '../../../remote-music/src/player/MusicPlayer'),
};

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

export async function loadFederatedComponent<P>(id: string): Promise<{ default: ComponentType<P> }> {
  const load = PAGES[id];
  if (!load) throw new RemoteLoadError(`${id} is not part of the single bundle`);
  const module = await load();
  return { default: module.default as unknown as ComponentType<P> };
}
