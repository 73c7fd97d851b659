import type { RepositoryPage } from '../github/client';
import { parseRepositoryPage } from '../github/repository';
import type { GitHubConfig, Repository } from '../github/types';

/** The last live answer, page by page with ETags, as kept in localStorage between visits. */
export interface ProjectsCache {
  takenAt: string;
  pages: RepositoryPage[];
}

const VERSION = 1;

export function cacheKey(config: Pick<GitHubConfig, 'api' | 'user'>): string {
  return `portfolio.projects.v${VERSION}:${config.api}:${config.user.toLowerCase()}`;
}

/** Stored in GitHub's field names so reading it back goes through the same validation as an answer. */
function toStored(repo: Repository) {
  return {
    name: repo.name,
    description: repo.description,
    html_url: repo.htmlUrl,
    language: repo.language,
    pushed_at: repo.pushedAt,
    has_pages: repo.hasPages,
  };
}

function nullableString(value: unknown): string | null | undefined {
  if (value === null) return null;
  return typeof value === 'string' ? value : undefined;
}

function parsePage(value: unknown): RepositoryPage | null {
  if (typeof value !== 'object' || value === null) return null;
  const page = value as Record<string, unknown>;
  const etag = nullableString(page.etag);
  const next = nullableString(page.next);
  const repos = parseRepositoryPage(page.repos);
  if (typeof page.url !== 'string' || etag === undefined || next === undefined || !repos) return null;
  return { url: page.url, etag, next, repos };
}

/** The cache, or null when absent, unreadable, or written by another version. Storage may throw (privacy modes). */
export function readProjectsCache(storage: Storage | null, config: Pick<GitHubConfig, 'api' | 'user'>): ProjectsCache | null {
  try {
    const raw = storage?.getItem(cacheKey(config));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { takenAt, pages } = value as Record<string, unknown>;
    if (typeof takenAt !== 'string' || Number.isNaN(Date.parse(takenAt)) || !Array.isArray(pages)) return null;
    const parsed = pages.map(parsePage);
    return parsed.every((page) => page !== null) ? { takenAt, pages: parsed as RepositoryPage[] } : null;
  } catch {
    return null;
  }
}

/** Best effort: a full or disabled storage only costs the next visit a full download. */
export function writeProjectsCache(storage: Storage | null, config: Pick<GitHubConfig, 'api' | 'user'>, cache: ProjectsCache): void {
  try {
    const stored = { takenAt: cache.takenAt, pages: cache.pages.map((page) => ({ ...page, repos: page.repos.map(toStored) })) };
    storage?.setItem(cacheKey(config), JSON.stringify(stored));
  } catch {
    // Quota exceeded or storage disabled: nothing to keep.
  }
}
