/** Every app's container name (the keys of APPS). */
export type AppName = 'shell' | 'remote_cv' | 'remote_projects' | 'remote_music' | 'remote_writing';

export interface App {
  dir: string;
  devPort: number;
  previewPort: number;
  urlEnv?: string;
  key?: string;
}

export const ROOT: string;
export const APPS: Record<AppName, App>;
export const REMOTE_NAMES: Exclude<AppName, 'shell'>[];
export function contentDir(): string;
export function displayPath(file: string): string;
export function distDir(appDir: string): string;
