/**
 * Where each remote lives, read from the shell's own page: the build (or `npm run build:site`)
 * writes a JSON data block there, so moving a remote or the whole site needs no rebuild of the
 * shell's code. Relative entries resolve against the page's address: the one-origin site works
 * at a domain root and under any sub-path.
 */
export const REMOTE_MAP_ID = 'portfolio-remotes';

export interface RemoteAddress {
  /** The remote's container name, e.g. "remote_cv". */
  name: string;
  /** The absolute URL of its mf-manifest.json. */
  entry: string;
}

export class RemoteMapError extends Error {
  override name = 'RemoteMapError';
}

export function parseRemoteMap(text: string | null | undefined, baseUrl: string): RemoteAddress[] {
  if (text == null) throw new RemoteMapError(`The page has no remote map (#${REMOTE_MAP_ID}): rebuild the shell.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RemoteMapError(`The remote map (#${REMOTE_MAP_ID}) is not valid JSON.`);
  }
  if (!Array.isArray(value)) throw new RemoteMapError(`The remote map (#${REMOTE_MAP_ID}) must be a list.`);
  return value.map((item: unknown, index) => {
    const { name, entry } = (item ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !name || typeof entry !== 'string' || !URL.canParse(entry, baseUrl)) {
      throw new RemoteMapError(`Entry ${index} of the remote map (#${REMOTE_MAP_ID}) needs a "name" and an "entry" URL.`);
    }
    return { name, entry: new URL(entry, baseUrl).href };
  });
}

export function readRemoteMap(doc: Document = document): RemoteAddress[] {
  return parseRemoteMap(doc.getElementById(REMOTE_MAP_ID)?.textContent, doc.baseURI);
}

/** The remote a module id such as "remote_cv/SkillsPage" belongs to. */
export function remoteOf(id: string, remotes: RemoteAddress[]): RemoteAddress | undefined {
  const name = id.split('/')[0];
  return remotes.find((remote) => remote.name === name);
}

/**
 * The remote of a module id on this page, or undefined when the page's remote map does not name it
 * or cannot be read (loading the module reports that error; preloads and guards just skip it).
 */
export function pageRemoteOf(id: string): RemoteAddress | undefined {
  try {
    return remoteOf(id, readRemoteMap());
  } catch {
    return undefined;
  }
}
