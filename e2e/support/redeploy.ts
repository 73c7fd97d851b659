import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

const TEXT = new Set(['.js', '.json', '.css', '.html', '.map', '.tex', '.txt']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * A new deploy of a remote without a rebuild: a copy of its folder in which every content hash is
 * different (files renamed, every reference rewritten), as after a rebuild of changed code, with
 * `edit` applied to its text files. The precompressed copies are dropped (the servers it is used
 * with do not send them).
 */
export function redeployedCopy(from: string, to: string, { salt, edit = (text) => text }: { salt: string; edit?: (text: string, file: string) => string }): void {
  cpSync(from, to, { recursive: true });
  for (const file of filesUnder(to)) if (/\.(gz|br)$/.test(file)) rmSync(file);
  const renames = new Map<string, string>();
  for (const file of filesUnder(join(to, 'static'))) {
    const hash = /\.([0-9a-f]{8})\./.exec(basename(file))?.[1];
    if (hash && !renames.has(hash)) renames.set(hash, createHash('sha256').update(hash + salt).digest('hex').slice(0, 8));
  }
  const rewrite = (text: string) => text.replace(/[0-9a-f]{8}/g, (match) => renames.get(match) ?? match);
  for (const file of filesUnder(to)) {
    if (TEXT.has(extname(file))) writeFileSync(file, edit(rewrite(readFileSync(file, 'utf8')), file));
    const renamed = rewrite(basename(file));
    if (renamed !== basename(file)) renameSync(file, join(dirname(file), renamed));
  }
}

/** Replaces a deployed folder with another at once, the old files gone, as a host's deploy does. */
export function swapFolder(deployed: string, next: string): void {
  rmSync(deployed, { recursive: true, force: true });
  renameSync(next, deployed);
}
