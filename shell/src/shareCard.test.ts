/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSiteContent } from '@portfolio/shared/src/content/loadSiteContent';

import { cardLayout, shareCard } from '../build/shareCard';

const ROOT = join(__dirname, '..', '..');
const sample = () => JSON.parse(readFileSync(join(ROOT, 'content', 'site.json'), 'utf8'));

function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object' && 'props' in node) return texts((node as { props: { children?: unknown } }).props.children);
  return [];
}

describe('the share card', () => {
  it("shows the owner's name, title and site address in the theme's colours", () => {
    const json = sample();
    json.url = 'https://mira.example.dev/';
    json.theme = { accent: '#7c3aed' };
    const layout = cardLayout(parseSiteContent(json), 'data:image/jpeg;base64,');
    expect(texts(layout)).toEqual(['Mira Kestrel', 'Front-end Engineer', 'mira.example.dev']);
    expect(JSON.stringify(layout)).toContain('"background":"#7c3aed"');
  });

  it('draws names in any European script, and leaves off a line its font cannot draw rather than show empty boxes', () => {
    const json = sample();
    json.owner.name = 'Łucja Wąsowicz-Dvořáková';
    json.owner.jobTitle = 'フロントエンドエンジニア';
    expect(texts(cardLayout(parseSiteContent(json), 'data:image/jpeg;base64,'))).toEqual(['Łucja Wąsowicz-Dvořáková']);
    json.owner.jobTitle = 'Разработчица интерфейсов';
    expect(texts(cardLayout(parseSiteContent(json), 'data:image/jpeg;base64,'))).toEqual(['Łucja Wąsowicz-Dvořáková', 'Разработчица интерфейсов']);
  });

  it('is a 1200×630 PNG, made with the bundled font (no system font needed)', async () => {
    const card = await shareCard(parseSiteContent(sample()), join(ROOT, 'content', 'media', 'profile.jpg'));
    expect(card.file).toMatch(/^static\/media\/share\.[0-9a-f]{8}\.png$/);
    expect(card.source.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([card.source.readUInt32BE(16), card.source.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 30000);
});
