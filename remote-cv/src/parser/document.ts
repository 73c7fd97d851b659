/**
 * Walks one AltaCV file's tokens and collects every section with what it holds. The walk is a
 * single forward pass: structural commands (\cvsection, \cvevent, \cvtag, \cvskill, \item, lists,
 * …) split the text between them, which becomes bullets, event lines or paragraphs.
 */
import { CLOSE, COMMAND, lex, OPEN, PAR, TEXT, WarningSink, type Lexed } from './lexer';
import { isSpace, plainText, richText, skipOptional, skipSpaces } from './inline';
import { ENVIRONMENT_ARGUMENTS, LIST_ENVIRONMENTS, SKIPPED_ENVIRONMENTS, STRUCTURAL_COMMANDS } from './symbols';
import type { CvDocument, CvEvent, CvItem, RichText } from './types';

const EVENT_ARGUMENTS = 4;

const TECH_STACK = /^tech(?:nology)? stack\s*:\s*/i;

/** A section as the walk found it; its kind is decided once its title and content are known. */
export interface FoundSection {
  title: string;
  file: string;
  line: number;
  items: CvItem[];
}

interface OpenEvent {
  args: RichText[];
  lines: RichText[];
  stack: string[];
}

/** Parses one file, adding its sections to `sections` and its problems to `warningsOut`. */
export function collectFile(source: string, file: string, sections: FoundSection[], warningsOut: CvDocument['warnings']): void {
  const warnings = new WarningSink(file);
  const doc = lex(source, warnings);
  const { count, kind: kinds, value, line: lines, after, hasStructure, hasEntry } = doc;
  const isBeginDocument = (k: number) => kinds[k] === COMMAND && value[k] === 'begin' && groupName(doc, k + 1) === 'document';

  let inPreamble = false;
  for (let k = 0; k < count && !inPreamble; k += 1) inPreamble = isBeginDocument(k);
  /** Groups the walk is inside; only tracked in the preamble, to catch \begin{document} in a group. */
  const preambleGroups: number[] = [];
  let section: FoundSection | null = null;
  let event: OpenEvent | null = null;
  let item: { parts: RichText; line: number } | null = null;
  const lists: number[] = [];
  let quotes = 0;
  let flowStart = -1;
  let flowLine = 0;

  /** Adds to the open section; content before the first section has no page to go to. */
  const add = (next: CvItem, line: number) => {
    if (!section) {
      warnings.add(line, 'Content before the first \\cvsection is not shown');
      return;
    }
    const last = section.items[section.items.length - 1];
    if (next.type === 'tags' && last?.type === 'tags') last.tags.push(...next.tags);
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

  const closeItem = () => {
    if (!item) return;
    const text = item.parts;
    const line = item.line;
    item = null;
    if (text.length === 0) return;
    if (event) event.lines.push(text);
    else add({ type: 'list', items: [text] }, line);
  };

  const closeEvent = () => {
    if (!event) return;
    const current = event;
    event = null;
    const [title = [], organisation = [], date = [], location = []] = current.args;
    const lines: RichText[] = [];
    const stack = [...current.stack];
    for (const line of current.lines) {
      const plain = plainText(line);
      if (TECH_STACK.test(plain)) for (const tool of splitStack(plain.replace(TECH_STACK, ''))) stack.push(tool);
      else lines.push(line);
    }
    const entry: CvEvent = { type: 'event', title, organisation, date, location, lines, stack };
    section?.items.push(entry);
  };

  /** The next `count` argument groups after i, as rich text; `next` is where the walk goes on. */
  const takeArgs = (from: number, count: number) => {
    const args: RichText[] = [];
    const groups: number[] = [];
    let next = from;
    while (args.length < count) {
      const group = arg(next);
      if (group < 0) break;
      groups.push(group);
      args.push(richText(doc, group + 1, doc.contentEnd[group]!));
      next = after[group]!;
    }
    return { args, groups, next };
  };

  /** The \cvtag{…}s inside the group at i (an achievement's description may list its tools), and where the first is. */
  const tagsIn = (group: number) => {
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
  };

  const closeBlock = (end: number) => {
    flush(end);
    closeItem();
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
    if (tokenKind === PAR) {
      if (!item) flush(i);
      i += 1;
      continue;
    }
    const name = value[i]!;
    if (tokenKind !== COMMAND || !STRUCTURAL_COMMANDS.has(name)) {
      if (flowStart < 0 && !isSpace(tokenKind)) {
        flowStart = i;
        flowLine = lines[i]!;
      }
      // A group holding a \cvsection or \item (usually a brace typo) is walked into, not skipped whole.
      i = tokenKind === OPEN && !hasStructure[i] ? after[i]! : i + 1;
      continue;
    }
    closeBlock(i);
    const line = lines[i]!;
    if (name === 'cvsection' || name === 'section') {
      closeEvent();
      const title = arg(skipOptional(doc, skipStar(doc, i + 1)));
      if (title < 0) {
        warnings.add(line, `\\${name} without a {title}`);
        section = null;
        i += 1;
      } else {
        const text = plainText(richText(doc, title + 1, doc.contentEnd[title]!)).replace(/\s+/g, ' ').trim();
        section = { title: text, file, line, items: [] };
        sections.push(section);
        i = after[title]!;
      }
    } else if (name === 'cvsubsection' || name === 'subsection') {
      closeEvent();
      const { args, next } = takeArgs(skipOptional(doc, skipStar(doc, i + 1)), 1);
      if (args[0]) add({ type: 'subsection', title: plainText(args[0]).replace(/\s+/g, ' ').trim() }, line);
      i = next > i ? next : i + 1;
    } else if (name === 'cvevent') {
      closeEvent();
      const { args, next } = takeArgs(i + 1, EVENT_ARGUMENTS);
      if (args.length < EVENT_ARGUMENTS) {
        warnings.add(line, `\\cvevent has ${args.length} of its ${EVENT_ARGUMENTS} arguments; the missing ones are left empty`);
      } else if (arg(next) >= 0) {
        warnings.add(line, `\\cvevent has more than ${EVENT_ARGUMENTS} arguments; the extra ones are shown as text`);
      }
      if (!section) warnings.add(line, 'A \\cvevent before the first \\cvsection is not shown');
      event = { args, lines: [], stack: [] };
      i = next;
    } else if (name === 'cvtag') {
      const { args, next } = takeArgs(i + 1, 1);
      const tag = args[0] ? plainText(args[0]) : '';
      if (tag && event) event.stack.push(tag);
      else if (tag) add({ type: 'tags', tags: [tag] }, line);
      i = next > i ? next : i + 1;
    } else if (name === 'cvskill') {
      closeEvent();
      const { args, next } = takeArgs(i + 1, 2);
      const skill = args[0] ? plainText(args[0]) : '';
      const rating = args[1] ? Number.parseFloat(plainText(args[1])) : Number.NaN;
      if (skill) add(Number.isFinite(rating) ? { type: 'skill', name: skill, rating: Math.min(5, Math.max(0, rating)) } : { type: 'skill', name: skill }, line);
      if (skill && !Number.isFinite(rating)) warnings.add(line, `\\cvskill{${skill}} has no numeric rating; it is shown without one`);
      i = next > i ? next : i + 1;
    } else if (name === 'cvachievement') {
      closeEvent();
      const { args, groups, next } = takeArgs(i + 1, 3);
      const [, title = [], described = []] = args;
      const description = groups[2];
      const { tags, first } = description === undefined ? { tags: [], first: -1 } : tagsIn(description);
      const text = first < 0 ? described : richText(doc, description! + 1, first);
      if (title.length > 0 || text.length > 0 || tags.length > 0) add({ type: 'achievement', title, text, ...(tags.length > 0 ? { tags } : {}) }, line);
      i = next > i ? next : i + 1;
    } else if (name === 'cvref') {
      closeEvent();
      const { args, next } = takeArgs(i + 1, 3);
      const [nameText = [], ...rest] = args;
      if (nameText.length > 0) add({ type: 'reference', name: nameText, lines: rest.filter((part) => part.length > 0) }, line);
      i = next > i ? next : i + 1;
    } else if (name === 'item') {
      item = { parts: [], line };
      i = skipOptional(doc, i + 1);
    } else if (name === 'begin' || name === 'end') {
      const group = arg(i + 1);
      const environment = groupName(doc, i + 1);
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
      } else if (LIST_ENVIRONMENTS.has(environment)) {
        if (name === 'begin') lists.push(line);
        else lists.pop();
      } else if (name === 'begin') {
        i = skipOptional(doc, i);
        for (let k = ENVIRONMENT_ARGUMENTS[environment] ?? 0; k > 0; k -= 1) {
          const envArg = arg(i);
          if (envArg >= 0) i = after[envArg]!;
        }
      }
    }
  }
  closeBlock(count);
  closeEvent();
  for (const line of lists) warnings.add(line, 'A list is never closed with \\end{...}');
  warningsOut.push(...warnings.finish());
}

