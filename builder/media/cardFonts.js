/**
 * The share card's fonts: Inter and the Noto Sans families of the scripts the site's languages are
 * written in, from the @fontsource-variable packages (each split by Unicode ranges). For the card's
 * text, only the range files it needs are taken, unpacked from WOFF2 to TrueType (wawoff2) into a
 * cache, and put in a folder of their own with a fontconfig file that names that folder alone: the
 * card is drawn with these fonts and no system font, so it looks the same on every machine.
 * Inter (Latin, Greek, Cyrillic) is in every install; a Noto Sans package is the owner's to add when
 * the card's text is written in its script (`npm create` adds the one the site's language needs): a
 * line whose script's package is missing is left off, and the build names the package to install.
 * Build time only.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { cacheDir } = require('../apps');

/**
 * Font packages in the order a letter is looked for, by script. Han characters are drawn the way the
 * site's language writes them: Japanese, Korean and Traditional Chinese each have their own forms.
 */
const LATIN = 'inter';
const BY_SCRIPT = ['noto-sans-arabic', 'noto-sans-hebrew', 'noto-sans-thai', 'noto-sans-devanagari', 'noto-sans-bengali', 'noto-sans-tamil'];
const HAN = { ja: 'noto-sans-jp', ko: 'noto-sans-kr', 'zh-Hant': 'noto-sans-tc', zh: 'noto-sans-sc' };

/** The script each Noto package is there for (Unicode's Script property): a letter in it asks for that package. */
const SCRIPT_OF = {
  'noto-sans-arabic': /\p{Script=Arabic}/u,
  'noto-sans-hebrew': /\p{Script=Hebrew}/u,
  'noto-sans-thai': /\p{Script=Thai}/u,
  'noto-sans-devanagari': /\p{Script=Devanagari}/u,
  'noto-sans-bengali': /\p{Script=Bengali}/u,
  'noto-sans-tamil': /\p{Script=Tamil}/u,
  'noto-sans-jp': /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  'noto-sans-kr': /[\p{Script=Han}\p{Script=Hangul}]/u,
  'noto-sans-tc': /\p{Script=Han}/u,
  'noto-sans-sc': /\p{Script=Han}/u,
};

/** The CJK package that comes first for a language tag: its own, or Simplified Chinese's. */
function hanPackage(lang) {
  const locale = new Intl.Locale(lang).maximize();
  if (locale.language === 'zh') return locale.script === 'Hant' ? HAN['zh-Hant'] : HAN.zh;
  return HAN[locale.language] ?? HAN.zh;
}

/** Every package, in the order a letter is looked for on a card in `lang`. */
function packagesFor(lang) {
  const first = hanPackage(lang);
  return [LATIN, ...BY_SCRIPT, first, ...Object.values(HAN).filter((name) => name !== first)];
}

/** The family the card's text asks for first (drawShareCard.js): Inter, under a name only the card's fontconfig gives it. */
const FIRST_FAMILY = 'Card Inter';

/** Each package's folder, by its short name (named in full, so the release check sees them loaded). */
const PACKAGE_JSON = {
  inter: () => require.resolve('@fontsource-variable/inter/package.json'),
  'noto-sans-arabic': () => require.resolve('@fontsource-variable/noto-sans-arabic/package.json'),
  'noto-sans-hebrew': () => require.resolve('@fontsource-variable/noto-sans-hebrew/package.json'),
  'noto-sans-thai': () => require.resolve('@fontsource-variable/noto-sans-thai/package.json'),
  'noto-sans-devanagari': () => require.resolve('@fontsource-variable/noto-sans-devanagari/package.json'),
  'noto-sans-bengali': () => require.resolve('@fontsource-variable/noto-sans-bengali/package.json'),
  'noto-sans-tamil': () => require.resolve('@fontsource-variable/noto-sans-tamil/package.json'),
  'noto-sans-jp': () => require.resolve('@fontsource-variable/noto-sans-jp/package.json'),
  'noto-sans-kr': () => require.resolve('@fontsource-variable/noto-sans-kr/package.json'),
  'noto-sans-tc': () => require.resolve('@fontsource-variable/noto-sans-tc/package.json'),
  'noto-sans-sc': () => require.resolve('@fontsource-variable/noto-sans-sc/package.json'),
};

function packageDir(name) {
  return path.dirname(PACKAGE_JSON[name]());
}

/** Whether the install has the package (Inter always: it is the engine's dependency). */
const installed = (() => {
  const known = new Map();
  return (name) => {
    if (!known.has(name)) {
      try {
        packageDir(name);
        known.set(name, true);
      } catch {
        known.set(name, false);
      }
    }
    return known.get(name);
  };
})();

/** The npm name of a package, by its short name. */
const npmName = (name) => `@fontsource-variable/${name}`;

/** The Noto package a letter's script asks for on a card in `lang`, installed or not (none for Latin, digits, marks). */
function scriptPackageOf(char, lang) {
  return packagesFor(lang).find((name) => SCRIPT_OF[name]?.test(char)) ?? null;
}

