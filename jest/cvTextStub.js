// Unit tests pass their own title matcher and reader to createCvStore; the build writes the real module (remote-cv/build/cvTextLoader.js).
module.exports = [{ lang: 'en', url: 'asset-stub', kinds: {}, cvClass: 'altacv', reader: () => Promise.reject(new Error('unit tests pass their own reader to createCvStore')) }];
