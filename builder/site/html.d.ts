export interface HtmlPage {
  title: string;
  description: string | null;
  site: unknown;
  csp?: string;
  head?: string;
  body?: string;
  /** The web app manifest's address, when the page links it itself. */
  manifest?: string | null;
  context: { lang: string };
  /** The owner's content its apps read (shared/src/content/pageContent.ts). */
  content: object;
  dir?: string;
}
export function htmlTemplate(page: HtmlPage): string;
export function escapeHtml(text: string): string;
export function prerenderedHead(files: { css: string[]; js: string[] }, options?: { manifest?: string | null }): string;
export function contentHash(buffer: string | Buffer): string;
