export interface LocalRegistry {
  url: string;
  /** The environment for npm commands that use this registry (a user config of their own, no npm_* of the caller). */
  env: NodeJS.ProcessEnv;
  /** Publishes a package folder (npm publish, the real client). */
  publish(folder: string): void;
  stop(): Promise<void>;
}
export function startRegistry(): Promise<LocalRegistry>;
export function cleanEnv(): NodeJS.ProcessEnv;
