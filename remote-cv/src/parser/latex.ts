/**
 * What every LaTeX reader shares: the owner's macros expanded, the lexer, and one forward walk over
 * each file's tokens. The walk knows what all classes have in common (the preamble, blank lines,
 * lists, \item, environments, quotes); a reader's rules say what its class's own commands do
 * (\cvsection, \cventry, \resumeSubheading…). Structural commands split the text between them,
 * which becomes bullets, entry lines or paragraphs.
 */
import { CLOSE, COMMAND, lex, lexTokens, OPEN, PAR, TEXT, tokenize, WarningSink, type Lexed, type Structure } from './lexer';
import { collectMacros, expandMacros, type Macro } from './macros';
import { resolveShorthands } from './shorthands';
import { groupName, isSpace, plainText, richText, skipEnvironment, skipOptional, skipOptionals, skipSpaces } from './inline';
import { CODE_ARGUMENTS, ENVIRONMENT_ARGUMENTS, LANGUAGE_ENVIRONMENTS, LIST_ENVIRONMENTS, SILENT_ARGUMENTS, SKIPPED_ENVIRONMENTS } from './symbols';
import type { CvClass, CvReader, FoundSection } from './reader';
import type { CvEvent, CvFile, CvItem, CvWarning, RichText } from './types';
import { own } from './own';

/**
 * A bullet that lists an entry's tools, in the languages of the section titles: "Tech stack:",
 * "Technologien:", "Technologies :", "Tecnologías:", "فناوری‌ها:", "التقنيات:", "טכנולוגיות:"…
 */
const TECH_STACK =
  /^(?:tech(?:nology)?[ -]stack|technolog(?:ies|ien|ieën|ie|ii)|stack technique|tecnolog(?:ías|ias|ie)|技术栈|技術スタック|使用技術|فناوری[\u200c ]?ها|تکنولوژی[\u200c ]?ها|ال?تقنيات|טכנולוגיות)\s*[:：]\s*/iu;

/** An entry's parts, named as the pages show them whatever order the class writes them in. */
export interface EntryFields {
  title: RichText;
  organisation?: RichText;
  date?: RichText;
  location?: RichText;
  /** Lines shown before the bullets (moderncv's grade). */
  lines?: RichText[];
  stack?: string[];
}

/** What a rule can do at the point of the walk where its command stands. */
export interface Walk {
  readonly doc: Lexed;
  readonly line: number;
  /** The open entry, to add tags or lines to. */
  readonly event: { lines: RichText[]; stack: string[]; fields: EntryFields } | null;
  /**
   * Up to `count` argument groups after i, the first `rendered` of them as rich text (an optional
   * `[…]` first is skipped). An entry's body group is walked, not rendered: it may be long.
   */
  args(from: number, count: number, rendered?: number): { args: RichText[]; groups: number[]; next: number };
  /** The tokens from `from` to `to` as rich text. */
  text(from: number, to: number): RichText;
  /** The number of arguments the CV's own definition of a command gives it, if it defines one. */
  arity(name: string): number | undefined;
  /** Opens a section; null closes the open one (a \section with no title: what follows has no page). */
  section(title: string | null): void;
  add(item: CvItem): void;
  /** Adds a bullet: to the open entry, else as a list. */
  bullet(text: RichText): void;
  /** Opens an entry; with `body`, the group at that index holds its bullets and it closes at its end. */
  entry(fields: EntryFields, body?: number): void;
  /** The \cvtag{…}s inside the group at i, and the index of the first one (-1 when none). */
  tagsIn(group: number): { tags: string[]; first: number };
  warn(message: string, severity?: CvWarning['severity']): void;
}

/** What a class's command does; returns the index where the walk goes on. */
export type Rule = (walk: Walk, i: number) => number;

export interface LatexRules {
  cvClass: CvClass;
  /** The class's own commands. */
  rules: Record<string, Rule>;
  /** Commands that start a part of the CV: an argument never holds one. */
  entries: readonly string[];
  /** How the class opens a section, for messages ("\\cvsection"). */
  sectionCommand: string;
  /** Environments whose \item are bullets, besides itemize, enumerate and description. */
  lists?: readonly string[];
  /** Text before the first section is the owner's header (name, contacts), which the home page already shows. */
  quietHeader?: boolean;
  /** A last look at each section once it is read (Jake's skills lines become labelled chips). */
  finish?(section: FoundSection): void;
}

interface OpenEvent {
  fields: EntryFields;
  lines: RichText[];
  stack: string[];
  /** Token index where the entry's body group ends, or -1 when it runs to the next structure. */
  bodyEnd: number;
}

