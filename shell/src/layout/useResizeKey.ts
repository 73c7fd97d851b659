import { useEffect, useState } from 'react';
import { debounce } from './debounce';

/** SPEC §2: the page view is re-mounted about 150 ms after the last resize event. */
export const RESIZE_DEBOUNCE_MS = 150;

/** A number that changes once per burst of window resizes; use it as a React key to re-mount. */
export function useResizeKey(waitMs = RESIZE_DEBOUNCE_MS): number {
  const [key, setKey] = useState(0);
  useEffect(() => {
    const bump = debounce(() => setKey((k) => k + 1), waitMs);
    window.addEventListener('resize', bump);
    return () => {
      bump.cancel();
      window.removeEventListener('resize', bump);
    };
  }, [waitMs]);
  return key;
}
