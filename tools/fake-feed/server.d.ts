export type FakeFeedMode = 'normal' | '503' | '404' | 'hang' | 'malformed' | 'reset';

export interface FakeFeed {
  url: string;
  /** Every request, in order: its path and Origin header. */
  requests: { path: string; origin: string | undefined }[];
  setMode(mode: FakeFeedMode): void;
  close(): Promise<void>;
}

export const MODES: FakeFeedMode[];
export const DEFAULT_PORT: number;
export function start(options?: { port?: number; host?: string; mode?: FakeFeedMode; cors?: boolean }): Promise<FakeFeed>;