/** A CV reader for one LaTeX class: German shorthands and macros expanded, then its rules applied in one walk per file. */
export function latexReader(spec: LatexRules): CvReader {
  const structural = new Set(['item', 'begin', 'end', ...Object.keys(spec.rules)]);
  const structure: Structure = { structural, entries: new Set(spec.entries) };
  const lists = new Set([...LIST_ENVIRONMENTS, ...(spec.lists ?? [])]);
  const keep = (name: string) => structural.has(name);
  return {
    cvClass: spec.cvClass,
    expand: (source) => {
      const [text] = resolveShorthands([source]);
      return expandMacros(text!, collectMacros([text!]), keep).text;
    },
    read(sources: readonly CvFile[]) {
      const texts = resolveShorthands(sources.map((source) => source.text));
      const files = sources.map((source, index) => ({ file: source.file, text: texts[index]! }));
      // Each file is tokenized once for its macros; only a file whose macros changed it is again.
      const sinks = files.map(({ file }) => new WarningSink(file));
      const tokens = files.map(({ text }, index) => tokenize(text, sinks[index]!));
      const macros = collectMacros(
        files.map((file) => file.text),
        tokens,
      );
      const sections: FoundSection[] = [];
      const warnings: CvWarning[] = [];
      const used = new Set<string>();
      files.forEach(({ file, text }, index) => {
        const expansion = expandMacros(text, macros, keep, tokens[index]);
        for (const name of expansion.expanded) used.add(name);
        const unchanged = expansion.text === text;
        const sink = unchanged ? sinks[index]! : new WarningSink(file);
        for (const { name, line } of expansion.endless) sink.add(line, `The macro \\${name} expands into itself without end; it is left as it is`);
        const doc = unchanged ? lexTokens(text, tokens[index]!, sink, structure) : lex(expansion.text, sink, structure);
        walkFile(doc, file, spec, lists, macros, sections, sink);
        warnings.push(...sink.finish());
      });
      if (spec.finish) for (const section of sections) spec.finish(section);
      return { sections, warnings, macros: [...used].sort() };
    },
  };
}

