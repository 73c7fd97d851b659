/**
 * The share card (Open Graph / Twitter image), 1200×630: the owner's name, job title and picture in
 * the theme's colours. satori lays it out and writes SVG with the text as paths, using Inter from
 * the @fontsource/inter package, every script it has: Latin with its extensions, Greek, Cyrillic,
 * Vietnamese (so it needs no system font and looks the same on any machine). A line with a letter
 * Inter has not (Chinese, Japanese) is left off the card rather than drawn as empty boxes;
 * the one image pipeline (build/media/images.js) renders that SVG to PNG. Build time only.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const { contentDir } = require('../../build/apps');
const { jiti } = require('../../build/jiti');
const { findProfilePicture, renderImage } = require('../../build/media/images');

const WIDTH = 1200;
const HEIGHT = 630;
const PICTURE = 360;

/** Inter's subsets and the code points each covers ("U+0100-02BA,U+2020,…"). */
const SUBSETS = require('@fontsource/inter/unicode.json');

/** One family per subset (satori falls back family by family), Latin first. */
const FAMILIES = Object.keys(SUBSETS).sort((a, b) => Number(b === 'latin') - Number(a === 'latin'));

const fonts = () =>
  FAMILIES.flatMap((subset) =>
    [400, 700].map((weight) => ({
      name: `Inter ${subset}`,
      weight,
      style: 'normal',
      data: fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    })),
  );

const RANGES = Object.values(SUBSETS)
  .flatMap((list) => list.split(','))
  .map((range) => range.trim().replace(/^U\+/, '').split('-').map((hex) => parseInt(hex, 16)))
  .map(([start, end = start]) => [start, end]);

/** Whether the card's font draws every letter of `text`. */
function fontCovers(text) {
  return [...text.replace(/\s/g, '')].every((char) => {
    const code = char.codePointAt(0);
    return RANGES.some(([start, end]) => code >= start && code <= end);
  });
}

const h = (type, style, ...children) => ({ type, props: { style, children: children.length === 1 ? children[0] : children } });

/** The card's colours: the mode the owner's visitors see first (auto: dark). */
function cardColours(theme) {
  const { palette } = jiti('./shared/src/theme/palette.ts');
  return palette(theme.mode === 'light' ? 'light' : 'dark', theme.accent);
}

/** The layout as satori elements; separate so its text can be checked without rendering. */
function cardLayout(site, pictureDataUrl) {
  const colours = cardColours(site.theme);
  const host = site.url ? new URL(site.url).host : null;
  return h(
    'div',
    { display: 'flex', width: WIDTH, height: HEIGHT, background: colours.bg, fontFamily: FAMILIES.map((subset) => `'Inter ${subset}'`).join(', ') },
    h('div', { display: 'flex', width: 24, height: HEIGHT, background: colours.accent }),
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: 64, padding: '0 88px 0 80px', flex: 1 },
      { type: 'img', props: { src: pictureDataUrl, width: PICTURE, height: PICTURE, style: { borderRadius: PICTURE / 2, border: `6px solid ${colours.link}` } } },
      h(
        'div',
        { display: 'flex', flexDirection: 'column', flex: 1, gap: 20 },
        ...(fontCovers(site.owner.name)
          ? [h('div', { display: 'flex', fontSize: site.owner.name.length > 18 ? 64 : 80, fontWeight: 700, color: colours.text, lineHeight: 1.05 }, site.owner.name)]
          : []),
        ...(fontCovers(site.owner.jobTitle) ? [h('div', { display: 'flex', fontSize: 40, fontWeight: 700, color: colours.link }, site.owner.jobTitle)] : []),
        ...(host ? [h('div', { display: 'flex', fontSize: 30, color: colours.muted, marginTop: 24 }, host)] : []),
      ),
    ),
  );
}

/**
 * @param {object} site the validated content/site.json
 * @param {string} picture the owner's picture file
 * @returns {Promise<{ file: string, source: Buffer, width: number, height: number, type: string }>}
 */
async function shareCard(site, picture) {
  const { default: satori } = await import('satori');
  const face = await renderImage(picture, { width: PICTURE * 2, height: PICTURE * 2, format: 'jpeg' });
  const svg = await satori(cardLayout(site, `data:image/jpeg;base64,${face.toString('base64')}`), {
    width: WIDTH,
    height: HEIGHT,
    fonts: fonts(),
  });
  const source = await renderImage(Buffer.from(svg), { width: WIDTH, height: HEIGHT, format: 'png' });
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { file: `static/media/share.${hash}.png`, source, width: WIDTH, height: HEIGHT, type: 'image/png' };
}

/**
 * The shell's sharing and search tags of each language's page and the files that go with them
 * (shared/src/seo/headTags.ts), with the share card rendered from the owner's picture: the one the
 * home page shows. One card in the main language serves every language.
 */
async function sharing(site, pages) {
  const { headTags, crawlerFiles } = jiti('./shared/src/seo/headTags.ts');
  const card = await shareCard(site, findProfilePicture(contentDir()));
  const image = { path: card.file, width: card.width, height: card.height, type: card.type };
  const languages = pages.map(({ language }) => language);
  return {
    heads: pages.map(({ language, title }) => headTags(site, { title, image, page: language, languages })),
    files: [card, ...crawlerFiles(site, languages)],
  };
}

module.exports = { shareCard, sharing, cardLayout, WIDTH, HEIGHT };
