/**
 * What a CV says about its bibliography, read from its LaTeX: the .bib files (biblatex's
 * \addbibresource, classic BibTeX's \bibliography), which entries it cites (\nocite{*}, \cite…),
 * each \printbibliography with its heading and filters under the CV section it sits in, the sorting,
 * categories, multibib's lists, an inline thebibliography, and how it asks for the owner's name in
 * bold. Pure; one pass over the CV's tokens.
 */
import { richText, skipSpaces } from '../parser/inline';
import { COMMAND, lex, OPEN, TEXT, WarningSink, type Lexed } from '../parser/lexer';
import type { RichText } from '../parser/types';
import { titleText } from '../parser/latex';
import { parseCheck, type BibCheck } from './bibChecks';
import { latexPlain } from './latexText';
import { optionList, splitTopLevel } from './bibOptions';
import { parseSourcemap, type SourceMap } from './bibSourcemap';
import { bibliographyHeading, documentLanguage } from './bibHeadingNames';
import { own } from '../parser/own';

export type FilterKind = 'type' | 'subtype' | 'keyword' | 'category' | 'check';

export interface BibFilter {
  kind: FilterKind;
  value: string;
  /** nottype, notkeyword…: the entries that do not match. */
  not: boolean;
}

export interface PlannedGroup {
  /** The CV section it is shown under (as the CV titles it); null before the first, or for a list that heads a section of its own. */
  section: string | null;
  /** The CV section its command stands in, whatever it is shown under. */
  printedIn: string | null;
  title: string | null;
  line: number;
  /** Classic BibTeX: the group's own .bib files; null under biblatex (the CV's resources). */
  files: string[] | null;
  /** Which citations it lists: "" for the main ones, a multibib suffix for that list's. */
  citations: string;
  filters: BibFilter[];
  /** Its own sorting (\printbibliography[sorting=…], a classic style), else the CV's. */
  sorting: string | null;
  /** thebibliography's items, as written. */
  written?: { key: string; text: RichText }[];
}

export interface Citation {
  /** "*" for all. */
  key: string;
  line: number;
}

export interface BibPlan {
  /** The .bib files biblatex reads, as the CV names them. */
  resources: { name: string; line: number }[];
  /** The sorting scheme (biblatex's names: nty, nyt, ydnt, none…). */
  sorting: string;
  /** Citations in document order, by list ("" or a multibib suffix). */
  citations: Map<string, Citation[]>;
  categories: Map<string, Set<string>>;
  /** \defbibcheck's the site can read, by name. */
  checks: Map<string, BibCheck>;
  groups: PlannedGroup[];
  /** Names the CV asks to be set in bold: AltaCV's \mynames, a name format's \namepartfamily test. */
  ownNames: { family: string; given: string | null }[];
  /** biber's name hashes a name format tests (\iffieldequalstr{hash}{…}): the owner's names, as the .bbl names them. */
  ownHashes: Set<string>;
  /** \DeclareSourcemap's maps: how biber changes the entries' fields before the lists select them. */
  sourcemaps: SourceMap[];
  warnings: { line: number; message: string }[];
}

/** Another file the CV \input's that the CV folder's resolution left out (a .cfg beside it). */
export type ReadInput = (name: string) => string | null;

/** Commands that define: what their bodies print is read where they are used (the CV text comes with the owner's macros expanded). */
const DEFINITIONS = new Set(['newcommand', 'renewcommand', 'providecommand', 'DeclareRobustCommand', 'def', 'gdef', 'edef', 'newenvironment', 'renewenvironment']);
/** xparse's: an argument specification before the body, and for an environment its begin and end code. */
const DOCUMENT_DEFINITIONS: Record<string, number> = {
  NewDocumentCommand: 2,
  RenewDocumentCommand: 2,
  ProvideDocumentCommand: 2,
  DeclareDocumentCommand: 2,
  NewDocumentEnvironment: 3,
  RenewDocumentEnvironment: 3,
  DeclareDocumentEnvironment: 3,
};

/** biblatex's headings at the level of a \section (the others, subbibliography and the owner's own, sit under one). */
const SECTION_HEADINGS = new Set(['bibliography', 'bibintoc', 'bibnumbered']);

