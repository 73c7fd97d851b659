/**
 * What a federated module shows: its default export; a part of the owner's own in the site's frame,
 * by a chunk only a site with parts loads, asked for beside the part's files. Loaded with the
 * runtime (loadFederatedModule imports it), so that the shell's first chunk knows nothing of parts.
 */
import { isPartRemote } from '@portfolio/shared/src/parts/partNames';
import { loadRemote } from './federation';

export async function loadPage(id: string): Promise<unknown> {
  const frame = isPartRemote(id) ? import('../parts/framePart') : null;
  // Should the part fail first, the frame's own failure is no second error.
  frame?.catch(() => undefined);
  const module = await loadRemote<{ default?: unknown }>(id);
  return frame && module ? (await frame).framePart(module) : module?.default;
}
