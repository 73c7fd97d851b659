import { BEFORE_SHELL_RELOAD_EVENT } from '@portfolio/shared';
import { rememberPageForNextLoad } from '../navigation/resumePage';
import { dropCachedRemote } from './dropCachedRemote';
import { fingerprint, readReloadRecord, recoveryAfterFailure, type ReloadRecord } from './redeployRecovery';
import type { RemoteAddress } from './remoteMap';
import { MANIFEST_CHECK_TIMEOUT_MS } from './timeouts';

const RELOAD_KEY = 'portfolio:redeploy-reload';

/** Fingerprints of the manifests this visit loaded, by URL (recorded by the runtime plugin). */
const loadedManifests = new Map<string, string>();

const withoutQuery = (url: string) => url.split('?')[0] ?? url;

export function recordLoadedManifest(url: string, text: string): void {
  loadedManifests.set(withoutQuery(url), fingerprint(text));
}

async function currentManifest(entry: string): Promise<string | undefined> {
  try {
    const response = await fetch(entry, { cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_CHECK_TIMEOUT_MS) });
    return response.ok ? fingerprint(await response.text()) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * After a module of `remote` failed to load: if the remote was redeployed since this visit loaded
 * it, reloads the page once onto the same page (the music player keeps its state through
 * BEFORE_SHELL_RELOAD_EVENT) and returns true. Without sessionStorage there is
 * no loop guard, so no automatic reload either.
 */
export async function reloadIfRedeployed(remote: RemoteAddress): Promise<boolean> {
  const loaded = loadedManifests.get(withoutQuery(remote.entry));
  // A remote this visit never loaded cannot have changed under it: the failure is the remote's own.
  if (loaded === undefined) return false;
  const current = await currentManifest(remote.entry);
  try {
    const lastReload = readReloadRecord(sessionStorage.getItem(RELOAD_KEY));
    const now = Date.now();
    if (recoveryAfterFailure({ remote: remote.name, loaded, current, lastReload, now }) !== 'reload' || !current) return false;
    const record: ReloadRecord = { versions: { ...lastReload?.versions, [remote.name]: current }, at: now };
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify(record));
    rememberPageForNextLoad();
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(BEFORE_SHELL_RELOAD_EVENT));
  await dropCachedRemote(remote.entry);
  window.location.reload();
  return true;
}

/**
 * A module of `remote` loaded: the reload that recovered it (if any) did its job, so its guard is
 * lifted, and a later redeploy of that remote in this visit may reload the page again. A reload
 * that did not help (the load failed again) keeps its guard: never a loop.
 */
export function clearReloadGuard(remote: string): void {
  try {
    const record = readReloadRecord(sessionStorage.getItem(RELOAD_KEY));
    if (!record || !(remote in record.versions)) return;
    const versions = Object.fromEntries(Object.entries(record.versions).filter(([name]) => name !== remote));
    if (Object.keys(versions).length === 0) sessionStorage.removeItem(RELOAD_KEY);
    else sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ ...record, versions }));
  } catch {
    // No sessionStorage: no guard to lift.
  }
}
