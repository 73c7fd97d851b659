/**
 * What to do when a remote's module fails to load mid-visit. The usual cause in production is a
 * redeploy: the manifest this visit loaded names hashed chunks the host no longer has. Then one
 * automatic reload gets the new version. If the remote's manifest has not changed, it is really
 * broken (or down), and the visitor gets the error and Retry: never a reload loop.
 */
export type Recovery = 'reload' | 'show-error';

/** A previous automatic reload within this long blocks another, whatever the manifests say. */
export const RELOAD_GUARD_MS = 60_000;

export interface ReloadRecord {
  /** The manifest fingerprint the reload was for, per remote. */
  versions: Record<string, string>;
  at: number;
}

export interface FailureFacts {
  remote: string;
  /** Fingerprint of the manifest this visit loaded (undefined: never loaded). */
  loaded: string | undefined;
  /** Fingerprint of the manifest on the host now (undefined: could not be fetched). */
  current: string | undefined;
  lastReload: ReloadRecord | undefined;
  now: number;
}

export function recoveryAfterFailure({ remote, loaded, current, lastReload, now }: FailureFacts): Recovery {
  if (loaded === undefined || current === undefined || loaded === current) return 'show-error';
  if (lastReload && (lastReload.versions[remote] === current || now - lastReload.at < RELOAD_GUARD_MS)) return 'show-error';
  return 'reload';
}

/** A short fingerprint of a manifest's text (FNV-1a): equal texts, equal fingerprints. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}

export function readReloadRecord(text: string | null): ReloadRecord | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<ReloadRecord>;
    if (typeof value.at === 'number' && value.versions && typeof value.versions === 'object') {
      return { at: value.at, versions: value.versions };
    }
  } catch {
    // A record we cannot read blocks nothing.
  }
  return undefined;
}
