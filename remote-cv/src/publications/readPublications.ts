/**
 * The owner's publications as their CV's PDF prints them: the CV's bibliography commands
 * (bibCommands.ts) applied to their .bib files (bibFile.ts), each list filtered and sorted as
 * biblatex or BibTeX would, under the CV's own headings. A cited key no .bib has is a warning, as
 * biber's is; a .bib that does not parse is an error (BibSyntaxError) with its line.
 */
import { readBibFile, type BibEntry } from './bibFile';
import { readBibCommands, type BibFilter, type BibPlan, type Citation, type PlannedGroup, type ReadInput } from './bibCommands';
import { skips } from './bibChecks';
import { biblatexType, entryDate, publicationOf, type OwnName } from './bibEntry';
import { bibNames, type BibName } from './bibNames';
import { latexPlain } from './latexText';
import { expandBibliographyMacros } from './bibMacros';
import { mapFields } from './bibSourcemap';
import type { Publication, PublicationGroup, Publications } from './types';

export interface PublicationsInput {
  /** The CV's text, resolved into one (its \input's inlined). */
  cvText: string;
  /** A file of the CV's folder by the name the CV gives it (".bib" added for \bibliography{name}); null if there is none. */
  readFile(name: string): { file: string; text: string } | null;
  /** The owner's name (content/site.json), bold in the lists when the CV asks for no name itself. */
  ownerName?: string;
  /** MD5 in hex, for the name hashes biber writes and a name format may test (the build passes node's). */
  md5?: (text: string) => string;
}

export interface PublicationsResult {
  /** null when the CV prints no bibliography. */
  publications: Publications | null;
  /** Problems that lose nothing (a cited key that no .bib has): "line: message" on the CV's lines. */
  warnings: { line: number; message: string }[];
  /** The .bib files read, as readFile named them. */
  files: string[];
  /** The CV's sections that print a bibliography (a section holding only that shows nothing of its own). */
  printedIn: string[];
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[\s.~-]+/g, ' ').trim();

/** Given names match when equal, or when one is the other's initials ("L. T." for "Lian Tze"). */
function sameGiven(a: string, b: string): boolean {
  const x = fold(a);
  const y = fold(b);
  if (x === y) return true;
  const initials = (text: string) =>
    text
      .split(' ')
      .filter(Boolean)
      .map((word) => word[0])
      .join('');
  return initials(x) === initials(y) && (x.replace(/ /g, '').length === initials(x).length || y.replace(/ /g, '').length === initials(y).length);
}

/** How the list marks the owner: the CV's own request (\mynames, a name format, +an annotations), else the owner's name. */
function ownNameRule(plan: BibPlan, ownerName: string | undefined, md5: ((text: string) => string) | undefined): OwnName {
  // In the .bib itself: an annotation (author+an = {1=highlight}), the name underlined or in bold, or a name whose biber hash the name format lists.
  const hashes = plan.ownHashes;
  const hashed = (name: BibName) => {
    if (hashes.size === 0 || !md5) return false;
    const key = `${name.family}${name.given}${name.suffix}`.replace(/\s+/g, '');
    return hashes.has(md5(key.normalize('NFC'))) || hashes.has(md5(key.normalize('NFD')));
  };
  const annotated: OwnName = (name, index, entry, field) =>
    name.marked === true ||
    hashed(name) ||
    (entry.annotations[field] ?? '')
      .split(';')
      .some((part) => new RegExp(`^\\s*${index + 1}\\s*=.*\\b(?:highlight|bold|me|self|own|myname)\\b`, 'i').test(part));
  const listed = plan.ownNames;
  if (listed.length > 0) return (name, index, entry, field) => annotated(name, index, entry, field) || listed.some((own) => fold(own.family) === fold(name.family) && (own.given === null || sameGiven(own.given, name.given)));
  const words = (ownerName ?? '').trim().split(/\s+/).filter(Boolean);
  const family = words[words.length - 1];
  const given = words.slice(0, -1).join(' ');
  return (name, index, entry, field) =>
    annotated(name, index, entry, field) || (family !== undefined && fold(family) === fold(name.family) && (given === '' || name.given === '' || sameGiven(given, name.given) || fold(name.given)[0] === fold(given)[0]));
}

function matches(entry: BibEntry, filter: BibFilter, { categories, checks }: Pick<BibPlan, 'categories' | 'checks'>): boolean {
  const value = filter.value.toLowerCase();
  let yes: boolean;
  if (filter.kind === 'type') yes = biblatexType(entry.type) === value || entry.type === value;
  else if (filter.kind === 'subtype') yes = (entry.fields.entrysubtype ?? '').trim().toLowerCase() === value;
  else if (filter.kind === 'keyword')
    // biber reads the .bib's LaTeX as Unicode: publi{\'e} is the keyword publié.
    yes = (entry.fields.keywords ?? '')
      .split(/[,;]/)
      .map((word) => latexPlain(word).trim().toLowerCase())
      .includes(latexPlain(value).toLowerCase());
  else if (filter.kind === 'check') return !skips(checks.get(filter.value)!, { type: biblatexType(entry.type), fields: entry.fields });
  else yes = categories.get(filter.value)?.has(entry.key) ?? false;
  return yes !== filter.not;
}

