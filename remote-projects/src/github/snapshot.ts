// Deep, not the package index: the build loads this file into node, where the index's components can't load.
import { safeWebUrl } from '@portfolio/shared/src/content/webUrl';
import type { ProjectItem } from './types';

/** The list as it was when the build (or `npm run snapshot`) ran; emitted as projects-snapshot.json. */
export interface ProjectsSnapshot {
  takenAt: string;
  items: ProjectItem[];
}

export const SNAPSHOT_FILE = 'projects-snapshot.json';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function parseItem(value: unknown): ProjectItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const name = text(item.name);
  if (!name) return null;
  const lastUpdated = text(item.lastUpdated);
  return {
    name,
    description: text(item.description),
    url: safeWebUrl(text(item.url)),
    language: text(item.language),
    lastUpdated: lastUpdated && !Number.isNaN(Date.parse(lastUpdated)) ? lastUpdated : null,
    deploymentURL: safeWebUrl(text(item.deploymentURL)),
  };
}

/** A snapshot file's content, or null when it is not one. The file is ours, but it is still data from a server. */
export function parseSnapshot(value: unknown): ProjectsSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const { takenAt, items } = value as Record<string, unknown>;
  if (typeof takenAt !== 'string' || Number.isNaN(Date.parse(takenAt)) || !Array.isArray(items)) return null;
  return { takenAt, items: items.map(parseItem).filter((item): item is ProjectItem => item !== null) };
}
