import { useEffect, useState } from 'react';

/**
 * True once `delayMs` has passed while `waiting` stayed true; false again as soon as `waiting`
 * turns false. Used for overlays that should not flash when things are quick.
 */
export function useDelayedFlag(waiting: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!waiting) {
      setElapsed(false);
      return undefined;
    }
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [waiting, delayMs]);
  return waiting && elapsed;
}
