/**
 * The share card (Open Graph / Twitter image), 1200×630: the owner's name, job title and picture in
 * the theme's colours, laid out from the inline start (a right-to-left site's card is mirrored).
 * Its text is drawn by Pango with the card's own fonts (builder/media/cardFonts.js: Inter and the
 * Noto Sans of Arabic, Hebrew, Thai, Devanagari, Bengali, Tamil, Japanese, Korean and Chinese), so
 * every line of the site's languages shows, shaped and in its direction; a line with a letter none
 * of them has is left off rather than drawn as empty boxes. Build time only.
 */
const crypto = require('node:crypto');
const { execFile } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { contentDir } = require('../../builder/apps');
const { engineModule } = require('../../builder/engineModules');
const { cardFontsCover, fontConfigFor, fontFilesFor } = require('../../builder/media/cardFonts');
const { findProfilePicture, mediaCacheDir, renderImage } = require('../../builder/media/images');
const { pageNames, postSummaries } = require('../../builder/writing/postDocuments');

const ENGINE_VERSION = require('../../package.json').version;

const WIDTH = 1200;
const HEIGHT = 630;
const PICTURE = 360;
const BAR = 24;
/** From the bar to the picture, from the picture to the text, and after the text. */
const SPACE = { start: 80, between: 64, end: 88 };
/** WhatsApp shows no preview for an image over 300 KB; the card keeps well under it. */
const CARD_BUDGET_BYTES = 300 * 1024;

/** The card's colours: the mode the owner's visitors see first (auto: dark). */
function cardColours(theme) {
  const { palette } = engineModule('shared/src/theme/palette.ts');
  return palette(theme.mode === 'light' ? 'light' : 'dark', theme.accent);
}

/**
 * What the card shows and where, with no picture bytes yet (pure; the tests read it): the bar, the
 * picture and the text box on a 1200×630 canvas, mirrored for a right-to-left main language.
 */
function cardPlan(site) {
  const { textDirection } = engineModule('shared/src/i18n/languages.ts');
  const colours = cardColours(site.theme);
  const rtl = textDirection(site.language) === 'rtl';
  const host = site.url ? new URL(site.url).host : null;
  const fromStart = (x, width) => (rtl ? WIDTH - x - width : x);
  const pictureX = BAR + SPACE.start;
  const textX = pictureX + PICTURE + SPACE.between;
  const textWidth = WIDTH - SPACE.end - textX;
  const shown = (text) => cardFontsCover(text, site.language);
  const lines = [
    ...(shown(site.owner.name) ? [{ text: site.owner.name, size: site.owner.name.length > 18 ? 64 : 80, bold: true, colour: colours.text, gapBefore: 0 }] : []),
    ...(shown(site.owner.jobTitle) ? [{ text: site.owner.jobTitle, size: 40, bold: true, colour: colours.link, gapBefore: 20 }] : []),
    ...(host ? [{ text: host, size: 30, bold: false, colour: colours.muted, gapBefore: 44 }] : []),
  ];
  return {
    width: WIDTH,
    height: HEIGHT,
    rtl,
    lang: site.language,
    colours: { background: colours.bg, accent: colours.accent, ring: colours.link },
    bar: { x: fromStart(0, BAR), width: BAR },
    picture: { x: fromStart(pictureX, PICTURE), y: (HEIGHT - PICTURE) / 2, size: PICTURE },
    text: { x: fromStart(textX, textWidth), width: textWidth, lines },
  };
}

/** Runs drawShareCard.js with the card's fonts alone. */
function draw(plan, fontConfig) {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'drawShareCard.js')],
      { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024, env: { ...process.env, FONTCONFIG_FILE: fontConfig } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr.toString().trim() || error.message)) : resolve(stdout)),
    );
    child.stdin.end(JSON.stringify(plan));
  });
}

/**
 * @param {object} site the validated content/site.json
 * @param {string} picture the owner's picture file
 * @returns {Promise<{ file: string, source: Buffer, width: number, height: number, type: string }>}
 */
async function shareCard(site, picture) {
  const plan = cardPlan(site);
  const face = await renderImage(picture, { width: PICTURE * 2, height: PICTURE * 2, format: 'jpeg' });
  const drawn = { ...plan, picture: { ...plan.picture, jpeg: face.toString('base64') } };
  // Kept between builds by what it is drawn from (the plan, the picture, the drawing code, the
  // engine's fonts): drawing takes a process and a quarter of a second, and the card rarely changes.
  const key = crypto.createHash('sha256').update(JSON.stringify(drawn)).update(fs.readFileSync(path.join(__dirname, 'drawShareCard.js'))).update(ENGINE_VERSION).digest('hex');
  const kept = path.join(mediaCacheDir(), `share-card-${key}.png`);
  let png = fs.existsSync(kept) ? fs.readFileSync(kept) : null;
  if (!png) {
    const { config } = await fontConfigFor(
      plan.text.lines.map((line) => line.text),
      site.language,
    );
    png = await draw(drawn, config);
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    fs.writeFileSync(kept, png);
  }
  // A busy picture can make the PNG heavy; JPEG keeps such a card inside the budget.
  const [source, format] = png.length <= CARD_BUDGET_BYTES ? [png, 'png'] : [await renderImage(png, { width: WIDTH, height: HEIGHT, format: 'jpeg' }), 'jpeg'];
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { file: `static/media/share.${hash}.${format === 'png' ? 'png' : 'jpg'}`, source, width: WIDTH, height: HEIGHT, type: `image/${format}` };
}

/**
 * Why a line of the card is left off when the install lacks its script's font: the package to add.
 * @returns {string[]}
 */
function missingFontWarnings(site) {
  return [site.owner.name, site.owner.jobTitle].flatMap((text) => {
    const { toInstall } = fontFilesFor([text], site.language);
    if (toInstall.length === 0) return [];
    return [`The share card leaves off "${text}": its letters need ${toInstall.join(' and ')}, which this site has not installed. To draw it, run npm install ${toInstall.join(' ')} and build again.`];
  });
}

/**
 * The shell's sharing and search tags of each language's page and the files that go with them
 * (shared/src/seo/headTags.ts), with the share card rendered from the owner's picture: the one the
 * home page shows. One card in the main language serves every language. `warnings`: what the card
 * leaves off for a font the install lacks. The sitemap lists the owner's posts' and pages' documents too.
 */
async function sharing(site, pages) {
  const { headTags, crawlerFiles } = engineModule('shared/src/seo/headTags.ts');
  const card = await shareCard(site, findProfilePicture(contentDir()));
  const image = { path: card.file, width: card.width, height: card.height, type: card.type };
  const languages = pages.map(({ language }) => language);
  return {
    heads: pages.map(({ language, title }) => headTags(site, { title, image, page: language, languages })),
    image,
    files: [card, ...crawlerFiles(site, languages, postSummaries(), pageNames())],
    warnings: missingFontWarnings(site),
  };
}

module.exports = { shareCard, sharing, cardPlan, CARD_BUDGET_BYTES, WIDTH, HEIGHT };
