/**
 * A remote's manifest fetched while the federation runtime chunk is still downloading: the runtime
 * would ask for it only once it has arrived and started, one round trip later. Once per remote per
 * visit (the runtime keeps the manifests it loaded); the runtime's fetch hook takes the answer once,
 * and one not taken soon is dropped, so a stale manifest is never used.
 */
export const EARLY_MANIFEST_TTL_MS = 5000;

const started = new Set<string>();
const waiting = new Map<string, { answer: Promise<Response>; at: number }>();

export function fetchManifestEarly(url: string, fetchManifest: (url: string) => Promise<Response>, now = Date.now()): void {
  if (started.has(url)) return;
  started.add(url);
  const answer = fetchManifest(url);
  // Unhandled only if nobody takes it; the runtime's own fetch then reports the failure.
  answer.catch(() => undefined);
  waiting.set(url, { answer, at: now });
}

export function takeEarlyManifest(url: string, now = Date.now()): Promise<Response> | undefined {
  const entry = waiting.get(url);
  waiting.delete(url);
  return entry && now - entry.at < EARLY_MANIFEST_TTL_MS ? entry.answer : undefined;
}

/** For tests: a new visit. */
export function forgetEarlyManifests(): void {
  started.clear();
  waiting.clear();
}
