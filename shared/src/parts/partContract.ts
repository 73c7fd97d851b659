/**
 * A part of the owner's own: a React page they build and deploy apart from the site (its own
 * repository, made by `npm create @folio-federation -- --part`), listed in content/site.json
 * `parts` and composed by the shell at run time like the site's own remotes. What follows is the
 * whole of what a part and the site agree on. Change it only by adding: parts are built and deployed
 * on their own schedule, against the contract of their day.
 */
import type { PageProps } from '../contract';

/**
 * The contract's version. A part states the one it was built against (its `./Page` module's
 * `contract` export, PartModule); the site mounts every part of this version or older, and shows
 * one that needs a newer site a message in its place. Raise it when the site gives parts something
 * new they may rely on; never take anything away.
 */
export const PART_CONTRACT = 1;

/** What the site gives a part's page: the page's language and direction, and a way to the site's other places (`onNavigate('home')`: back home). */
export interface PartPageProps extends PageProps {
  /** The page's language (a BCP 47 tag): what the part writes its text in, when it can. */
  lang: string;
  /** The page's direction. */
  dir: 'ltr' | 'rtl';
}

/** What a part's `./Page` module exports. */
export interface PartModule {
  default?: unknown;
  /** The contract the part was built against; a part without one is of contract 1. */
  contract?: unknown;
}

/**
 * The contract a loaded part's module states, when this site can mount it; else why not, for the
 * console (the page shows its own message).
 */
export function partContractProblem(module: PartModule, title: string): string | null {
  const stated = module.contract ?? 1;
  if (typeof stated !== 'number' || !Number.isInteger(stated) || stated < 1) return `The part "${title}" states a contract this site cannot read (${String(stated)}): it should export its contract version as a whole number.`;
  return stated > PART_CONTRACT ? `The part "${title}" was built for contract ${stated}; this site's engine has contract ${PART_CONTRACT}. Upgrade the site (npx folio upgrade) to show it.` : null;
}
