// Unit tests pass their own title matcher to createCvStore; the build writes the real module (remote-cv/build/cvTextLoader.js).
module.exports = { url: 'asset-stub', kinds: {} };
