import { BEFORE_SHELL_RELOAD_EVENT } from '@portfolio/shared';
import { rememberPageForNextLoad } from '../navigation/resumePage';
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
  window.location.reload();
  return true;
}
