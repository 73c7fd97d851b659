import { initialMusicSlotState, musicSlotReducer, viewOf, type MusicSlotAction, type MusicSlotState } from './musicSlotState';

const run = (...actions: MusicSlotAction[]): MusicSlotState => actions.reduce(musicSlotReducer, initialMusicSlotState);

describe('the music bar in the shell', () => {
  it('shows the stand-in and loads nothing until the visitor reaches for it', () => {
    expect(initialMusicSlotState.status).toBe('standIn');
    expect(viewOf(initialMusicSlotState)).toBe('standIn');
    expect(run({ type: 'reach' }).status).toBe('loading');
    expect(run({ type: 'reach' }, { type: 'reach' })).toEqual(run({ type: 'reach' }));
  });

  it('keeps the presses made before the player arrived, in order, and shows the player once loaded', () => {
    const state = run({ type: 'reach' }, { type: 'press', control: 'next' }, { type: 'press', control: 'play' }, { type: 'loaded' });
    expect(state.pressed).toEqual(['next', 'play']);
    expect(viewOf(state)).toBe('player');
  });

  it('starts loading on a press even without a hover first (a keyboard or a quick tap)', () => {
    const state = run({ type: 'press', control: 'play' });
    expect(state).toEqual({ status: 'loading', pressed: ['play'], held: false });
  });

  it('holds the stand-in while a press is under way, and swaps once it is over', () => {
    const held = run({ type: 'reach' }, { type: 'hold' }, { type: 'loaded' });
    expect(viewOf(held)).toBe('standIn');
    const released = musicSlotReducer(musicSlotReducer(held, { type: 'press', control: 'play' }), { type: 'release' });
    expect(viewOf(released)).toBe('player');
    // The click that ended the hold was on the stand-in: it counts.
    expect(released.pressed).toEqual(['play']);
  });

  it('keeps a press on the stand-in made while the player arrives (React applies it after "loaded")', () => {
    // The visitor pressed the stand-in still on screen; the update that shows the player was
    // already queued, so React reduces the press after it.
    const state = run({ type: 'reach' }, { type: 'loaded' }, { type: 'hold' }, { type: 'press', control: 'play' });
    expect(viewOf(state)).toBe('standIn');
    const released = musicSlotReducer(state, { type: 'release' });
    expect(viewOf(released)).toBe('player');
    expect(released.pressed).toEqual(['play']);
  });

  it('offers Retry after a failure, forgetting the presses, and loads again on Retry', () => {
    const failed = run({ type: 'press', control: 'play' }, { type: 'failed' });
    expect(failed).toEqual({ status: 'failed', pressed: [], held: false });
    expect(viewOf(failed)).toBe('unavailable');
    expect(musicSlotReducer(failed, { type: 'press', control: 'play' })).toBe(failed);
    // A press on the message's own Retry button holds nothing.
    expect(musicSlotReducer(failed, { type: 'hold' })).toBe(failed);
    const retried = musicSlotReducer(failed, { type: 'retry' });
    expect(retried.status).toBe('loading');
    expect(viewOf(musicSlotReducer(retried, { type: 'loaded' }))).toBe('player');
  });

  it('keeps the stand-in under a finger when the failure arrives mid-press, then says so', () => {
    const held = run({ type: 'reach' }, { type: 'hold' }, { type: 'failed' });
    expect(viewOf(held)).toBe('standIn');
    expect(viewOf(musicSlotReducer(held, { type: 'release' }))).toBe('unavailable');
  });

  it('ignores a late answer that no longer applies', () => {
    expect(musicSlotReducer(initialMusicSlotState, { type: 'loaded' })).toBe(initialMusicSlotState);
    expect(musicSlotReducer(initialMusicSlotState, { type: 'failed' })).toBe(initialMusicSlotState);
    const ready = run({ type: 'reach' }, { type: 'loaded' });
    expect(musicSlotReducer(ready, { type: 'failed' })).toBe(ready);
  });
});
