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
export interface CardLine {
  text: string;
  size: number;
  bold: boolean;
  colour: string;
  gapBefore: number;
}
export interface CardPlan {
  width: number;
  height: number;
  rtl: boolean;
  lang: string;
  colours: { background: string; accent: string; ring: string };
  bar: { x: number; width: number };
  picture: { x: number; y: number; size: number };
  text: { x: number; width: number; lines: CardLine[] };
}
export const CARD_BUDGET_BYTES: number;
export function cardPlan(site: SiteContent): CardPlan;
export function shareCard(site: SiteContent, picture: string): Promise<ShareCard>;
export function sharing(site: SiteContent, title: string): Promise<{ head: string; files: { file: string; source: string | Buffer }[]; warnings: string[] }>;
