import { initialPlayerState, playerReducer, REPLAY_DELAY_MS, type PlayerAction, type PlayerState } from './playerState';

const run = (state: PlayerState, ...actions: PlayerAction['type'][]) =>
  actions.reduce((s, type) => playerReducer(s, { type } as PlayerAction), state);

describe('playerReducer', () => {
  it('starts not playing on the first track', () => {
    const state = initialPlayerState(8);
    expect(state).toMatchObject({ current: 0, isPlaying: false, notice: null });
  });

  it('toggles between playing and paused without changing track', () => {
    const playing = run(initialPlayerState(8), 'toggle');
    expect(playing).toMatchObject({ isPlaying: true, current: 0 });
    expect(playing.load).toEqual(initialPlayerState(8).load);
    expect(run(playing, 'toggle')).toMatchObject({ isPlaying: false, current: 0 });
  });

  it('play and pause (media keys) are idempotent', () => {
    const playing = run(initialPlayerState(3), 'play');
    expect(run(playing, 'play')).toBe(playing);
    const paused = run(playing, 'pause');
    expect(paused.isPlaying).toBe(false);
    expect(run(paused, 'pause')).toBe(paused);
  });

  it('next advances, reloads at once, keeps the playing flag and wraps after the last track', () => {
    const start = initialPlayerState(3);
    const second = run(start, 'next');
    expect(second).toMatchObject({ current: 1, isPlaying: false });
    expect(second.load).toEqual({ id: start.load.id + 1, playDelayMs: 0 });
    expect(run(start, 'next', 'next', 'next').current).toBe(0);
    expect(run(start, 'toggle', 'next').isPlaying).toBe(true);
  });

  it('a track ending plays the next one after the replay delay, wrapping to the first', () => {
    const last = { ...initialPlayerState(3), current: 2 };
    const after = run(last, 'ended');
    expect(after).toMatchObject({ current: 0, isPlaying: true });
    expect(after.load).toEqual({ id: last.load.id + 1, playDelayMs: REPLAY_DELAY_MS });
    expect(REPLAY_DELAY_MS).toBe(200);
    expect(run(initialPlayerState(3), 'ended').current).toBe(1);
  });

  it('a refused play() returns to not playing with a notice that the next play clears', () => {
    const blocked = run(initialPlayerState(3), 'toggle', 'playBlocked');
    expect(blocked).toMatchObject({ isPlaying: false, notice: { kind: 'blocked' } });
    expect(run(blocked, 'toggle')).toMatchObject({ isPlaying: true, notice: null });
  });

  it('skips a track that fails to load and says which one', () => {
    const state = run(initialPlayerState(3), 'toggle', 'next', 'trackError');
    expect(state).toMatchObject({ current: 2, isPlaying: true, notice: { kind: 'skipped', track: 1 } });
  });

  it('stops with a notice when every track fails in a row, instead of looping', () => {
    const failed = run(initialPlayerState(3), 'toggle', 'trackError', 'trackError', 'trackError');
    expect(failed).toMatchObject({ isPlaying: false, notice: { kind: 'allFailed' } });
    const loadsBefore = failed.load.id;
    expect(run(failed, 'trackError').isPlaying).toBe(false);
    const retry = run(failed, 'toggle');
    expect(retry).toMatchObject({ isPlaying: true, notice: null, failuresInARow: 0 });
    expect(retry.load.id).toBe(loadsBefore + 1);
  });

  it('a track that loads ends the failure streak', () => {
    const state = run(initialPlayerState(3), 'toggle', 'trackError', 'trackError', 'trackLoaded', 'trackError');
    expect(state.isPlaying).toBe(true);
    expect(state.notice).toEqual({ kind: 'skipped', track: 2 });
  });

  it('a single-track playlist replays the same track when it ends', () => {
    const after = run(initialPlayerState(1), 'toggle', 'ended');
    expect(after).toMatchObject({ current: 0, isPlaying: true });
    expect(after.load.id).toBe(1);
  });
});
