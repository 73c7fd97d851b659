import { WRITING_SNAPSHOT_FILE } from '@portfolio/shared/src/contract';
import { parseSnapshot, type WritingSnapshot } from './snapshot';

/** What the page shows: the posts, or why there are none. */
export type WritingView = { kind: 'loading' } | { kind: 'shown'; snapshot: WritingSnapshot } | { kind: 'unavailable' } | { kind: 'noFeed' };

/** Long enough for a slow phone network, short enough that a visitor is not left waiting on a dead host. */
export const LOAD_TIMEOUT_MS = 10_000;

/** The snapshot beside the remote's entry (`base`); 'unavailable' when it can't be had or is not one. */
export async function loadWriting(base: string, fetchImpl: typeof fetch = fetch): Promise<WritingView> {
  try {
    const response = await fetchImpl(new URL(WRITING_SNAPSHOT_FILE, base), { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
    if (!response.ok) return { kind: 'unavailable' };
    const snapshot = parseSnapshot(await response.json());
    return snapshot ? { kind: 'shown', snapshot } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}
