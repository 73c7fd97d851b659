/**
 * The test order. On a machine that has no timings recorded yet (CI's clean clone), jest runs the
 * largest files first, and the media test, a small file but about 25 s of ffmpeg, started late and
 * ran on alone for the last 20 s of the unit run. The files named here go first; the rest keep
 * jest's own order (recorded timings, else size).
 */
const { default: Sequencer } = require('@jest/test-sequencer');

const SLOW = ['builder/media/prepare.test.js', 'builder/writing/readFeed.test.js'];

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => SLOW.findIndex((file) => test.path.endsWith(file));
    const ordered = super.sort(tests);
    return [...ordered.filter((test) => rank(test) >= 0).sort((a, b) => rank(a) - rank(b)), ...ordered.filter((test) => rank(test) < 0)];
  }
}

module.exports = SlowFirstSequencer;