/** \printbibliography options that change only how the list looks, never which entries are in it. */
const LOOKS_ONLY = new Set(['heading', 'title', 'prenote', 'postnote', 'env', 'resetnumbers', 'omitnumbers', 'locallabelwidth', 'labelprefix']);

const FILTERS: Record<string, [FilterKind, boolean]> = {
  type: ['type', false],
  nottype: ['type', true],
  subtype: ['subtype', false],
  notsubtype: ['subtype', true],
  keyword: ['keyword', false],
  notkeyword: ['keyword', true],
  category: ['category', false],
  notcategory: ['category', true],
};

/** biblatex's and natbib's citation commands (\cite, \parencite, \textcite, \citep, \fullcite, \cites…). */
const CITE = /^(?:no|full|foot|footfull|paren|Paren|text|Text|auto|Auto|smart|Smart|super|Super)?[cC]ite(?:s|p|t|alp|alt|author|year|yearpar|title|date|url)?$/;

/** Classic styles that list entries in citation order; the others sort by author, year, title. */
const UNSORTED_STYLE = /unsrt|ieee|nature|elsarticle-num|vancouver|apsrev|achemso|acs/i;

const NO_STRUCTURE = { structural: new Set<string>(), entries: new Set<string>() };

/**
 * The order an owner's own .bst beside the CV gives (habbrvyr.bst: newest first), read from its
 * program: no SORT is citation order; a presort that builds its key from the year sorts by year,
 * newest first when the entries are written in REVERSE; else by author, year, title.
 */
