/**
 * `npm start` only (bootstrap imports it behind `__DEV__`): the shell's page hears every app's
 * development server, so an edit to the content or the code of the shell or any remote shows on
 * the open page, and a reload, live or by hand, keeps the open section. In production every load
 * starts on home (SPEC §2).
 */
import { startLiveUpdates } from '@portfolio/shared/src/dev/liveUpdates';
import { isPartRemote } from '@portfolio/shared/src/parts/partNames';
import { rememberPageForNextLoad } from '../navigation/resumePage';
import { loadedRemoteNames, shownRemoteNames } from '../remotes/remoteComponents';
import { readRemoteMap } from '../remotes/remoteMap';

export function startShellLiveUpdates(): void {
  window.addEventListener('pagehide', rememberPageForNextLoad);
  startLiveUpdates({
    // The owner's parts have development servers of their own, without the site's live channel.
    origins: [window.location.origin, ...readRemoteMap().flatMap(({ name, entry }) => (isPartRemote(name) ? [] : [new URL(entry).origin]))],
    inPage: (app) => app === 'shell' || loadedRemoteNames().includes(app),
    onScreen: (app) => app === 'shell' || shownRemoteNames().includes(app),
  });
}
