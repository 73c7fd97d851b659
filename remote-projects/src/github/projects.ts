// Deep, not the package index: the build loads this file into node, where the index's components can't load.
import { safeWebUrl } from '@portfolio/shared/src/content/webUrl';
import type { GitHubConfig, ProjectItem, Repository } from './types';

/**
 * SPEC §5: only with GitHub Pages and not excluded; the pages host plus "/" plus the name, except the
 * user-site repository `{user}.github.io`, which deploys to the pages host root.
 */
export function deploymentURL(
  repo: Pick<Repository, 'name' | 'hasPages'>,
  config: Pick<GitHubConfig, 'user' | 'pagesHost' | 'excludeFromDeployment'>,
): string | null {
  if (!repo.hasPages || config.excludeFromDeployment.includes(repo.name)) return null;
  if (repo.name.toLowerCase() === `${config.user.toLowerCase()}.github.io`) return safeWebUrl(`${config.pagesHost}/`);
  return safeWebUrl(`${config.pagesHost}/${encodeURIComponent(repo.name)}`);
}

export function toProjectItem(repo: Repository, config: GitHubConfig): ProjectItem {
  return {
    name: repo.name,
    description: repo.description,
    url: safeWebUrl(repo.htmlUrl),
    language: repo.language,
    lastUpdated: repo.pushedAt,
    deploymentURL: deploymentURL(repo, config),
  };
}

/** SPEC §5: shown only when the description exists and contains "!". */
export function isShown(item: Pick<ProjectItem, 'description'>): boolean {
  return typeof item.description === 'string' && item.description.includes('!');
}

function timeOf(item: Pick<ProjectItem, 'lastUpdated'>): number | null {
  if (!item.lastUpdated) return null;
  const time = Date.parse(item.lastUpdated);
  return Number.isNaN(time) ? null : time;
}

/** Newest push first; items without a push time last, in their original order (the sort is stable). */
export function sortByLastUpdated<T extends Pick<ProjectItem, 'lastUpdated'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const ta = timeOf(a);
    const tb = timeOf(b);
    if (ta === null || tb === null) return ta === tb ? 0 : ta === null ? 1 : -1;
    return tb - ta;
  });
}

/** The list the page shows: map, filter, sort. */
export function shownProjects(repos: readonly Repository[], config: GitHubConfig): ProjectItem[] {
  return sortByLastUpdated(repos.map((repo) => toProjectItem(repo, config)).filter(isShown));
}