/** Past the \end{environment} that closes the one begun before i (drawings: nothing to read); -1 if none does. */
function skipEnvironment(doc: Lexed, i: number, environment: string): number {
  let depth = 1;
  for (let k = i; k < doc.count; k += 1) {
    if (doc.kind[k] !== COMMAND || (doc.value[k] !== 'begin' && doc.value[k] !== 'end')) continue;
    if (groupName(doc, k + 1) !== environment) continue;
    depth += doc.value[k] === 'begin' ? 1 : -1;
    if (depth === 0) return k + 1;
  }
  return -1;
}

/** The plain name inside the group at i (after spaces): an environment name. */
function groupName(doc: Lexed, i: number): string {
  const j = skipSpaces(doc, i);
  if (j >= doc.count || doc.kind[j] !== OPEN) return '';
  const end = doc.contentEnd[j]!;
  let name = '';
  // Environment names are short; a huge group here is not one, and must not cost a long scan.
  for (let k = j + 1; k < Math.min(end, j + 40); k += 1) {
    if (doc.kind[k] === TEXT) name += doc.value[k];
  }
  return name.trim();
}

function skipStar(doc: Lexed, i: number): number {
  return i < doc.count && doc.kind[i] === TEXT && doc.value[i] === '*' ? i + 1 : i;
}

function splitStack(list: string): string[] {
  return list
    .replace(/\.\s*$/, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
