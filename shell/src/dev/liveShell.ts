/**
 * `npm start` only (bootstrap imports it behind `__DEV__`): the shell's page hears every app's
 * development server, so an edit to the content or the code of the shell or any remote shows on
 * the open page, and a reload, live or by hand, keeps the open section. In production every load
 * starts on home (SPEC §2).
 */
import { startLiveUpdates, type LiveUpdateOptions } from '@portfolio/shared/src/dev/liveUpdates';
import { isPartRemote } from '@portfolio/shared/src/parts/partNames';
import { isOnThisMachine } from '@portfolio/shared/src/parts/siteParts';
import { rememberPageForNextLoad } from '../navigation/resumePage';
import { loadedRemoteNames, shownRemoteNames } from '../remotes/remoteComponents';
import { readRemoteMap } from '../remotes/remoteMap';


export function startShellLiveUpdates(): void {
  window.addEventListener('pagehide', rememberPageForNextLoad);
  const remotes = readRemoteMap().map(({ name, entry }) => ({ name, url: new URL(entry, window.location.href) }));
  startLiveUpdates({
    origins: [
      window.location.origin,
      ...remotes.flatMap(({ name, url }): LiveUpdateOptions['origins'] => {
        if (!isPartRemote(name)) return [url.origin];
        // A part served from this machine is its `folio part:start`, whose live channel the page hears (a deployed part has none).
        return isOnThisMachine(url.hostname) && url.origin !== window.location.origin ? [{ origin: url.origin, app: name }] : [];
      }),
    ],
    inPage: (app) => app === 'shell' || loadedRemoteNames().includes(app),
    onScreen: (app) => app === 'shell' || shownRemoteNames().includes(app),
  });
}