/** A package's range files: "[3]" or "arabic", with the code points each covers. */
const rangesOf = (() => {
  const known = new Map();
  return (name) => {
    if (!known.has(name)) {
      const unicode = JSON.parse(fs.readFileSync(path.join(packageDir(name), 'unicode.json'), 'utf8'));
      known.set(
        name,
        Object.entries(unicode).map(([subset, list]) => ({
          file: `${name}-${subset.replace(/^\[(\d+)\]$/, '$1')}-wght-normal.woff2`,
          ranges: list.split(',').map((range) => {
            const [start, end = start] = range.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
            return [start, end];
          }),
        })),
      );
    }
    return known.get(name);
  };
})();

const covers = (subset, code) => subset.ranges.some(([start, end]) => code >= start && code <= end);

/**
 * The range files that draw `texts` in `lang` (the package of a letter's script, then the first
 * installed one with the letter), whether every letter has one, and the packages the letters that
 * have none need (npm names).
 */
function fontFilesFor(texts, lang) {
  const files = new Map();
  const missing = [];
  const toInstall = new Set();
  const packages = packagesFor(lang).filter(installed);
  for (const char of new Set([...texts.join('')].filter((char) => !/\s/u.test(char)))) {
    const code = char.codePointAt(0);
    const own = scriptPackageOf(char, lang);
    // Not another package's letter in its place: a Han character in the forms of the site's language, or none.
    const name = own && !installed(own) ? null : packages.find((candidate) => rangesOf(candidate).some((subset) => covers(subset, code)));
    if (name) files.set(rangesOf(name).find((subset) => covers(subset, code)).file, name);
    else {
      missing.push(char);
      if (own && !installed(own)) toInstall.add(npmName(own));
    }
  }
  return { files: [...files].map(([file, name]) => ({ name, file })), missing, toInstall: [...toInstall] };
}

/** The Noto packages (npm names) the letters of `texts` ask for on a card in `lang`, installed or not. */
function scriptPackagesFor(texts, lang) {
  return [...new Set([...texts.join('')].map((char) => scriptPackageOf(char, lang)).filter(Boolean).map(npmName))];
}

/** Whether the card's fonts draw every letter of `text`. */
function cardFontsCover(text, lang) {
  return fontFilesFor([text], lang).missing.length === 0;
}

function fontCacheDir() {
  return process.env.MEDIA_CACHE_DIR ? path.join(process.env.MEDIA_CACHE_DIR, 'card-fonts') : cacheDir('portfolio-card-fonts');
}

/** One range file as TrueType, unpacked once per package version. */
async function trueTypeOf({ name, file }) {
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8'));
  const target = path.join(fontCacheDir(), 'ttf', `${file.replace(/\.woff2$/, '')}-${version}.ttf`);
  if (!fs.existsSync(target)) {
    const { decompress } = require('wawoff2');
    const ttf = await decompress(fs.readFileSync(path.join(packageDir(name), 'files', file)));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(partial, ttf);
    fs.renameSync(partial, target);
  }
  return target;
}

/**
 * A folder holding just the fonts `texts` need, and a fontconfig file that names it alone.
 * @returns {Promise<{ config: string, fontCount: number }>}
 */
async function fontConfigFor(texts, lang) {
  const { files } = fontFilesFor([...texts, ' '], lang);
  // Inter's Latin is always there: the site's address and the digits and marks of any line.
  const all = [{ name: LATIN, file: `${LATIN}-latin-wght-normal.woff2` }, ...files.filter(({ file }) => file !== `${LATIN}-latin-wght-normal.woff2`)];
  // One at a time: wawoff2's decoder is one WebAssembly instance, and overlapping calls corrupt its output.
  const fonts = [];
  for (const font of all) fonts.push(await trueTypeOf(font));
  const key = crypto.createHash('sha256').update(fonts.join('\n')).digest('hex').slice(0, 16);
  const dir = path.join(fontCacheDir(), 'sets', key);
  const config = path.join(dir, 'fonts.conf');
  if (!fs.existsSync(config)) {
    fs.mkdirSync(path.join(dir, 'fonts'), { recursive: true });
    for (const font of fonts) fs.copyFileSync(font, path.join(dir, 'fonts', path.basename(font)));
    const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    // The range files of one package share its family name, and Pango falls back to one font per
    // family: each file gets a family of its own as fontconfig reads it, so all of them are tried.
    const ownFamilies = fonts.map(
      (font) =>
        `  <match target="scan">\n    <test name="file"><string>${escape(path.join(dir, 'fonts', path.basename(font)))}</string></test>\n    <edit name="family" mode="assign_replace"><string>${escape(path.basename(font).startsWith(`${LATIN}-`) ? FIRST_FAMILY : path.basename(font, '.ttf'))}</string></edit>\n  </match>\n`,
    );
    fs.writeFileSync(
      config,
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${escape(path.join(dir, 'fonts'))}</dir>\n  <cachedir>${escape(path.join(dir, 'cache'))}</cachedir>\n${ownFamilies.join('')}</fontconfig>\n`,
    );
  }
  return { config, fontCount: fonts.length };
}

module.exports = { FIRST_FAMILY, fontFilesFor, cardFontsCover, fontConfigFor, packagesFor, scriptPackagesFor };
