/**
 * The music bar's life in the shell, as a pure reducer. The player is not loaded with the page:
 * a stand-in bar shows until the visitor reaches for it (pointer, focus, touch), which loads the
 * music remote. Presses on the stand-in are kept and handed to the player. The player replaces the
 * stand-in only between presses, because swapping a button while it is held down loses the click
 * (and a message swapped in under a finger could take the click instead).
 */
import type { MusicPress } from '@portfolio/shared';

export interface MusicSlotState {
  /**
   * standIn: nothing asked for yet; loading: the visitor reached for the bar; ready: the player is
   * loaded; failed: it could not be (the bar offers Retry).
   */
  status: 'standIn' | 'loading' | 'ready' | 'failed';
  /** Presses on the stand-in since it was shown, oldest first. */
  pressed: readonly MusicPress[];
  /** A pointer or key is down on the bar. */
  held: boolean;
}

export type MusicSlotAction =
  | { type: 'reach' }
  | { type: 'press'; control: MusicPress }
  | { type: 'hold' }
  | { type: 'release' }
  | { type: 'loaded' }
  | { type: 'failed' }
  | { type: 'retry' };

export const initialMusicSlotState: MusicSlotState = { status: 'standIn', pressed: [], held: false };

export function musicSlotReducer(state: MusicSlotState, action: MusicSlotAction): MusicSlotState {
  switch (action.type) {
    case 'reach':
      return state.status === 'standIn' ? { ...state, status: 'loading' } : state;
    // Only the stand-in dispatches 'press' and 'hold' (the player's and the message's buttons are
    // their own), so each one comes from a stand-in that was on screen, even when the state already
    // says 'ready': React applies a press made during the player's arrival after 'loaded' once more,
    // when it renders that arrival. Refusing it there lost the press (the bar stayed on Play).
    case 'press':
      if (state.status === 'failed') return state;
      return { ...state, status: state.status === 'ready' ? 'ready' : 'loading', pressed: [...state.pressed, action.control] };
    case 'hold':
      return state.held || state.status === 'failed' ? state : { ...state, held: true };
    case 'release':
      return state.held ? { ...state, held: false } : state;
    case 'loaded':
      return state.status === 'loading' ? { ...state, status: 'ready' } : state;
    case 'failed':
      // The presses are dropped: after Retry the visitor starts the music themselves.
      return state.status === 'loading' ? { ...state, status: 'failed', pressed: [] } : state;
    case 'retry':
      return state.status === 'failed' ? { ...state, status: 'loading' } : state;
  }
}

export type MusicSlotView = 'standIn' | 'player' | 'unavailable';

/** What the bar shows: the stand-in until the player (or the failure) is there and no press on it is under way. */
export function viewOf(state: MusicSlotState): MusicSlotView {
  if (state.held) return 'standIn';
  if (state.status === 'ready') return 'player';
  if (state.status === 'failed') return 'unavailable';
  return 'standIn';
}
