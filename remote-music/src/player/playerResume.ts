/**
 * The music across the shell's reload onto a redeployed remote (BEFORE_SHELL_RELOAD_EVENT): the
 * track, the position and whether it played, kept in sessionStorage for the next page only.
 */
export interface PlayerResume {
  track: number;
  /** Seconds into the track. */
  position: number;
  playing: boolean;
}

const RESUME_KEY = 'portfolio:music-resume';

export function parsePlayerResume(text: string | null, trackCount: number): PlayerResume | undefined {
  if (!text) return undefined;
  try {
    const { track, position, playing } = JSON.parse(text) as Partial<PlayerResume>;
    const valid =
      Number.isInteger(track) && (track as number) >= 0 && (track as number) < trackCount &&
      typeof position === 'number' && Number.isFinite(position) && position >= 0 && typeof playing === 'boolean';
    return valid ? { track: track as number, position: position as number, playing: playing as boolean } : undefined;
  } catch {
    return undefined;
  }
}

export function savePlayerResume(resume: PlayerResume): void {
  try {
    sessionStorage.setItem(RESUME_KEY, JSON.stringify(resume));
  } catch {
    // No storage: the music starts over after the reload, as after any other.
  }
}

/** The saved state, if any (read during render: it must not change anything). */
export function readPlayerResume(trackCount: number): PlayerResume | undefined {
  try {
    return parsePlayerResume(sessionStorage.getItem(RESUME_KEY), trackCount);
  } catch {
    return undefined;
  }
}

/** Once the player has started from the saved state: any later load starts the music over. */
export function forgetPlayerResume(): void {
  try {
    sessionStorage.removeItem(RESUME_KEY);
  } catch {
    // Nothing was saved, then.
  }
}
