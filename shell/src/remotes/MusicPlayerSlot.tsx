import { useEffect, useLayoutEffect, useReducer, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import {
  BEFORE_SHELL_RELOAD_EVENT,
  MUSIC_PLAYER_MODULE,
  MusicBar,
  t,
  useDelayedFlag,
  type MusicPlayerProps,
  type MusicPress,
} from '@portfolio/shared';
import { initialMusicSlotState, musicSlotReducer, viewOf } from './musicSlotState';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemoteComponent } from './remoteComponents';

/** Set when the shell reloads onto a redeployed remote with the player open: it opens at once after. */
const REOPEN_KEY = 'portfolio:music-open';
/** A press on the stand-in that has not started the music after this long says why. */
const LOADING_NOTICE_DELAY_MS = 400;

function takeReopenFlag(): boolean {
  try {
    const flagged = sessionStorage.getItem(REOPEN_KEY) !== null;
    sessionStorage.removeItem(REOPEN_KEY);
    return flagged;
  } catch {
    return false;
  }
}

function setReopenFlag(): void {
  try {
    sessionStorage.setItem(REOPEN_KEY, '1');
  } catch {
    // No storage: the visitor presses Play again after the reload.
  }
}

function unavailable(retry: () => void) {
  return (
    <div className="player-slot__message">
      <span>{t('music.unavailable')}</span>
      <button type="button" className="button" onClick={retry}>
        {t('music.retry')}
      </button>
    </div>
  );
}

/**
 * The music player's place in the frame, outside the re-mounted page view so page changes and
 * resizes never interrupt it. The home page ships without the music remote or the federation
 * runtime: a stand-in bar (the same view as the player) loads them when the visitor reaches for it,
 * and hands over what they pressed. If the music remote fails, only this bar says so.
 * `firstTitle` is the first track's name, which the stand-in shows (the build knows it).
 */
export function MusicPlayerSlot({ firstTitle }: { firstTitle: string }) {
  const [state, dispatch] = useReducer(musicSlotReducer, initialMusicSlotState);
  const [Player, setPlayer] = useState<ComponentType<MusicPlayerProps> | null>(null);
  const bar = useRef<HTMLElement>(null);
  /** The bar's button that had focus, by position, so focus survives the stand-in's swap. */
  const focused = useRef<number | null>(null);
  const view = viewOf(state);
  const shown = view === 'player' && Player !== null;

  useEffect(() => {
    if (takeReopenFlag()) dispatch({ type: 'reach' });
  }, []);

  useEffect(() => {
    if (state.status !== 'loading') return undefined;
    let current = true;
    loadRemoteComponent<MusicPlayerProps>(MUSIC_PLAYER_MODULE).then(
      (component) => {
        if (!current) return;
        setPlayer(() => component);
        dispatch({ type: 'loaded' });
      },
      () => current && dispatch({ type: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [state.status]);

  useEffect(() => {
    if (!shown) return undefined;
    window.addEventListener(BEFORE_SHELL_RELOAD_EVENT, setReopenFlag);
    return () => window.removeEventListener(BEFORE_SHELL_RELOAD_EVENT, setReopenFlag);
  }, [shown]);

  useLayoutEffect(() => {
    if (!shown || focused.current === null) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) bar.current?.querySelectorAll('button')[focused.current]?.focus();
  }, [shown]);

  /** Until the press is over (its click included), the stand-in stays: see musicSlotState. */
  const hold = () => {
    dispatch({ type: 'hold' });
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      window.removeEventListener('keyup', release, true);
      setTimeout(() => dispatch({ type: 'release' }), 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    window.addEventListener('keyup', release, true);
  };
  const reach = () => dispatch({ type: 'reach' });
  const press = (control: MusicPress) => dispatch({ type: 'press', control });
  const waiting = useDelayedFlag(state.status === 'loading' && state.pressed.length > 0, LOADING_NOTICE_DELAY_MS);

  let content;
  if (view === 'unavailable') {
    content = unavailable(() => dispatch({ type: 'retry' }));
  } else if (shown) {
    // A player that throws while rendering: Retry renders it again (the module itself loaded fine).
    content = (
      <RemoteErrorBoundary onRetry={() => undefined} fallback={unavailable}>
        <Player pressed={state.pressed} />
      </RemoteErrorBoundary>
    );
  } else {
    content = (
      <MusicBar
        title={firstTitle}
        playing={false}
        onPlayPause={() => press('play')}
        onNext={() => press('next')}
        notice={waiting ? t('music.loading') : undefined}
        announcement={waiting ? t('music.loading') : ''}
      />
    );
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated listeners: onKeyDown hears the keys pressed on the stand-in's own buttons (its only focusable elements) as they bubble up; the landmark itself takes no focus and is not made a control
    <aside
      ref={bar}
      className="player-slot"
      aria-label={t('music.player')}
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={(event) => {
        reach();
        const buttons = Array.from(bar.current?.querySelectorAll('button') ?? []);
        const index = buttons.indexOf(event.target as HTMLButtonElement);
        focused.current = index >= 0 ? index : null;
      }}
      onBlur={(event) => {
        // Focus moving elsewhere (not the stand-in's button being replaced, which has no next target).
        if (event.relatedTarget !== null && !bar.current?.contains(event.relatedTarget as Node)) focused.current = null;
      }}
      // Only a press on the stand-in is held (see musicSlotState): no listeners for the player's own buttons.
      onPointerDown={view === 'standIn' ? hold : undefined}
      onKeyDown={(event: KeyboardEvent) => {
        if (view === 'standIn' && (event.key === ' ' || event.key === 'Enter')) hold();
      }}
    >
      {content}
    </aside>
  );
}
