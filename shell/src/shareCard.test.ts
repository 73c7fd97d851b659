/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parseSiteContent } from '@portfolio/shared/src/content/loadSiteContent';
import { fontFilesFor } from '../../builder/media/cardFonts';
import { CARD_BUDGET_BYTES, cardPlan, shareCard } from '../builder/shareCard';

const ROOT = join(__dirname, '..', '..');
const PICTURE = join(ROOT, 'content', 'media', 'profile.jpg');
const sample = () => JSON.parse(readFileSync(join(ROOT, 'content', 'site.json'), 'utf8'));
const siteWith = (language: string, name: string, jobTitle: string) => {
  const json = sample();
  json.language = language;
  json.url = 'https://owner.example.dev/';
  json.owner = { ...json.owner, name, jobTitle };
  return parseSiteContent(json);
};
const lines = (site: ReturnType<typeof siteWith>) => cardPlan(site).text.lines.map((line) => line.text);

/** The horizontal span of the card's light pixels (the text) in the band of rows `top`…`bottom`, over columns `from`…`to`. */
async function inkSpan(png: Buffer, [top, bottom]: [number, number], [from, to]: [number, number]) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let left = Infinity;
  let right = -Infinity;
  for (let y = top; y < bottom; y += 1) {
    for (let x = from; x < to; x += 1) {
      if ((data[y * info.width + x] as number) > 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return { left, right };
}

describe('the share card', () => {
  it("shows the owner's name, title and site address in the theme's colours", () => {
    const json = sample();
    json.url = 'https://mira.example.dev/';
    json.theme = { accent: '#7c3aed' };
    const plan = cardPlan(parseSiteContent(json));
    expect(plan.text.lines.map((line) => line.text)).toEqual(['Mira Kestrel', 'Front-end Engineer', 'mira.example.dev']);
    expect(plan.colours.accent).toBe('#7c3aed');
    // Left to right: the bar on the left, then the picture, then the text.
    expect([plan.bar.x, plan.picture.x < plan.text.x]).toEqual([0, true]);
  });

  it("draws every script of the site's languages: no line of these owners is left off", () => {
    for (const [language, name, title] of [
      ['fa', 'نیلوفر آذرخش', 'مهندس فرانت‌اند'],
      ['ar', 'ليلى حداد', 'مهندسة واجهات أمامية'],
      ['ur', 'عائشہ ملک', 'فرنٹ اینڈ انجینئر'],
      ['he', 'נועה ברקת', 'מהנדסת פרונטאנד'],
      ['ja', '山田 花子', 'フロントエンドエンジニア'],
      ['zh', '王小明', '前端工程师'],
      ['zh-Hant', '陳怡君', '前端工程師'],
      ['ko', '김지은', '프론트엔드 엔지니어'],
      ['th', 'สมใจ ใจดี', 'วิศวกรฟรอนต์เอนด์'],
      ['hi', 'अनन्या वर्मा', 'फ्रंट-एंड इंजीनियर'],
      ['bn', 'অনন্যা রায়', 'ফ্রন্ট-এন্ড ইঞ্জিনিয়ার'],
      ['ta', 'கவிதா ராஜன்', 'முன்பக்க பொறியாளர்'],
      ['ru', 'Анна Петрова', 'Фронтенд-разработчица'],
      ['vi', 'Nguyễn Thị Hương', 'Kỹ sư giao diện'],
    ]) {
      expect([language, lines(siteWith(language as string, name as string, title as string))]).toEqual([language, [name, title, 'owner.example.dev']]);
    }
  });

  it("draws Han characters in the forms of the site's language", () => {
    const han = (language: string) => fontFilesFor(['花'], language).files.map((font) => font.name);
    expect([han('ja'), han('zh'), han('zh-TW'), han('ko')]).toEqual([['noto-sans-jp'], ['noto-sans-sc'], ['noto-sans-tc'], ['noto-sans-kr']]);
  });

  it('leaves off a line no font of the card has letters for, rather than show empty boxes', () => {
    expect(lines(siteWith('en', 'ሰላም Tesfaye', 'Front-end Engineer'))).toEqual(['Front-end Engineer', 'owner.example.dev']);
  });

  it('mirrors a right-to-left card: the bar on the right, the picture, then the text to its left', () => {
    const plan = cardPlan(siteWith('fa', 'نیلوفر آذرخش', 'مهندس فرانت‌اند'));
    expect(plan.rtl).toBe(true);
    expect(plan.bar.x + plan.bar.width).toBe(plan.width);
    expect(plan.text.x + plan.text.width).toBeLessThan(plan.picture.x);
  });

  it.each([
    ['a Japanese owner', 'ja', '山田 花子', 'フロントエンドエンジニア'],
    ['a Persian owner', 'fa', 'نیلوفر آذرخش', 'مهندس فرانت‌اند'],
  ])("for %s: a 1200×630 PNG within its budget, each line's text starting at the inline start", async (_who, language, name, title) => {
    const site = siteWith(language, name, title);
    const plan = cardPlan(site);
    const card = await shareCard(site, PICTURE);
    expect(card.file).toMatch(/^static\/media\/share\.[0-9a-f]{8}\.png$/);
    expect([card.source.readUInt32BE(16), card.source.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(card.source.length).toBeLessThan(CARD_BUDGET_BYTES);
    // The text box's ink: left-aligned on a left-to-right card, right-aligned on a right-to-left one.
    const ink = await inkSpan(card.source, [150, 480], [plan.text.x, plan.text.x + plan.text.width]);
    if (plan.rtl) expect(ink.right).toBeGreaterThan(plan.text.x + plan.text.width - 12);
    else expect(ink.left).toBeLessThan(plan.text.x + 12);
    expect(ink.right - ink.left).toBeGreaterThan(200);
  }, 30000);
});