interface SortKeys {
  name: string;
  year: string;
  title: string;
  order: number;
}

function sortKeys(entry: BibEntry, order: number): SortKeys {
  const { fields } = entry;
  const names = fields.sortname ?? fields.author ?? fields.editor ?? '';
  const first: BibName | undefined = bibNames(names).names[0];
  const name = fold(fields.sortkey ? latexPlain(fields.sortkey) : first ? `${first.family} ${first.given}` : latexPlain(fields.title ?? ''));
  // As biblatex's schemes do (\literal{9999}): an entry without a year sorts as the newest.
  const year = fields.sortyear ?? entryDate(fields) ?? '9999';
  return { name, year, title: fold(latexPlain(fields.sorttitle ?? fields.title ?? '')), order };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** biblatex's sorting schemes; one of the owner's own (\DeclareSortingTemplate, a style's) by its first key, as its name says ("ydpdnt": newest first), else as nty. */
function comparator(sorting: string): (a: SortKeys, b: SortKeys) => number {
  const name = (a: SortKeys, b: SortKeys) => compareText(a.name, b.name);
  const title = (a: SortKeys, b: SortKeys) => compareText(a.title, b.title);
  const year = (a: SortKeys, b: SortKeys) => compareText(a.year, b.year);
  const newest = (a: SortKeys, b: SortKeys) => compareText(b.year, a.year);
  const chain =
    (...parts: ((a: SortKeys, b: SortKeys) => number)[]) =>
    (a: SortKeys, b: SortKeys) => {
      for (const part of parts) {
        const result = part(a, b);
        if (result !== 0) return result;
      }
      return a.order - b.order;
    };
  switch (sorting) {
    case 'none':
      return chain();
    case 'nyt':
    case 'nyvt':
    case 'anyt':
    case 'anyvt':
      return chain(name, year, title);
    case 'ydnt':
      return chain(newest, name, title);
    case 'ynt':
      return chain(year, name, title);
    default:
      if (sorting.startsWith('yd')) return chain(newest, name, title);
      if (sorting.startsWith('y')) return chain(year, name, title);
      return chain(name, title, year);
  }
}

/** The entries a list of citations names, in citation order ("*" adds every entry not yet named, in file order). */
function cited(citations: readonly Citation[], entries: ReadonlyMap<string, BibEntry>, missing: Map<string, number>): BibEntry[] {
  const out = new Map<string, BibEntry>();
  for (const { key, line } of citations) {
    if (key === '*') {
      for (const entry of entries.values()) if (!out.has(entry.key)) out.set(entry.key, entry);
      continue;
    }
    const entry = entries.get(key);
    if (entry) {
      if (!out.has(key)) out.set(key, entry);
    } else if (!missing.has(key)) missing.set(key, line);
  }
  return [...out.values()];
}

/** An entry inherits the fields it lacks from the entry its crossref names, as biber does. */
function withCrossref(entry: BibEntry, entries: ReadonlyMap<string, BibEntry>): BibEntry {
  const parent = entry.fields.crossref ? entries.get(entry.fields.crossref.trim()) : undefined;
  if (!parent) return entry;
  const inherited = { ...parent.fields, ...entry.fields };
  if (parent.fields.title && !entry.fields.booktitle) inherited.booktitle = parent.fields.title;
  inherited.title = entry.fields.title ?? '';
  return { ...entry, fields: inherited };
}

/** The CV names a .bib file its folder does not have: its publications would be lost. */
export class MissingBibError extends Error {
  override name = 'MissingBibError';

  constructor(
    /** The CV's line that names it. */
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * @throws BibSyntaxError when a .bib file does not parse (the build stops with its line and the lines around it);
 *   Error when the CV names a .bib file that is not there
 */
export function readPublications({ cvText, readFile, ownerName, md5 }: PublicationsInput): PublicationsResult {
  const readInput: ReadInput = (name) => (/\.tex$/i.test(name) ? null : readFile(name)?.text ?? null);
  const expanded = expandBibliographyMacros(cvText, readInput);
  const plan = readBibCommands(expanded.cvText, expanded.readInput);
  const warnings = [...plan.warnings];
  if (plan.groups.length === 0) {
    // Named .bib files and no list the site can find: say so, rather than show nothing without a word.
    const first = plan.resources[0];
    if (first) warnings.push({ line: first.line, message: `The CV reads ${plan.resources.map((resource) => resource.name).join(', ')} but prints no bibliography the site can find (\\printbibliography, \\bibliography): if a macro prints it, define that macro in the CV or in a .sty beside it, so its publications show on the site` });
    return { publications: null, warnings, files: [], printedIn: [] };
  }

  const parsed = new Map<string, BibEntry[]>();
  const files: string[] = [];
  const load = (name: string, line: number): BibEntry[] => {
    const known = parsed.get(name);
    if (known) return known;
    const found = readFile(name) ?? (/\.bib$/i.test(name) ? null : readFile(`${name}.bib`));
    if (!found) throw new MissingBibError(line, `the CV reads its publications from "${name}", which is not in the CV's folder: put the .bib file beside the CV, or correct the name`);
    const read = readBibFile(found.file, found.text);
    const entries = plan.sourcemaps.length === 0 ? read : read.map((entry) => ({ ...entry, fields: mapFields(plan.sourcemaps, entry.fields) }));
    parsed.set(name, entries);
    if (!files.includes(found.file)) files.push(found.file);
    return entries;
  };
  const duplicates = new Set<string>();
  const byKey = (names: { name: string; line: number }[]) => {
    const entries = new Map<string, BibEntry>();
    const fileOf = new Map<string, string>();
    // A file named twice (in the CV and again in its .sty) is read once, as biber does.
    const once = names.filter(({ name }, index) => names.findIndex((other) => other.name === name) === index);
    for (const { name, line } of once) {
      for (const entry of load(name, line)) {
        const first = fileOf.get(entry.key);
        if (first === undefined) {
          entries.set(entry.key, entry);
          fileOf.set(entry.key, name);
        } else if (!duplicates.has(entry.key)) {
          duplicates.add(entry.key);
          warnings.push({ line, message: `The key "${entry.key}" is ${first === name ? `in ${name} twice` : `in both ${first} and ${name}`}: the first entry is used` });
        }
      }
    }
    return new Map([...entries].map(([key, entry]) => [key, withCrossref(entry, entries)]));
  };

  const own = ownNameRule(plan, ownerName, md5);
  const missing = new Map<string, number>();
  // Read when a list uses them (a CV whose lists all sit in refsections with files of their own may not).
  let resources: Map<string, BibEntry> | null | undefined;
  const globalEntries = () => (resources === undefined ? (resources = plan.resources.length > 0 ? byKey(plan.resources) : null) : resources);
  const groups: { planned: PlannedGroup; group: PublicationGroup }[] = [];
  for (const planned of plan.groups) {
    if (planned.written) {
      groups.push({ planned, group: { title: planned.title, entries: planned.written.map(({ key, text }) => ({ key, type: 'misc', authors: [], title: text, venue: [] })) } });
      continue;
    }
    const entries = planned.files ? byKey(planned.files.map((name) => ({ name, line: planned.line }))) : globalEntries();
    if (!entries) {
      warnings.push({ line: planned.line, message: 'This \\printbibliography has no .bib to print: name one with \\addbibresource{…} in the preamble' });
      continue;
    }
    const all = cited(plan.citations.get(planned.citations) ?? [], entries, missing);
    const chosen = all.filter((entry) => planned.filters.every((filter) => matches(entry, filter, plan)));
    // biblatex prints nothing for an empty list, heading and all: say so, as a filter may not select what the owner meant.
    if (chosen.length === 0 && all.length > 0)
      warnings.push({ line: planned.line, message: `This list${planned.title ? ` ("${planned.title}")` : ''} selects none of the ${all.length} entries it could print (${planned.filters.map((filter) => `${filter.not ? 'not' : ''}${filter.kind}=${filter.value}`).join(', ')}), so it is not shown, as in the PDF` });
    const compare = comparator(planned.sorting ?? plan.sorting);
    const sorted = chosen
      .map((entry, order) => ({ entry, keys: sortKeys(entry, order) }))
      .sort((a, b) => compare(a.keys, b.keys))
      .map(({ entry }): Publication => publicationOf(entry, own));
    groups.push({ planned, group: { title: planned.title, entries: sorted } });
  }
  for (const [key, line] of missing) warnings.push({ line, message: `The CV cites "${key}", which none of its .bib files has (${[...new Set([...plan.resources.map((resource) => resource.name), ...plan.groups.flatMap((group) => group.files ?? [])])].join(', ')}): it is left out` });

  const parts: Publications['parts'] = [];
  for (const { planned, group } of groups) {
    if (group.entries.length === 0) continue;
    const last = parts[parts.length - 1];
    if (last && last.title === planned.section) last.groups.push(group);
    else parts.push({ title: planned.section, groups: [group] });
  }
  warnings.sort((a, b) => a.line - b.line);
  const printedIn = [...new Set(plan.groups.map((group) => group.printedIn).filter((title): title is string => title !== null))];
  return { publications: parts.length > 0 ? { parts } : null, warnings, files, printedIn };
}
