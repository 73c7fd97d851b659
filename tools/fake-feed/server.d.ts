export type FakeFeedMode = 'normal' | '503' | '404' | 'hang' | 'malformed' | 'reset';

export interface FakeFeed {
  url: string;
  /** Every request, in order: its path, Origin and If-None-Match headers. */
  requests: { path: string; origin: string | undefined; ifNoneMatch: string | undefined }[];
  /** A new post, first in every feed from now on. */
  publish(post: import('./fixtures').FakePost): void;
  setMode(mode: FakeFeedMode): void;
  close(): Promise<void>;
}

export const MODES: FakeFeedMode[];
export const DEFAULT_PORT: number;
export function start(options?: { port?: number; host?: string; mode?: FakeFeedMode; cors?: boolean }): Promise<FakeFeed>;
