export interface HtmlPage {
  title: string;
  description: string | null;
  site: unknown;
  csp?: string;
  head?: string;
  body?: string;
  installable?: boolean;
  context: { lang: string };
  dir?: string;
}
export function htmlTemplate(page: HtmlPage): string;
export function escapeHtml(text: string): string;
export function prerenderedHead(files: { css: string[]; js: string[] }): string;
export function contentHash(buffer: string | Buffer): string;
export function startScript(): { source: string; file: string };
export function themeScript(): { source: string; file: string };
