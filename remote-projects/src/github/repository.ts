import type { Repository } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function isoTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** One repository from GitHub's answer, or null when it has no usable name. Other fields degrade to null. */
export function parseRepository(value: unknown): Repository | null {
  if (!isRecord(value)) return null;
  const name = optionalString(value.name);
  if (!name) return null;
  return {
    name,
    description: optionalString(value.description),
    htmlUrl: optionalString(value.html_url),
    language: optionalString(value.language),
    pushedAt: isoTime(value.pushed_at),
    hasPages: value.has_pages === true,
  };
}

/** A page of GitHub's answer: null when it is not a list at all (a malformed answer). */
export function parseRepositoryPage(value: unknown): Repository[] | null {
  if (!Array.isArray(value)) return null;
  return value.map(parseRepository).filter((repo): repo is Repository => repo !== null);
}
