/**
 * How the site names a part of the owner's own (shared/src/parts/partContract.ts): its place's name,
 * its federation remote, its page's module id. Apart from the contract, kept small: the shell's first
 * chunk reads these to list and open parts.
 */

/** A part's name as site.json gives it (or the build makes from its title): its place `part:<name>`. */
export const PART_NAME = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** The federation remote a part is registered as: its own container name does not matter to the site. */
export function partRemoteName(name: string): string {
  return `part_${name}`;
}

/** The module a part exposes: its page (shared/src/parts/partContract.ts). */
export const PART_MODULE = './Page';

/** The module id the shell loads a part's page by: its remote's PART_MODULE. */
export function partModuleId(name: string): string {
  return `${partRemoteName(name)}/${PART_MODULE.slice(2)}`;
}

/** Whether a remote's name, or a module id, is a part's (partRemoteName), not one of the site's own remotes'. */
export function isPartRemote(name: string): boolean {
  return name.startsWith('part_');
}