function bstSorting(bst: string): string {
  const code = bst.replace(/%.*$/gm, '');
  if (!/^\s*SORT\b/m.test(code)) return 'none';
  const presort = /FUNCTION\s*\{\s*presort\s*\}([\s\S]*?)(?=\n\s*(?:FUNCTION|ITERATE|REVERSE|SORT|EXECUTE|READ|MACRO|STRINGS|INTEGERS)\b)/.exec(code)?.[1] ?? '';
  if (!/year/.test(presort)) return 'nyt';
  return /REVERSE\s*\{\s*(?:call\.type\$|output)/.test(code) ? 'ydnt' : 'ynt';
}

function sortingOf(options: string, style: string | undefined): string | undefined {
  const sorting = optionList(options).find((option) => option.name === 'sorting')?.value;
  if (sorting) return sorting;
  if (!style) return undefined;
  if (/^ieee/i.test(style)) return 'none';
  if (/authoryear|apa|chicago|mla|harvard/i.test(style)) return 'nyt';
  if (/alphabetic/i.test(style)) return 'anyt';
  return 'nty';
}

export function readBibCommands(cvText: string, readInput: ReadInput): BibPlan {
  const plan: BibPlan = { resources: [], sorting: 'nty', citations: new Map([['', []]]), categories: new Map(), checks: new Map(), groups: [], ownNames: [], ownHashes: new Set(), sourcemaps: [], warnings: [] };
  /** \defbibheading's, by name: whether they head a section of their own, and the title they write. */
  const headings = new Map<string, { sectionLevel: boolean; title: string | null }>();
  /** \defbibcheck's the site cannot read: a list that names one is shown unchecked. */
  const unreadChecks = new Set<string>();
  let biblatex = /\\(?:usepackage|RequirePackage)\s*(?:\[[^\]]*\])?\s*\{[^}]*\bbiblatex\b/.test(cvText) || /\\(?:printbibliography|addbibresource)\b/.test(cvText);
  const classic: PlannedGroup[] = [];
  const styles = new Map<string, string>();
  const listTitles = new Map<string, string>();
  let section: string | null = null;
  /** A sub-heading the next list prints under (\subsection{Invited talks} \printbibliography[heading=none]). */
  let subsection: string | null = null;
  const read = new Set<string>();
  /**
   * biblatex's refsections, innermost last: each has its own citations (listed under its key) and,
   * when its [options] name them, its own .bib files.
   */
  const refsections: { key: string; files: string[] | null }[] = [];
  let refsectionCount = 0;
  const scope = () => refsections[refsections.length - 1] ?? { key: '', files: null };

  /** The CV's macros that stand for a number (\newcommand{\recentyear}{2015}), for the checks that compare with them; and the options of the owner's own packages (\usepackage[startyear=2000]{autopub} → \autopub@startyear), as kvoptions names them. */
  const numbers = new Map<string, string>();
  /** etoolbox's toggles (\newtoggle, \toggletrue): an \iftoggle's branch the PDF does not print is not read. */
  const toggles = new Map<string, boolean>();
  let documentClass = 'article';
  const ownHeadingNames: { refname?: string; bibname?: string } = {};
  /** moderncv before 2.0 prints no heading over a classic bibliography (its \bibliographyhead is empty). */
  let classicHeadingSilent = false;
  let multibib = false;
  /** \newrefcontext[sorting=…]: the sorting of the lists that follow. */
  let contextSorting: string | null = null;
  const nameFormats: string[] = [];
  let language: string | undefined;
  const defaultHeading = () => bibliographyHeading(documentClass, (language ??= documentLanguage(cvText)), ownHeadingNames);
  /** A classic list's heading: \refname as a section of its own (a subsection under multibib), or the \subsection before it where the class prints none. */
  const classicHeading = (group: PlannedGroup) => {
    if (classicHeadingSilent || group.title !== null) {
      if (group.title === null) group.title = subsection;
    } else {
      group.title = defaultHeading();
      if (!multibib && group.title !== null) group.section = null;
    }
    subsection = null;
    return group;
  };

  const walk = (text: string, lineOffset: number | null) => {
    for (const match of text.matchAll(/\\(?:newcommand|renewcommand|def)\s*\{?\\([A-Za-z]+)\}?\s*\{\s*(-?\d+)\s*\}/g)) numbers.set(match[1]!, match[2]!);
    for (const match of text.matchAll(/\\(?:renewcommand\*?|def)\s*\{?\\(refname|bibname)\}?\s*\{([^{}]*)\}/g)) ownHeadingNames[match[1] as 'refname' | 'bibname'] = latexPlain(match[2]!);
    if (/\\newcommand\*?\s*\{?\\bibliographyhead\}?\s*\[1\]\s*\{\s*\}/.test(text)) classicHeadingSilent = true;
    nameFormats.push(text);
    const doc: Lexed = lex(text, new WarningSink('cv'), NO_STRUCTURE);
    const { count, kind, value, contentEnd, after, source } = doc;
    const lineOf = (i: number) => lineOffset ?? doc.line[i]!;
    const warn = (i: number, message: string) => plan.warnings.push({ line: lineOf(i), message });
    const groupAt = (i: number) => {
      const j = skipSpaces(doc, i);
      return j < count && kind[j] === OPEN ? j : -1;
    };
    /** Source text as TeX reads it: a "%" comment (an option list's notes) is not part of it. */
    const code = (from: number, to: number) => source.slice(from, to).replace(/(^|[^\\])%.*$/gm, '$1');
    const inside = (open: number) => (open < 0 ? '' : code(doc.end[open]!, contentEnd[open]! < count ? doc.start[contentEnd[open]!]! : source.length));
    /** An optional […] at i: its text and the index after it. */
    const optional = (i: number): { raw: string; next: number } | null => {
      const j = skipSpaces(doc, i);
      if (j >= count || kind[j] !== TEXT || value[j] !== '[') return null;
      for (let k = j + 1; k < count; ) {
        if (kind[k] === TEXT && value[k] === ']') return { raw: code(doc.end[j]!, doc.start[k]!), next: k + 1 };
        k = kind[k] === OPEN ? after[k]! : k + 1;
      }
      return null;
    };
    /** After optional arguments, the mandatory group's text and the index after it. */
    const argument = (i: number): { raw: string; options: string; next: number; open: number } | null => {
      let next = i;
      if (next < count && kind[next] === TEXT && value[next] === '*') next += 1;
      let options = '';
      for (let found = optional(next); found; found = optional(next)) {
        options = options ? `${options},${found.raw}` : found.raw;
        next = found.next;
      }
      const open = groupAt(next);
      if (open < 0) return null;
      return { raw: inside(open), options, next: after[open]!, open };
    };
    const cite = (list: string, i: number, multiple: boolean) => {
      let next = i + 1;
      let citations = plan.citations.get(list);
      if (!citations) plan.citations.set(list, (citations = []));
      for (;;) {
        const arg = argument(next);
        if (!arg) break;
        for (const key of arg.raw.split(',').map((part) => part.trim()).filter(Boolean)) citations.push({ key, line: lineOf(i) });
        next = arg.next;
        if (!multiple) break;
      }
      return next;
    };
    const names = (raw: string) => raw.split(',').map((part) => part.trim()).filter(Boolean);

    /** Past a definition (\newcommand{\x}[1]{…}, \def\x#1{…}, \newenvironment{x}{…}{…}): its body runs where it is used, not here. */
    const pastDefinition = (i: number, bodies: number): number => {
      let k = skipSpaces(doc, i + 1);
      if (k < count && kind[k] === TEXT && value[k] === '*') k = skipSpaces(doc, k + 1);
      k = k < count && kind[k] === OPEN ? after[k]! : k + 1;
      for (let found = 0; found < bodies && k < count; ) {
        if (kind[k] === OPEN) {
          found += 1;
          k = after[k]!;
        } else k += 1;
      }
      return k - 1;
    };

    /** The branches of \iftoggle's that the PDF does not print: where each starts, and the index after it. */
    const unprinted = new Map<number, number>();
    for (let i = 0; i < count; i += 1) {
      const past = unprinted.get(i);
      if (past !== undefined) {
        i = past - 1;
        continue;
      }
      if (kind[i] !== COMMAND) continue;
      const name = value[i]!;
      if (DEFINITIONS.has(name) || own(DOCUMENT_DEFINITIONS, name)) {
        i = pastDefinition(i, own(DOCUMENT_DEFINITIONS, name) ?? (name.endsWith('environment') ? 2 : 1));
        continue;
      }
      if (name === 'newtoggle' || name === 'providetoggle' || name === 'toggletrue' || name === 'togglefalse' || name === 'settoggle') {
        const toggle = argument(i + 1);
        if (!toggle) continue;
        const setting = name === 'settoggle' ? argument(toggle.next) : null;
        if (name === 'toggletrue' || name === 'togglefalse') toggles.set(toggle.raw.trim(), name === 'toggletrue');
        else if (setting) toggles.set(toggle.raw.trim(), setting.raw.trim() === 'true');
        else if (!toggles.has(toggle.raw.trim())) toggles.set(toggle.raw.trim(), false);
        i = (setting ?? toggle).next - 1;
        continue;
      }
      if (name === 'iftoggle' || name === 'nottoggle') {
        const toggle = argument(i + 1);
        const yes = toggle && groupAt(toggle.next);
        const no = toggle && yes !== null && yes >= 0 ? groupAt(after[yes]!) : -1;
        if (!toggle || yes === null || yes < 0 || no < 0) continue;
        const holds = (toggles.get(toggle.raw.trim()) ?? false) === (name === 'iftoggle');
        if (holds) {
          unprinted.set(no, after[no]!);
          i = yes;
        } else i = no;
        continue;
      }
      if (name === 'documentclass') {
        const arg = argument(i + 1);
        if (!arg) continue;
        documentClass = arg.raw.trim();
        // The owner's own class beside the CV often sets up biblatex (\RequirePackage[sorting=…]{biblatex}).
        if (!read.has(`${documentClass}.cls`)) {
          read.add(`${documentClass}.cls`);
          const included = readInput(`${documentClass}.cls`);
          if (included !== null) walk(included, lineOf(i));
        }
        i = arg.next - 1;
        continue;
      }
      if (name === 'newrefcontext' || ((name === 'begin' || name === 'end') && inside(groupAt(i + 1)).trim() === 'refcontext')) {
        if (name === 'end') {
          contextSorting = null;
          i = after[groupAt(i + 1)]! - 1;
          continue;
        }
        const from = name === 'begin' ? after[groupAt(i + 1)]! : i + 1;
        const options = optional(from);
        contextSorting = optionList(options?.raw ?? '').find((option) => option.name === 'sorting')?.value.trim() ?? null;
        i = (options?.next ?? from) - 1;
        continue;
      }
      if (name === 'endrefcontext') {
        contextSorting = null;
        continue;
      }
      if (name === 'DeclareSourcemap') {
        const arg = argument(i + 1);
        if (!arg) continue;
        const { maps, unread } = parseSourcemap(arg.raw, numbers);
        plan.sourcemaps.push(...maps);
        if (unread) warn(i, "\\DeclareSourcemap does more than the site follows (it reads fieldsource with match, and fieldset with fieldvalue, origfieldval or null), so the lists read the keywords it sets as the .bib writes them");
        i = arg.next - 1;
        continue;
      }
      if (name === 'section' || name === 'cvsection') {
        const arg = argument(i + 1);
        if (arg) section = titleText(richText(doc, arg.open + 1, contentEnd[arg.open]!));
        subsection = null;
        continue;
      }
      if (name === 'subsection' || name === 'cvsubsection') {
        const arg = argument(i + 1);
        if (arg) subsection = titleText(richText(doc, arg.open + 1, contentEnd[arg.open]!));
        continue;
      }
      if (name === 'usepackage' || name === 'RequirePackage') {
        const arg = argument(i + 1);
        // The owner's own package beside the CV (cv.sty) often holds the bibliography's setup.
        for (const mine of arg ? names(arg.raw) : []) {
          if (read.has(`${mine}.sty`)) continue;
          read.add(`${mine}.sty`);
          const included = readInput(`${mine}.sty`);
          if (included === null) continue;
          for (const option of optionList(arg!.options)) if (option.value) numbers.set(`${mine}@${option.name}`, latexPlain(option.value));
          walk(included, lineOf(i));
        }
        if (arg && names(arg.raw).includes('multibib')) multibib = true;
        if (arg && names(arg.raw).includes('biblatex')) {
          biblatex = true;
          const style = optionList(arg.options).find((option) => option.name === 'style' || option.name === 'bibstyle')?.value;
          plan.sorting = sortingOf(arg.options, style) ?? plan.sorting;
        }
        continue;
      }
      if (name === 'ExecuteBibliographyOptions') {
        const arg = argument(i + 1);
        if (arg) plan.sorting = sortingOf(arg.raw, undefined) ?? plan.sorting;
        continue;
      }
      if (name === 'input' || name === 'InputIfFileExists') {
        const arg = argument(i + 1);
        const file = arg?.raw.trim();
        if (file && !read.has(file)) {
          read.add(file);
          const included = readInput(file);
          if (included !== null) walk(included, lineOf(i));
        }
        continue;
      }
      if (name === 'addbibresource' || (name === 'bibliography' && biblatex)) {
        const arg = argument(i + 1);
        if (arg) for (const file of names(arg.raw)) plan.resources.push({ name: file, line: lineOf(i) });
        continue;
      }
      if (name === 'DeclareBibliographyCategory') continue;
      if (name === 'defbibheading') {
        // \defbibheading{name}[default title]{\section*{#1}}: its level, and its own title when it writes one.
        const heading = argument(i + 1);
        const body = heading && argument(heading.next);
        if (heading && body) {
          const sectionLevel = /\\(?:cv)?section\*?\s*[[{]/.test(body.raw) || /\\(?:cv)?section\*?\s*$/.test(body.raw.trim());
          const written = /\\(?:cv)?(?:sub)?section\*?\s*\{([^{}#]+)\}/.exec(body.raw)?.[1];
          headings.set(heading.raw.trim(), { sectionLevel, title: written ? latexPlain(written) : heading.options ? latexPlain(heading.options) : null });
          i = body.next - 1;
        }
        continue;
      }
      if (name === 'defbibcheck') {
        const check = argument(i + 1);
        const body = check && argument(check.next);
        if (check && body) {
          const parsed = parseCheck(body.raw, numbers);
          if (parsed) plan.checks.set(check.raw.trim(), parsed);
          else unreadChecks.add(check.raw.trim());
          i = body.next - 1;
        }
        continue;
      }
      if (name === 'makeauthorbold' || name === 'makeauthorsbold') {
        // The TeX.SE idiom (tex.stackexchange.com/q/33330): \makeauthorbold{Family} sets that family name in bold.
        const arg = argument(i + 1);
        if (arg) for (const family of names(arg.raw)) plan.ownNames.push({ family: latexPlain(family), given: null });
        continue;
      }
      if (name === 'addtocategory') {
        const category = argument(i + 1);
        const keys = category && argument(category.next);
        if (category && keys) {
          const set = plan.categories.get(category.raw.trim()) ?? new Set<string>();
          for (const key of names(keys.raw)) set.add(key);
          plan.categories.set(category.raw.trim(), set);
        }
        continue;
      }
      if (name === 'mynames') {
        const arg = argument(i + 1);
        if (arg) {
          for (const each of names(arg.raw.replace(/\\bibnamedelim[a-di]\b\s*/g, ' '))) {
            const [family, given] = each.split('/');
            if (family) plan.ownNames.push({ family: latexPlain(family), given: given ? latexPlain(given) : null });
          }
        }
        continue;
      }
      if (name === 'newcites') {
        const lists = argument(i + 1);
        const titles = lists && argument(lists.next);
        if (lists && titles) {
          const listTitlesGiven = splitTopLevel(titles.raw);
          names(lists.raw).forEach((list, index) => listTitles.set(list, latexPlain(listTitlesGiven[index] ?? '')));
        }
        continue;
      }
      if (name === 'printbibliography') {
        const options = optional(i + 1);
        const group: PlannedGroup = { section, printedIn: section, title: null, line: lineOf(i), files: scope().files, citations: scope().key, filters: [], sorting: null };
        let heading = 'bibliography';
        for (const option of optionList(options?.raw ?? '')) {
          const filter = FILTERS[option.name];
          if (option.name === 'check') group.filters.push({ kind: 'check', value: option.value.trim(), not: false });
          else if (filter) group.filters.push({ kind: filter[0], value: option.value.trim(), not: filter[1] });
          else if (option.name === 'title') group.title = latexPlain(option.value) || null;
          else if (option.name === 'heading') heading = option.value.trim();
          else if (option.name === 'sorting') group.sorting = option.value.trim();
          else if (!LOOKS_ONLY.has(option.name))
            warn(i, `\\printbibliography's option "${option.name}${option.value ? `=${option.value}` : ''}" is not one the site reads (it reads type, subtype, keyword, category, their not… forms, and check), so this list shows its entries without it`);
        }
        if (group.sorting === null && contextSorting !== null) group.sorting = contextSorting;
        const defined = headings.get(heading);
        if (defined && group.title === null) group.title = defined.title;
        // Without a title, biblatex's own headings print \refname or \bibname.
        if (group.title === null && !defined && (SECTION_HEADINGS.has(heading) || heading === 'subbibliography') && subsection === null) group.title = defaultHeading();
        if (heading === 'none') group.title = null;
        // biblatex's section-level headings set a titled list beside the CV's sections, not under one; the owner's \defbibheading says its own level, even for "bibliography".
        if (group.title !== null && (defined ? defined.sectionLevel : SECTION_HEADINGS.has(heading))) group.section = null;
        if (group.title === null && subsection !== null) group.title = subsection;
        subsection = null;
        plan.groups.push(group);
        continue;
      }
      if ((name === 'begin' || name === 'end') && inside(groupAt(i + 1)).trim() === 'refsection') {
        const open = groupAt(i + 1);
        if (name === 'end') refsections.pop();
        else {
          const options = optional(after[open]!);
          const files = options ? names(options.raw).filter((option) => !option.includes('=')) : [];
          refsectionCount += 1;
          refsections.push({ key: `refsection ${refsectionCount}`, files: files.length > 0 ? files : null });
          if (options) {
            i = options.next - 1;
            continue;
          }
        }
        i = after[open]! - 1;
        continue;
      }
      if (name === 'begin' && inside(groupAt(i + 1)).trim() === 'thebibliography') {
        const open = groupAt(i + 1);
        let k = after[open]!;
        const width = groupAt(k);
        if (width >= 0) k = after[width]!;
        const written: { key: string; text: RichText }[] = [];
        let item: { key: string; from: number } | null = null;
        const close = (end: number) => {
          if (item) written.push({ key: item.key, text: richText(doc, item.from, end) });
          item = null;
        };
        for (; k < count; k += 1) {
          if (kind[k] !== COMMAND) continue;
          if (value[k] === 'end' && inside(groupAt(k + 1)).trim() === 'thebibliography') break;
          if (value[k] === 'bibitem') {
            close(k);
            const arg = argument(k + 1);
            if (!arg) continue;
            item = { key: arg.raw.trim(), from: arg.next };
            k = arg.next - 1;
          }
        }
        close(k);
        plan.groups.push(classicHeading({ section, printedIn: section, title: null, line: lineOf(i), files: null, citations: '', filters: [], sorting: null, written }));
        i = k;
        continue;
      }
      // multibib: \nocitebook, \bibliographybook, \bibliographystylebook for \newcites{book}.
      const list = /^(nocite|cite|bibliographystyle|bibliography)(.+)$/.exec(name);
      if (list && listTitles.has(list[2]!)) {
        const [, command, suffix] = list;
        if (command === 'nocite' || command === 'cite') {
          i = cite(suffix!, i, false) - 1;
          continue;
        }
        const arg = argument(i + 1);
        if (!arg) continue;
        if (command === 'bibliographystyle') styles.set(suffix!, arg.raw.trim());
        else {
          // multibib heads each list with \section*{its title}: a section of its own beside the CV's.
          const title = listTitles.get(suffix!) || null;
          classic.push({ section: title === null ? section : null, printedIn: section, title, line: lineOf(i), files: names(arg.raw), citations: suffix!, filters: [], sorting: null });
        }
        continue;
      }
      if (name === 'bibliographystyle') {
        const arg = argument(i + 1);
        if (arg) styles.set('', arg.raw.trim());
        continue;
      }
      if (name === 'bibliography') {
        const arg = argument(i + 1);
        if (arg) classic.push(classicHeading({ section, printedIn: section, title: null, line: lineOf(i), files: names(arg.raw), citations: '', filters: [], sorting: null }));
        continue;
      }
      if (CITE.test(name)) i = cite(scope().key, i, /cites$/.test(name)) - 1;
    }
  };
  walk(cvText, null);

  for (const text of nameFormats) {
    for (const match of text.matchAll(/\\namepartfamily\s*\}?\s*\{(?:([^{}\\]+)|\\([A-Za-z@]+))\}/g)) {
      const family = match[1] ?? numbers.get(match[2]!);
      if (family) plan.ownNames.push({ family: family.trim(), given: null });
    }
    // A name format that tests biber's name hashes lists the owner's (tex.stackexchange.com/q/274436).
    if (/\\iffieldequalstr\s*\{\s*(?:full)?hash\s*\}/.test(text)) for (const hash of text.replace(/(^|[^\\])%.*$/gm, '$1').matchAll(/\b[0-9a-f]{32}\b/g)) plan.ownHashes.add(hash[0]);
  }

  // A check the site cannot read (or that nothing defines) is dropped with a warning: the list shows more, never less.
  for (const group of plan.groups) {
    group.filters = group.filters.filter((filter) => {
      if (filter.kind !== 'check' || plan.checks.has(filter.value)) return true;
      plan.warnings.push({
        line: group.line,
        message: unreadChecks.has(filter.value)
          ? `\\defbibcheck{${filter.value}} tests more than the site reads (\\iffieldundef, \\iffieldequalstr, \\ifkeyword, \\ifentrytype), so this list shows its entries without that check`
          : `check=${filter.value} names no \\defbibcheck the site found, so this list shows its entries without it`,
      });
      return false;
    });
  }

  for (const group of classic) {
    const style = styles.get(group.citations);
    const ownStyle = style ? readInput(`${style.replace(/\.bst$/i, '')}.bst`) : null;
    group.sorting = ownStyle !== null ? bstSorting(ownStyle) : style && UNSORTED_STYLE.test(style) ? 'none' : 'nyt';
    plan.groups.push(group);
  }
  plan.groups.sort((a, b) => a.line - b.line);
  return plan;
}
