export type FakeGitHubMode = 'normal' | 'rate-limit' | '429' | '500' | 'slow' | 'hang' | 'malformed' | 'reset';

export interface FakeRequest {
  method: string;
  path: string;
  page: number;
  search: string;
  mode: FakeGitHubMode;
  ifNoneMatch: string | null;
  authorization: string | null;
}

export interface FakeRepository {
  name: string;
  description: unknown;
  html_url: string;
  homepage: unknown;
  language: unknown;
  pushed_at: string | null;
  has_pages: unknown;
  [field: string]: unknown;
}

export interface FakeGitHub {
  url: string;
  port: number;
  readonly mode: FakeGitHubMode;
  requests: FakeRequest[];
  setMode(mode: FakeGitHubMode): void;
  close(): Promise<void>;
}

export const MODES: FakeGitHubMode[];
export const USER: string;
export const DEFAULT_PORT: number;
export const REPOSITORIES: FakeRepository[];

export function start(options?: {
  port?: number;
  host?: string;
  mode?: FakeGitHubMode;
  slowMs?: number;
  repositories?: FakeRepository[];
}): Promise<FakeGitHub>;
