#!/usr/bin/env node
/**
 * Generates the sample playlist into content/music: eight short, original, synthesized tracks
 * (a plucked arpeggio over a soft pad and a sine bass, one chord per bar), soft fades at both ends
 * so the playlist loops gently, encoded as small mono VBR mp3s. The file names carry the playlist
 * order ("01 …", "02 …").
 * Needs sox and lame (Debian: apt-get install -y sox lame). Outputs are committed; run again only
 * to change them:  npm run music
 */
const { execFileSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, unlinkSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const MUSIC = path.join(__dirname, '..', '..', 'content', 'music');

const MAJOR = [0, 4, 7];
const MINOR = [0, 3, 7];
/** MIDI note numbers of the chord roots used below (octave 3). */
const ROOT = { C: 48, D: 50, Eb: 51, E: 52, F: 53, G: 55, A: 57, Bb: 58, B: 59, Ab: 56 };

/** Chord symbols such as "Am" or "Bb": the root's MIDI number and the triad's intervals. */
function chord(symbol) {
  const minor = symbol.endsWith('m');
  const root = ROOT[minor ? symbol.slice(0, -1) : symbol];
  if (root === undefined) throw new Error(`unknown chord ${symbol}`);
  return { root, intervals: minor ? MINOR : MAJOR };
}

/** Eight eighth-notes per bar, rising and falling over two octaves of the triad. */
const PATTERNS = {
  rise: [0, 1, 2, 3, 4, 5, 4, 3],
  wave: [0, 2, 1, 3, 2, 4, 3, 5],
  fall: [5, 4, 3, 2, 3, 1, 2, 0],
};

const TRACKS = [
  { title: 'Morning Commit', bpm: 84, chords: ['C', 'G', 'Am', 'F'], patterns: ['rise', 'wave'], repeats: 3 },
  { title: 'Green Build', bpm: 92, chords: ['D', 'Bm', 'G', 'A'], patterns: ['rise', 'fall'], repeats: 3 },
  { title: 'Quiet Refactor', bpm: 70, chords: ['Am', 'F', 'C', 'G'], patterns: ['wave', 'fall'], repeats: 2 },
  { title: 'Pull Request Breeze', bpm: 88, chords: ['F', 'C', 'Dm', 'Bb'], patterns: ['rise', 'rise', 'wave'], repeats: 3 },
  { title: 'Late Night Lint', bpm: 74, chords: ['Em', 'C', 'G', 'D'], patterns: ['fall', 'wave'], repeats: 2 },
  { title: 'Merge Without Conflict', bpm: 96, chords: ['G', 'D', 'Em', 'C'], patterns: ['rise', 'wave', 'fall'], repeats: 3 },
  { title: 'Cache Warm', bpm: 78, chords: ['Dm', 'Bb', 'F', 'C'], patterns: ['wave', 'rise'], repeats: 2 },
  { title: 'Deploy at Dusk', bpm: 72, chords: ['Eb', 'Cm', 'Ab', 'Bb'], patterns: ['rise', 'fall'], repeats: 2 },
];

const frequency = (midi) => (440 * 2 ** ((midi - 69) / 12)).toFixed(2);

function sox(args) {
  execFileSync('sox', ['-V1', ...args], { stdio: 'inherit' });
}

/** The triad's notes over two octaves from the root an octave up: six arpeggio steps. */
function arpeggioNotes({ root, intervals }) {
  return [...intervals, ...intervals.map((i) => i + 12)].map((i) => root + 12 + i);
}

function renderBar(file, symbol, pattern, barSeconds) {
  const step = barSeconds / 8;
  const notes = arpeggioNotes(chord(symbol));
  const { root, intervals } = chord(symbol);
  const dir = path.dirname(file);
  const arp = path.join(dir, 'arp.wav');
  const pad = path.join(dir, 'pad.wav');
  const bass = path.join(dir, 'bass.wav');
  const len = barSeconds.toFixed(3);
  // One plucked voice per eighth note, each delayed to its step, then mixed down to mono.
  sox([
    '-n', '-r', '44100', arp, 'synth', len,
    ...PATTERNS[pattern].flatMap((index) => ['pluck', frequency(notes[index])]),
    'delay', ...PATTERNS[pattern].map((_, n) => (n * step).toFixed(3)),
    'remix', '-', 'trim', '0', len, 'fade', 't', '0', len, '0.08', 'gain', '-n', '-6',
  ]);
  sox([
    '-n', '-r', '44100', pad, 'synth', len,
    ...intervals.flatMap((i) => ['triangle', frequency(root + 12 + i)]),
    'remix', '-', 'lowpass', '1200', 'fade', 'q', (barSeconds / 3).toFixed(3), len, (barSeconds / 3).toFixed(3),
    'gain', '-n', '-16',
  ]);
  sox([
    '-n', '-r', '44100', bass, 'synth', len, 'sine', frequency(root - 12),
    'fade', 'q', '0.05', len, (barSeconds / 2).toFixed(3), 'gain', '-n', '-12',
  ]);
  sox(['-m', arp, pad, bass, file]);
}

function renderTrack(track, index, work) {
  const barSeconds = (60 / track.bpm) * 4;
  const bars = [];
  for (let repeat = 0; repeat < track.repeats; repeat += 1) {
    track.chords.forEach((symbol, n) => {
      const pattern = track.patterns[(repeat + n) % track.patterns.length];
      const bar = path.join(work, `bar-${String(bars.length).padStart(3, '0')}.wav`);
      renderBar(bar, symbol, pattern, barSeconds);
      bars.push(bar);
    });
  }
  // The closing tonic rings out so the track ends on a resolved chord, then fades.
  const final = path.join(work, 'final.wav');
  renderBar(final, track.chords[0], 'rise', barSeconds);
  bars.push(final);

  const mixed = path.join(work, 'track.wav');
  // An explicit end: after reverb sox no longer knows the length, so "-0" would cut the track short.
  const seconds = (bars.length * barSeconds).toFixed(3);
  sox([...bars, '-b', '16', mixed, 'reverb', '35', '50', '70', 'fade', 'q', '1.5', seconds, '3', 'gain', '-n', '-2', 'rate', '22050']);
  const name = `${String(index + 1).padStart(2, '0')} ${track.title}.mp3`;
  execFileSync(
    'lame',
    ['--quiet', '-V', '7', '-B', '32', '-m', 'm', '--tt', track.title, '--ta', 'Sample music', '--tg', 'Ambient', mixed, path.join(MUSIC, name)],
    { stdio: 'inherit' },
  );
  for (const file of readdirSync(work)) unlinkSync(path.join(work, file));
  return name;
}

mkdirSync(MUSIC, { recursive: true });
for (const file of readdirSync(MUSIC)) if (file.endsWith('.mp3')) unlinkSync(path.join(MUSIC, file));
const work = mkdtempSync(path.join(os.tmpdir(), 'music-'));
try {
  TRACKS.forEach((track, index) => {
    const name = renderTrack(track, index, work);
    console.log(`${name}  ${(statSync(path.join(MUSIC, name)).size / 1024).toFixed(0)} KB`);
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`Sample music written to ${path.relative(process.cwd(), MUSIC)}`);
