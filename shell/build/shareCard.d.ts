import type { SiteContent } from '@portfolio/shared';

export interface ShareCard {
  file: string;
  source: Buffer;
  width: number;
  height: number;
  type: string;
}

export const WIDTH: number;
export const HEIGHT: number;
export function cardLayout(site: SiteContent, pictureDataUrl: string): unknown;
export function shareCard(site: SiteContent, picture: string): Promise<ShareCard>;
export function sharing(site: SiteContent, title: string): Promise<{ head: string; files: { file: string; source: string | Buffer }[] }>;