function walkFile(doc: Lexed, file: string, spec: LatexRules, lists: ReadonlySet<string>, macros: ReadonlyMap<string, Macro>, sections: FoundSection[], warnings: WarningSink): void {
  const { count, kind: kinds, value, line: lines, after, hasStructure, hasEntry } = doc;
  const isBeginDocument = (k: number) => kinds[k] === COMMAND && value[k] === 'begin' && groupName(doc, k + 1) === 'document';

  let inPreamble = false;
  for (let k = 0; k < count && !inPreamble; k += 1) inPreamble = isBeginDocument(k);
  /** Groups the walk is inside; only tracked in the preamble, to catch \begin{document} in a group. */
  const preambleGroups: number[] = [];
  let section = null as FoundSection | null;
  let event = null as OpenEvent | null;
  let item = null as { parts: RichText; line: number } | null;
  const openLists: number[] = [];
  let quotes = 0;
  let flowStart = -1;
  let flowLine = 0;
  let line = 1;
  let headerWarned = false;

  /** Adds to the open section; content before the first section has no page to go to. */
  const add = (next: CvItem, at: number) => {
    if (!section) {
      if (!spec.quietHeader && !headerWarned) warnings.add(at, `Content before the first ${spec.sectionCommand} is not shown`);
      headerWarned = true;
      return;
    }
    const last = section.items[section.items.length - 1];
    if (next.type === 'tags' && last?.type === 'tags' && !next.label && !last.label) last.tags.push(...next.tags);
    else if (next.type === 'list' && last?.type === 'list') last.items.push(...next.items);
    else section.items.push(next);
  };

  const runaway = new Set<number>();
  /**
   * The argument group at i, or -1. An argument is read as TeX reads it, whatever it spans (blank
   * lines, tags, bullets), but it never starts a part of the CV (\cvsection, \cvevent, …): one that
   * does lost its "}" and was closed by a stray one further on, so it is not taken as an argument
   * and the walk reads on inside it instead of losing everything it swallowed.
   */
  const arg = (i: number) => {
    const j = skipSpaces(doc, i);
    if (j >= count || kinds[j] !== OPEN) return -1;
    // A "{" the lexer already repaired (closed at its line end) is a real argument; only a group
    // closed by an actual "}" can have run on.
    if (!hasEntry[j] || kinds[doc.contentEnd[j]!] !== CLOSE) return j;
    if (!runaway.has(j)) {
      runaway.add(j);
      warnings.add(lines[j]!, 'This "{" is missing its "}": the argument ran on into the rest of the CV, which is read as content');
    }
    return -1;
  };

  const flush = (end: number) => {
    if (flowStart < 0) return;
    const text = richText(doc, flowStart, end);
    flowStart = -1;
    if (text.length === 0) return;
    // concat, not push(...): a pathological item can hold more nodes than a call takes arguments.
    if (item) item.parts = item.parts.length > 0 ? item.parts.concat({ kind: 'text', text: ' ' }, text) : text;
    else if (event) event.lines.push(text);
    else add({ type: quotes > 0 ? 'quote' : 'paragraph', text }, flowLine);
  };

  const bullet = (text: RichText, at: number) => {
    if (text.length === 0) return;
    if (event) event.lines.push(text);
    else add({ type: 'list', items: [text] }, at);
  };

  const closeItem = () => {
    if (!item) return;
    const { parts, line: at } = item;
    item = null;
    bullet(parts, at);
  };

  const closeEvent = () => {
    if (!event) return;
    const current = event;
    event = null;
    const { title, organisation = [], date = [], location = [] } = current.fields;
    const entryLines: RichText[] = [...(current.fields.lines ?? [])];
    const stack = [...(current.fields.stack ?? []), ...current.stack];
    for (const text of current.lines) {
      const plain = plainText(text);
      if (TECH_STACK.test(plain)) for (const tool of splitStack(plain.replace(TECH_STACK, ''))) stack.push(tool);
      else entryLines.push(text);
    }
    const entry: CvEvent = { type: 'event', title, organisation, date, location, lines: entryLines, stack };
    section?.items.push(entry);
  };

  const closeBlock = (end: number) => {
    flush(end);
    closeItem();
  };

  const walk: Walk = {
    doc,
    get line() {
      return line;
    },
    get event() {
      return event;
    },
    args(from, wanted, rendered = wanted) {
      const args: RichText[] = [];
      const groups: number[] = [];
      let next = skipOptional(doc, from);
      while (groups.length < wanted) {
        const group = arg(next);
        if (group < 0) break;
        groups.push(group);
        if (groups.length <= rendered) args.push(richText(doc, group + 1, doc.contentEnd[group]!));
        next = after[group]!;
      }
      return { args, groups, next };
    },
    text: (from, to) => richText(doc, from, to),
    arity: (name) => macros.get(name)?.arity,
    section(title) {
      closeEvent();
      section = title === null ? null : { title, file, line, items: [] };
      if (section) sections.push(section);
    },
    add(next) {
      if (next.type !== 'tags') closeEvent();
      add(next, line);
    },
    bullet: (text) => bullet(text, line),
    entry(fields, body) {
      closeEvent();
      if (!section) warnings.add(line, `An entry before the first ${spec.sectionCommand} is not shown`);
      event = { fields, lines: [], stack: [], bodyEnd: body === undefined ? -1 : doc.contentEnd[body]! };
    },
    tagsIn(group) {
      const tags: string[] = [];
      let first = -1;
      for (let k = group + 1; k < doc.contentEnd[group]!; k += 1) {
        if (kinds[k] !== COMMAND || value[k] !== 'cvtag') continue;
        const tagGroup = arg(k + 1);
        if (tagGroup < 0) continue;
        if (first < 0) first = k;
        const tag = plainText(richText(doc, tagGroup + 1, doc.contentEnd[tagGroup]!));
        if (tag) tags.push(tag);
        k = doc.contentEnd[tagGroup]!;
      }
      return { tags, first };
    },
    warn: (message, severity) => warnings.add(line, message, severity),
  };

  let i = 0;
  while (i < count) {
    const tokenKind = kinds[i]!;
    if (inPreamble) {
      while (preambleGroups.length > 0 && doc.contentEnd[preambleGroups[preambleGroups.length - 1]!]! <= i) preambleGroups.pop();
      if (isBeginDocument(i)) {
        inPreamble = false;
        const outer = preambleGroups[0];
        if (outer !== undefined) {
          warnings.add(lines[outer]!, 'This "{" is still open at \\begin{document}: a "}" is missing');
        }
        i = after[arg(i + 1)]!;
      } else if (tokenKind === OPEN && hasStructure[i]) {
        preambleGroups.push(i);
        i += 1;
      } else i = tokenKind === OPEN ? after[i]! : i + 1;
      continue;
    }
    if (event && event.bodyEnd >= 0 && i >= event.bodyEnd) {
      // The end of an entry's body argument (Awesome-CV's {\begin{cvitems}…}): the entry is whole.
      closeBlock(i);
      closeEvent();
      i += 1;
      continue;
    }
    if (tokenKind === PAR) {
      if (!item) flush(i);
      i += 1;
      continue;
    }
    const name = value[i]!;
    const rule = tokenKind === COMMAND ? own(spec.rules, name) : undefined;
    const environment = tokenKind === COMMAND && (name === 'begin' || name === 'end') ? groupName(doc, i + 1) : '';
    // A language's or a direction's environment is no structure: its text runs on in the bullet or paragraph.
    if (!rule && (tokenKind !== COMMAND || (name !== 'item' && name !== 'begin' && name !== 'end') || LANGUAGE_ENVIRONMENTS.has(environment))) {
      if (flowStart < 0 && !isSpace(tokenKind)) {
        flowStart = i;
        flowLine = lines[i]!;
      }
      const code = tokenKind === COMMAND && CODE_ARGUMENTS.has(name) ? own(SILENT_ARGUMENTS, name) : undefined;
      if (code !== undefined) {
        let next = i + 1;
        for (let k = 0; k < code; k += 1) {
          const group = skipSpaces(doc, skipOptional(doc, next));
          if (group >= count || kinds[group] !== OPEN) break;
          next = after[group]!;
        }
        i = next;
        continue;
      }
      // A group holding a \cvsection or \item (usually a brace typo) is walked into, not skipped whole.
      i = tokenKind === OPEN && !hasStructure[i] ? after[i]! : i + 1;
      continue;
    }
    closeBlock(i);
    line = lines[i]!;
    if (rule) {
      const next = rule(walk, i);
      i = next > i ? next : i + 1;
    } else if (name === 'item') {
      item = { parts: [], line };
      i = skipOptional(doc, i + 1);
    } else {
      const group = arg(i + 1);
      i = group < 0 ? i + 1 : after[group]!;
      if (environment === 'document' && name === 'end') {
        const rest = skipSpaces(doc, i);
        if (rest < count) warnings.add(lines[rest]!, 'Text after \\end{document} is not shown (LaTeX leaves it out of the PDF too)');
        break;
      }
      if (name === 'begin' && SKIPPED_ENVIRONMENTS.has(environment)) {
        const end = skipEnvironment(doc, i, environment);
        // Unclosed, it would hide the rest of the CV: read on instead, and say so.
        if (end >= 0) {
          i = end;
          continue;
        }
        warnings.add(line, `\\begin{${environment}} is never closed with \\end{${environment}}`, 'error');
      }
      if (environment === 'quote' || environment === 'quotation') {
        quotes = Math.max(0, quotes + (name === 'begin' ? 1 : -1));
      } else if (lists.has(environment)) {
        if (name === 'begin') {
          openLists.push(line);
          // enumitem's options (\begin{itemize}[leftmargin=0.15in, label={}]) are layout, not text.
          i = skipOptional(doc, i);
        } else openLists.pop();
      } else if (name === 'begin') {
        i = skipOptionals(doc, i);
        for (let k = own(ENVIRONMENT_ARGUMENTS, environment) ?? 0; k > 0; k -= 1) {
          const envArg = arg(i);
          // tabular*'s position comes between its width and its columns: {\textwidth}[t]{lr}.
          if (envArg >= 0) i = skipOptional(doc, after[envArg]!);
        }
      }
    }
  }
  closeBlock(count);
  closeEvent();
  for (const at of openLists) warnings.add(at, 'A list is never closed with \\end{...}');
}

