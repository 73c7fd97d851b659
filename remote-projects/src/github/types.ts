export type { GitHubConfig } from '@portfolio/shared';

/** The fields of one repository the site reads, after validation. */
export interface Repository {
  name: string;
  description: string | null;
  htmlUrl: string | null;
  language: string | null;
  /** ISO time of the last push, or null when GitHub gave none we could read. */
  pushedAt: string | null;
  hasPages: boolean;
}

/** SPEC §4: one shown project. URLs are http(s) only, or null. */
export interface ProjectItem {
  name: string;
  description: string | null;
  url: string | null;
  language: string | null;
  lastUpdated: string | null;
  deploymentURL: string | null;
}
