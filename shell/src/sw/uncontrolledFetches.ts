/**
 * Which of the page's fetches the service worker never saw, to hand it so the next visit has them
 * offline. A fetch goes through the worker only if it starts once the worker controls the page; one
 * that started before (an early section, a <link rel=preload> a script takes later, a file still
 * downloading when the worker claimed the page) reaches the network alone, whenever it ends. So the
 * test is when a fetch started, not when it ended or when the worker became ready. Pure (the clock
 * and the way to the worker are given), so the timing cases are unit-tested.
 */

/** What this needs of a resource timing entry. */
export interface Fetched {
  name: string;
  startTime: number;
  initiatorType?: string;
  /** The HTTP status where the page may read it (same origin, or CORS); 0 when it may not or none came. */
  responseStatus?: number;
}

/**
 * A fetch that got no usable answer: nothing to copy, and copying it would do harm. The browser
 * records failed and aborted fetches too, and a copy of a server that hangs (the shell gives up on a
 * remote's manifest after 10 s) holds one of the few connections to it, and the HTTP cache's lock on
 * that address, that the page's Retry needs once the server is back. Only fetch() and XHR tell: they
 * are CORS or same-origin, so their status is readable and 0 means no answer. A script, stylesheet or
 * video from another origin reads 0 whether it arrived or not (its timing is hidden from the page),
 * so it is handed over and the worker's own timeout bounds the copy.
 */
export function failed({ initiatorType, responseStatus }: Fetched): boolean {
  if (responseStatus === undefined) return false;
  if (responseStatus >= 400) return true;
  return responseStatus === 0 && (initiatorType === 'fetch' || initiatorType === 'xmlhttprequest');
}

export interface UncontrolledFetches {
  /** Resource entries as they arrive, in any order, before or after the worker is ready or in control. */
  fetched(entries: readonly Fetched[]): void;
  /** The worker is ready: `post` hands it addresses (now, and for every later batch). */
  ready(post: (urls: string[]) => void): void;
  /** The worker controls the page from now on: later fetches go through it. */
  controlled(): void;
}

export function uncontrolledFetches(now: () => number): UncontrolledFetches {
  let controlledSince = Number.POSITIVE_INFINITY;
  let post: ((urls: string[]) => void) | undefined;
  // Only addresses still to hand over are kept: a long visit keeps nothing.
  const pending = new Set<string>();
  const sent = new Set<string>();

  function flush(): void {
    if (!post || pending.size === 0) return;
    const urls = [...pending];
    pending.clear();
    for (const url of urls) sent.add(url);
    post(urls);
  }

  return {
    fetched(entries) {
      for (const entry of entries) {
        if (entry.startTime < controlledSince && !sent.has(entry.name) && !failed(entry)) pending.add(entry.name);
      }
      flush();
    },
    ready(handOver) {
      post = handOver;
      flush();
    },
    controlled() {
      // The first control counts: a later worker version taking over changes nothing that was missed.
      if (controlledSince === Number.POSITIVE_INFINITY) controlledSince = now();
      flush();
    },
  };
}
