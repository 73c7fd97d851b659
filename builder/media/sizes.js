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

module.exports = { PROFILE_PICTURE };
