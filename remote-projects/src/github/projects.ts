import type { GitHubConfig, ProjectItem, Repository } from './types';

/** The URL itself when it is an absolute http(s) URL; anything else (javascript:, data:, junk) is null. */
export function safeWebUrl(value: string | null | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

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
