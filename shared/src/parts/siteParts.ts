/**
 * The parts content/site.json lists, as the build reads them: each one's name (its place and its
 * remote), its title in a language, its manifest's address. Pure: the schema (content/schema.ts)
 * and the build (builder/parts/) use it.
 */
import { PART_NAME } from './partNames';

/** What the schema keeps of a part (content/schema.ts). */
export interface SitePart {
  title: string;
  titles?: Record<string, string> | undefined;
  name?: string | undefined;
  order?: number | undefined;
  manifest?: string | undefined;
  from?: string | undefined;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a host name (URL.hostname) is this machine's: where an owner develops a part. */
export function isOnThisMachine(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname);
}

/**
 * Why a part's manifest address cannot be used, or null: it must be https (a part runs with the
 * page's rights: nobody on the way may change it), or http on this machine while the owner develops.
 */
export function partManifestProblem(value: string): string | null {
  if (!URL.canParse(value)) return 'must be the address of the part\u2019s mf-manifest.json, such as "https://lab.example.dev/mf-manifest.json"';
  const url = new URL(value);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isOnThisMachine(url.hostname))) return null;
  return `must be an https:// address (http:// only on localhost or 127.0.0.1, while you develop): a part runs with the page\u2019s rights, so nobody on the way may change it; "${value}" is not`;
}

/** A part's name: the one site.json gives, else made from its title (Latin letters and digits), else its position ("part-2"). */
export function partNameOf(part: Pick<SitePart, 'name' | 'title'>, index: number): string {
  if (part.name) return part.name;
  const made = (part.title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return PART_NAME.test(made) ? made : `part-${index + 1}`;
}

/** A part's title in a language: its own for that language (or the language without its region), else its title. */
export function partTitleIn(part: Pick<SitePart, 'title' | 'titles'>, tag: string): string {
  const titles = part.titles ?? {};
  const lower = Object.fromEntries(Object.entries(titles).map(([key, value]) => [key.toLowerCase(), value]));
  return lower[tag.toLowerCase()] ?? lower[tag.split('-')[0]!.toLowerCase()] ?? part.title;
}
