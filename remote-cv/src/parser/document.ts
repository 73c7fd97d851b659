/**
 * Walks one AltaCV file's tokens and collects the entities of the sections the site shows. The
 * walk is a single forward pass: structural commands (\cvsection, \cvevent, \cvtag, \item, lists)
 * split the text between them, which becomes bullets or event lines.
 */
import { CLOSE, COMMAND, lex, OPEN, PAR, TEXT, WarningSink, type Lexed } from './lexer';
import { isSpace, plainText, richText, skipOptional, skipSpaces } from './inline';
import { ENVIRONMENT_ARGUMENTS, LIST_ENVIRONMENTS, STRUCTURAL_COMMANDS } from './symbols';
import type { CvDocument, RichText, SectionKind } from './types';

const EVENT_ARGUMENTS = 4;

const TECH_STACK = /^tech(?:nology)? stack\s*:\s*/i;

interface OpenEvent {
  args: RichText[];
  lines: RichText[];
  stack: string[];
}

/** Parses one file into `into`; the caller merges files in order. */
export function collectFile(
  source: string,
  file: string,
  sectionKind: (title: string) => SectionKind | null,
  into: CvDocument,
): void {
  const warnings = new WarningSink(file);
  const doc = lex(source, warnings);
  const { count, kind: kinds, value, line: lines, after, hasStructure } = doc;
  const isBeginDocument = (k: number) => kinds[k] === COMMAND && value[k] === 'begin' && groupName(doc, k + 1) === 'document';

  let inPreamble = false;
  for (let k = 0; k < count && !inPreamble; k += 1) inPreamble = isBeginDocument(k);
  /** Groups the walk is inside; only tracked in the preamble, to catch \begin{document} in a group. */
  const preambleGroups: number[] = [];
  let kind: SectionKind | null = null;
  let event: OpenEvent | null = null;
  let item: { parts: RichText; line: number } | null = null;
  const lists: number[] = [];
  let flowStart = -1;

  const runaway = new Set<number>();
  /**
   * The argument group at i, or -1. An argument never holds CV structure (\cvevent, \item, …):
   * one that does lost its "}" and was closed by a stray one further on, so it is not taken as an
   * argument and the walk reads on inside it instead of losing everything it swallowed.
   */
  const arg = (i: number) => {
    const j = skipSpaces(doc, i);
    if (j >= count || kinds[j] !== OPEN) return -1;
    // A "{" the lexer already repaired (closed at its line end) is a real argument; only a group
    // closed by an actual "}" can have run on.
    if (!hasStructure[j] || kinds[doc.contentEnd[j]!] !== CLOSE) return j;
    if (!runaway.has(j)) {
      runaway.add(j);
      warnings.add(lines[j]!, 'This "{" is missing its "}": the argument ran on into the rest of the CV, which is read as content', 'error');
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
  };

  const closeItem = () => {
    if (!item) return;
    const text = item.parts;
    const line = item.line;
    item = null;
    if (text.length === 0) return;
    if (kind === 'technicalSkills' || kind === 'keySkills') {
      into[kind].push(plainText(text));
    } else if (kind === 'experience' || kind === 'education') {
      if (event) event.lines.push(text);
      else warnings.add(line, 'A bullet outside any \\cvevent is not shown');
    }
  };

  const closeEvent = () => {
    if (!event) return;
    const current = event;
    event = null;
    const [first = [], second = [], third = [], fourth = []] = current.args;
    if (kind === 'experience') {
      const skills: RichText[] = [];
      const stack = [...current.stack];
      for (const line of current.lines) {
        const plain = plainText(line);
        if (TECH_STACK.test(plain)) for (const tool of splitStack(plain.replace(TECH_STACK, ''))) stack.push(tool);
        else skills.push(line);
      }
      into.experience.push({ jobTitle: first, company: second, date: third, location: fourth, skills, stack });
    } else if (kind === 'qualifications') {
      into.qualifications.push({ qualification: first, issuer: second, date: third, company: fourth });
    } else if (kind === 'education') {
      into.education.push({ qualification: first, issuer: second, date: third, location: fourth, skills: current.lines });
    }
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
          warnings.add(lines[outer]!, 'This "{" is still open at \\begin{document}: a "}" is missing', 'error');
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
      if (flowStart < 0 && !isSpace(tokenKind)) flowStart = i;
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
        kind = null;
        i += 1;
      } else {
        kind = sectionKind(plainText(richText(doc, title + 1, doc.contentEnd[title]!)));
        i = after[title]!;
      }
    } else if (name === 'cvevent') {
      closeEvent();
      const args: RichText[] = [];
      let next = i + 1;
      while (args.length < EVENT_ARGUMENTS) {
        const group = arg(next);
        if (group < 0) break;
        args.push(richText(doc, group + 1, doc.contentEnd[group]!));
        next = after[group]!;
      }
      if (args.length < EVENT_ARGUMENTS) {
        warnings.add(line, `\\cvevent has ${args.length} of its ${EVENT_ARGUMENTS} arguments; the missing ones are left empty`);
      } else if (arg(next) >= 0) {
        warnings.add(line, `\\cvevent has more than ${EVENT_ARGUMENTS} arguments; the extra ones are shown as text`);
      }
      event = { args, lines: [], stack: [] };
      i = next;
    } else if (name === 'cvtag' || name === 'cvskill') {
      const group = arg(i + 1);
      if (group < 0) {
        i += 1;
        continue;
      }
      const tag = plainText(richText(doc, group + 1, doc.contentEnd[group]!));
      if (tag && (kind === 'technicalSkills' || kind === 'keySkills')) into[kind].push(tag);
      else if (tag && kind === 'experience' && event) event.stack.push(tag);
      i = after[group]!;
      if (name === 'cvskill') {
        const rating = arg(i);
        if (rating >= 0) i = after[rating]!;
      }
    } else if (name === 'item') {
      item = { parts: [], line };
      i = skipOptional(doc, i + 1);
    } else if (name === 'begin' || name === 'end') {
      const group = arg(i + 1);
      const environment = groupName(doc, i + 1);
      i = group < 0 ? i + 1 : after[group]!;
      if (environment === 'document' && name === 'end') break;
      if (LIST_ENVIRONMENTS.has(environment)) {
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
  into.warnings.push(...warnings.finish());
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
