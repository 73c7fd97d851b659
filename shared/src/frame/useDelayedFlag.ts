import { useEffect, useState } from 'react';

/**
 * True once `delayMs` has passed while `waiting` stayed true; false again as soon as `waiting`
 * turns false. Used for overlays that should not flash when things are quick.
 */
export function useDelayedFlag(waiting: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    // The wait is over (or the delay changed): the next wait starts from false again.
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [waiting, delayMs]);
  return waiting && elapsed;
}
