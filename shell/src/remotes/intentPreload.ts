/**
 * A section's code on its way the moment the visitor reaches for its button. The federation
 * runtime can only ask for a remote's files one after another: its own chunk, then the manifest,
 * then remoteEntry.js, then the module's chunks, a round trip each (on a phone, half a second
 * each). So the shell reads the section remotes' and the owner's parts' manifests when the browser
 * is idle after load (about 0.6 KB gzip each; the music remote's is left for its own intent), and on hover, focus or
 * touch preloads that module's files from it at once, beside the runtime's chunk. The runtime then
 * finds them downloaded. (The runtime's own preloadRemote would need the runtime, and the
 * manifest, first.) A manifest that is stale by then (a redeploy) only preloads files the runtime
 * will not ask for; the runtime reads the manifest itself, as always.
 */
import { REMOTE_CONTENT_FILE, REMOTES_WITH_CONTENT, chosenByContent, MUSIC_PLAYER_MODULE, type RemoteName } from '@portfolio/shared';
import { whenIdle } from '../layout/whenIdle';
import { pageRemoteOf, readRemoteMap, type RemoteAddress } from './remoteMap';
import { boundedFetch } from './timeouts';
import { trustedScriptUrl } from '../security/scriptUrlPolicy';

export interface PreloadLink {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

interface ManifestExpose {
  path?: unknown;
  assets?: { js?: { sync?: unknown; async?: unknown }; css?: { sync?: unknown } };
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The files a module needs, from its remote's manifest (mf-manifest.json, at `manifestUrl`):
 * remoteEntry.js, the module's chunks and the chunks it loads next (but those its content chooses,
 * such as the CV's reader), its stylesheets, and the remote's content.json where it has one.
 * Nothing for a manifest that does not describe the module.
 */
export function preloadLinksFor(manifest: unknown, manifestUrl: string, module: string, withContent = false): PreloadLink[] {
  const { metaData, exposes } = (manifest ?? {}) as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } }; exposes?: unknown };
  const expose = (Array.isArray(exposes) ? (exposes as ManifestExpose[]) : []).find((item) => item?.path === `./${module}`);
  const entry = metaData?.remoteEntry;
  if (!expose || typeof entry?.name !== 'string') return [];
  const folder = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/?$/, '/')}` : '';
  const at = (file: string) => new URL(file, manifestUrl).href;
  const { js, css } = expose.assets ?? {};
  return [
    { href: at(`${folder}${entry.name}`), as: 'script' as const },
    ...[...strings(js?.sync), ...strings(js?.async).filter((file) => !chosenByContent(file))].map((file) => ({ href: at(file), as: 'script' as const })),
    ...strings(css?.sync).map((file) => ({ href: at(file), as: 'style' as const })),
    ...(withContent ? [{ href: at(REMOTE_CONTENT_FILE), as: 'fetch' as const }] : []),
  ];
}

const manifests = new Map<string, Promise<unknown>>();
const preloaded = new Set<string>();

/**
 * The remotes of the menu's pages: every remote of the map but the music player's, which is left for
 * its own intent (the sections' remotes, and the owner's parts, whatever their names).
 */
function sectionRemotes(): RemoteAddress[] {
  try {
    return readRemoteMap().filter(({ name }) => !MUSIC_PLAYER_MODULE.startsWith(`${name}/`));
  } catch {
    return [];
  }
}

/** When the browser is idle after the app is live: reads each section remote's and part's manifest once. */
export function readSectionManifestsWhenIdle(): void {
  whenIdle(() => {
    for (const { entry } of sectionRemotes()) {
      if (manifests.has(entry)) continue;
      manifests.set(
        entry,
        boundedFetch(entry).then(
          (response) => (response.ok ? response.json() : undefined),
          () => undefined,
        ),
      );
    }
  });
}

/**
 * A preload that failed (the remote went down after its manifest was read) stays in Chromium's
 * preload list until a request of the same kind takes it, and that request gets its error without
 * going to the network, even once the server is back: Retry would fail again. So the failed
 * preload is taken at once, by an element that is dropped straight after (a failed script does not
 * run, a failed stylesheet does not apply), or a fetch whose answer is dropped, and the next intent
 * may preload it afresh.
 */
function forgetFailedPreload(link: HTMLLinkElement, href: string, as: PreloadLink['as']): void {
  link.remove();
  preloaded.delete(href);
  if (as === 'fetch') {
    void fetch(href).catch(() => undefined);
    return;
  }
  const taker = as === 'script' ? document.createElement('script') : document.createElement('link');
  if (taker instanceof HTMLLinkElement) taker.rel = 'stylesheet';
  taker.onload = taker.onerror = () => taker.remove();
  if (taker instanceof HTMLScriptElement) taker.src = trustedScriptUrl(href);
  else taker.href = href;
  document.head.append(taker);
}

/** On intent: preloads the files of module `id` ("remote_cv/ExperiencePage"), if its manifest was read. */
export function preloadModuleFiles(id: string): void {
  const remote = pageRemoteOf(id);
  const manifest = remote && manifests.get(remote.entry);
  if (!remote || !manifest) return;
  const { entry } = remote;
  void manifest.then((value) => {
    const withContent = REMOTES_WITH_CONTENT.includes(remote.name as RemoteName);
    for (const { href, as } of preloadLinksFor(value, entry, id.split('/')[1] ?? '', withContent)) {
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      // As the remote's own fetch() asks for it (CORS, no credentials across origins), or the preload is not used.
      if (as === 'fetch') link.crossOrigin = 'anonymous';
      link.href = href;
      link.onerror = () => forgetFailedPreload(link, href, as);
      document.head.append(link);
    }
  });
}