/** Past a `*` (\section*{…}). */
export function skipStar(doc: Lexed, i: number): number {
  return i < doc.count && doc.kind[i] === TEXT && doc.value[i] === '*' ? i + 1 : i;
}

/** A title argument as one line of plain text. */
export function titleText(text: RichText): string {
  return plainText(text).replace(/\s+/g, ' ').trim();
}

/** A section command's rule: an optional [..] and * are skipped, the title opens the section. */
export const sectionRule: Rule = (walk, i) => {
  const { args, next } = walk.args(skipStar(walk.doc, i + 1), 1);
  if (args[0] === undefined) {
    walk.warn(`\\${walk.doc.value[i]} without a {title}`);
    walk.section(null);
    return i + 1;
  }
  walk.section(titleText(args[0]));
  return next;
};

export const subsectionRule: Rule = (walk, i) => {
  const { args, next } = walk.args(skipStar(walk.doc, i + 1), 1);
  const title = args[0] ? titleText(args[0]) : '';
  if (title) walk.add({ type: 'subsection', title });
  return next;
};

/** \section and \subsection, which every LaTeX form reads the same way. */
export const SECTION_RULES: Record<string, Rule> = { section: sectionRule, subsection: subsectionRule };

/** AltaCV's and Awesome-CV's own section commands, read as \section and \subsection are. */
export const CV_SECTION_RULES: Record<string, Rule> = { ...SECTION_RULES, cvsection: sectionRule, cvsubsection: subsectionRule };

export function splitStack(list: string): string[] {
  return list
    .replace(/[.。]\s*$/, '')
    // The comma of the CV's script: Latin, Arabic (،) or CJK (、，).
    .split(/[,،、，]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
