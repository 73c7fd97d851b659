/**
 * The music state as a pure reducer: which track is current and whether it plays, plus what the
 * audio element must do next (reload, and after how long to play) and what to tell the visitor.
 */

/** SPEC §8: after a track ends, the next one is loaded and plays again after this delay. */
export const REPLAY_DELAY_MS = 200;

export type PlayerNotice =
  /** The browser refused to start playing (autoplay policy). */
  | { kind: 'blocked' }
  /** The track at `track` could not be loaded and was skipped. */
  | { kind: 'skipped'; track: number }
  /** Every track failed one after another: the player stopped. */
  | { kind: 'allFailed' };

export interface PlayerState {
  trackCount: number;
  /** Index of the current track (the music state's currentSong). */
  current: number;
  isPlaying: boolean;
  notice: PlayerNotice | null;
  /** Tracks that failed to load in a row; reaching trackCount means none can play. */
  failuresInARow: number;
  /** Changes whenever the audio element must load the current track again. */
  load: { id: number; playDelayMs: number };
}

export type PlayerAction =
  | { type: 'toggle' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'next' }
  /** The current track played to its end. */
  | { type: 'ended' }
  /** play() was refused (autoplay policy or another reason not tied to the file). */
  | { type: 'playBlocked' }
  /** The current track could not be loaded or decoded. */
  | { type: 'trackError' }
  /** The current track loaded: the failure streak is over. */
  | { type: 'trackLoaded' };

/** The start of a visit: the first track, stopped; or the track and play state kept across the shell's reload. */
export function initialPlayerState(trackCount: number, resume?: { track: number; playing: boolean }): PlayerState {
  return {
    trackCount,
    current: resume?.track ?? 0,
    isPlaying: resume?.playing ?? false,
    notice: null,
    failuresInARow: 0,
    load: { id: 0, playDelayMs: 0 },
  };
}

function moveTo(state: PlayerState, current: number, playDelayMs = 0): PlayerState {
  return { ...state, current, load: { id: state.load.id + 1, playDelayMs } };
}

const following = (state: PlayerState) => (state.current + 1) % state.trackCount;

function play(state: PlayerState): PlayerState {
  if (state.notice?.kind === 'allFailed') {
    // Pressing Play after everything failed is a fresh attempt (the network may be back).
    return { ...moveTo(state, state.current), isPlaying: true, notice: null, failuresInARow: 0 };
  }
  return { ...state, isPlaying: true, notice: null };
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'toggle':
      return state.isPlaying ? { ...state, isPlaying: false, notice: null } : play(state);
    case 'play':
      return state.isPlaying ? state : play(state);
    case 'pause':
      return state.isPlaying ? { ...state, isPlaying: false, notice: null } : state;
    case 'next':
      return { ...moveTo(state, following(state)), notice: null, failuresInARow: 0 };
    case 'ended':
      return { ...moveTo(state, following(state), REPLAY_DELAY_MS), isPlaying: true, notice: null };
    case 'playBlocked':
      return { ...state, isPlaying: false, notice: { kind: 'blocked' } };
    case 'trackError': {
      const failuresInARow = state.failuresInARow + 1;
      if (failuresInARow >= state.trackCount) {
        return { ...state, isPlaying: false, failuresInARow, notice: { kind: 'allFailed' } };
      }
      return { ...moveTo(state, following(state)), failuresInARow, notice: { kind: 'skipped', track: state.current } };
    }
    case 'trackLoaded':
      return state.failuresInARow === 0 ? state : { ...state, failuresInARow: 0 };
  }
}
