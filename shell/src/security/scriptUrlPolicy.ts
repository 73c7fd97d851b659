/**
 * The shell's one way to a script URL under Trusted Types: from the page's own origin, or from an
 * origin the remote map names (where the remotes' entries and chunks live). Anything else (a URL a
 * visitor or a feed could have put together) is refused before it reaches `script.src`.
 */
import { definePolicy, SCRIPT_URL_POLICY, type Trusted } from '@portfolio/shared/src/security/trustedTypes';
import { readRemoteMap } from '../remotes/remoteMap';

/** The origins a script may come from: the page's own and each remote entry's. */
export function scriptOrigins(pageUrl: string, remoteEntries: readonly string[]): Set<string> {
  const origins = new Set([new URL(pageUrl).origin]);
  for (const entry of remoteEntries) origins.add(new URL(entry, pageUrl).origin);
  return origins;
}

/** The URL, absolute, when its origin is one of `origins` (only http and https); else a TypeError. */
export function checkedScriptUrl(url: string, pageUrl: string, origins: ReadonlySet<string>): string {
  const parsed = new URL(url, pageUrl);
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !origins.has(parsed.origin)) {
    throw new TypeError(`The site loads no script from ${parsed.origin}: only from ${[...origins].join(', ')}`);
  }
  return parsed.href;
}

/** The remote map's entries; none where the page has no map (a remote's own page): its own origin only. */
function remoteEntries(): string[] {
  try {
    return readRemoteMap().map((remote) => remote.entry);
  } catch {
    return [];
  }
}

let origins: Set<string> | null = null;

const policy = definePolicy(SCRIPT_URL_POLICY, {
  createScriptURL(url) {
    origins ??= scriptOrigins(document.baseURI, remoteEntries());
    return checkedScriptUrl(url, document.baseURI, origins);
  },
});

/** A script URL the shell may load, for `script.src` or a service worker's registration. @throws TypeError for any other origin */
export function trustedScriptUrl(url: string): Trusted {
  return policy.createScriptURL(url);
}
