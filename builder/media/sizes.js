/**
 * What the page shows the owner's picture at. The home photo's CSS width is
 * clamp(10rem, 30vw, 15rem): 160 to 240 CSS px, so 240 and 480 px files cover 1x and 2x screens.
 */
const PROFILE_PICTURE = {
  size: 240,
  densities: [1, 2],
  /** Best first: a browser takes the first <source> type it supports; JPEG is the <img> fallback. */
  formats: ['avif', 'webp', 'jpeg'],
  sizesAttribute: '(max-width: 33.3rem) 10rem, (max-width: 50rem) 30vw, 15rem',
};

/**
 * A picture in one of the owner's posts or pages: the post's column is at most 52rem wide (the
 * frame's 56rem, less the card's padding), so 480, 960 and 1664 px files cover phones to 2x screens;
 * a picture is never made wider than it is.
 */
const POST_PICTURE = {
  widths: [480, 960, 1664],
  /** Best first, each in every width; the <img> falls back to the original's own format (JPEG or PNG) at the middle width. */
  formats: ['avif', 'webp'],
  fallbackWidth: 960,
  sizesAttribute: '(min-width: 58rem) 52rem, calc(100vw - 4rem)',
};

module.exports = { PROFILE_PICTURE, POST_PICTURE };
