/**
 * The music bar's life in the shell, as a pure reducer. The player is not loaded with the page:
 * a stand-in bar shows until the visitor reaches for it (pointer, focus, touch), which loads the
 * music remote. Presses on the stand-in are kept and handed to the player. The player replaces the
 * stand-in only between presses, because swapping a button while it is held down loses the click.
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
    case 'press':
      // Only the stand-in takes presses: once the player shows, its own buttons do.
      if (state.status === 'failed' || showsPlayer(state)) return state;
      return { ...state, status: state.status === 'ready' ? 'ready' : 'loading', pressed: [...state.pressed, action.control] };
    case 'hold':
      // Once the player shows, presses are its own business.
      return state.held || showsPlayer(state) ? state : { ...state, held: true };
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

/** The loaded player replaces the stand-in, unless a press on the stand-in is under way. */
export function showsPlayer(state: MusicSlotState): boolean {
  return state.status === 'ready' && !state.held;
}
