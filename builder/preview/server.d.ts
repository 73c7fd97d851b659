import type { IncomingMessage } from 'node:http';
import type { AppName } from '../apps';

/** The preview serves the apps by their container names. */
export type { AppName };

export interface FaultContext {
  app: AppName;
  /** The path inside the app's dist, e.g. "/remoteEntry.js" (sub-path already removed). */
  path: string;
  req: IncomingMessage;
}

export type Fault =
  | { status: number; body?: string }
  | { delayMs: number }
  /** The body (uncompressed) arrives up to `stallBefore`, and the rest `stallMs` later. */
  | { stallBefore: string; stallMs: number }
  | { hang: true }
  | { reset: true };

export interface Preview {
  url(name: AppName): string;
  vitalsFile: string;
  start(name: AppName): Promise<void>;
  stop(name: AppName): Promise<void>;
  setFault(fault?: (ctx: FaultContext) => Fault | undefined): void;
  /** Every answer the servers send (dir: the folder served); returns a function that stops watching. */
  watch(watcher: (answer: { app: AppName; path: string; status: number; dir: string }) => void): () => void;
  close(): Promise<void>;
}

export function startPreview(options?: {
  apps?: AppName[];
  ports?: Partial<Record<AppName, number>>;
  basePath?: string;
  /** Serve <distRoot>/<app> (a build made with DIST_ROOT); an app not built there comes from its <app>/dist. */
  distRoot?: string;
  /** Serve this one-origin site folder (npm run build:site) as the shell's origin, alone. */
  siteDir?: string;
  vitalsFile?: string;
  /** The shell's beacon path, for builds of other content (default: content/site.json's). */
  vitalsPath?: string;
  fault?: (ctx: FaultContext) => Fault | undefined;
}): Promise<Preview>;
