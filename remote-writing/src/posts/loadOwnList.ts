import { fetchWritingFile, remoteContent } from '@portfolio/shared';
import { ownIndexFile, type OwnList, type ReadContent } from './ownIndex';

/**
 * The Writing list's posts of the owner's own, with what shows them; null when the site has none.
 * Their code is a chunk of its own, loaded only then: a site with a feed alone sends none of it.
 * Throws when the files cannot be had (the page offers Retry).
 */
export async function loadOwnList(base: string, fetchImpl: typeof fetch = fetch, read: ReadContent = remoteContent): Promise<OwnList | null> {
  const file = ownIndexFile(await read(base), 'posts');
  if (file === null) return null;
  // The chunk and the index at once: neither waits for the other.
  const [{ ownList }, index] = await Promise.all([import(/* webpackChunkName: "writing-own-posts" */ './ownList'), fetchWritingFile(base, file, fetchImpl)]);
  return ownList(index);
}
