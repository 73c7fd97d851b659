/**
 * The media budget, in one place: the sizes that keep the home page at Lighthouse mobile 1.00 and a
 * section switch smooth on a phone. The picture pipeline meets its budget by itself; a video, poster
 * or track over budget is a build warning (an error when strict), with the command that fixes it.
 */
const KB = 1024;
const MB = 1024 * KB;

const MEDIA_BUDGET = {
  /** Home's largest image, per format (AVIF, WebP, JPEG). */
  homeImage: 60 * KB,
  /** A section background's poster frame. */
  poster: 40 * KB,
  /** A section background video, per format (WebM, MP4). */
  backgroundVideo: 600 * KB,
  /** One music track. */
  track: 10 * MB,
};

const PREPARE_COMMAND = 'npm run media:prepare';

function formatBytes(bytes) {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= KB) return `${Math.round(bytes / KB)} KB`;
  return `${bytes} B`;
}

/** Strict builds (CI=true, MEDIA_STRICT=1) turn media warnings into errors. */
function isStrict(env = process.env) {
  return env.CI === 'true' || env.CI === '1' || env.MEDIA_STRICT === '1' || env.MEDIA_STRICT === 'true';
}

const LABELS = {
  homeImage: 'the home picture',
  poster: 'a poster',
  backgroundVideo: 'a background video',
  track: 'a music track',
};

/** A message if `bytes` is over the budget of `kind`, else null. */
function budgetProblem(kind, file, bytes, fix) {
  const limit = MEDIA_BUDGET[kind];
  if (bytes <= limit) return null;
  return `${file} is ${formatBytes(bytes)}, over the ${formatBytes(limit)} budget for ${LABELS[kind]}${fix ? `: ${fix}` : ''}`;
}

module.exports = { MEDIA_BUDGET, PREPARE_COMMAND, budgetProblem, formatBytes, isStrict };
