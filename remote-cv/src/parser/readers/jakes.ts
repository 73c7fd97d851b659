/**
 * Jake Gutierrez's one-page résumé (and sb2nov's, which it grew from): an article document whose
 * preamble defines \resumeSubheading{org}{location}{title}{date}, \resumeSubSubheading{title}{date},
 * \resumeProjectHeading{name | stack}{date}, \resumeItem and \resumeSubItem (one argument, or two in
 * sb2nov's: a bold title and its text), and list macros that expand to itemize. The skills section
 * is a block of "\textbf{Languages}{: …} \\" lines, read as named chip rows.
 */
import { latexReader, SECTION_RULES, splitStack, type Rule } from '../latex';
import { plainText } from '../inline';
import { looksLikeDate } from '../dates';
import type { FoundSection } from '../reader';
import type { CvItem, RichText } from '../types';

const text = (value: string): RichText => (value ? [{ kind: 'text', text: value }] : []);

const subheading: Rule = (walk, i) => {
  const { args, next } = walk.args(i + 1, 4);
  const [first = [], second = [], third = [], fourth = []] = args;
  // The template's education entries put the school first and the date last; many owners' jobs put
  // the title first and the date second. Where the date stands says which.
  const dateSecond = looksLikeDate(plainText(second)) && !looksLikeDate(plainText(fourth));
  walk.entry(dateSecond ? { title: first, date: second, organisation: third, location: fourth } : { title: third.length > 0 ? third : first, organisation: third.length > 0 ? first : [], location: second, date: fourth });
  return next;
};

const subSubheading: Rule = (walk, i) => {
  const { args, next } = walk.args(i + 1, 2);
  const [title = [], date = []] = args;
  // A second role at the same place: the organisation and place are the entry's above.
  const above = walk.event?.fields;
  walk.entry({ title, date, organisation: above?.organisation ?? [], location: above?.location ?? [] });
  return next;
};

/** Rich text cut at each "|" (the template's separator), keeping each part's marks and links. */
function splitAtBars(rich: RichText): RichText[] {
  const parts: RichText[] = [[]];
  for (const run of rich) {
    if (run.kind !== 'text' || !run.text.includes('|')) {
      parts[parts.length - 1]!.push(run);
      continue;
    }
    run.text.split('|').forEach((piece, index) => {
      if (index > 0) parts.push([]);
      if (piece.trim()) parts[parts.length - 1]!.push({ ...run, text: piece });
    });
  }
  return parts.filter((part) => plainText(part).trim() !== '');
}

const projectHeading: Rule = (walk, i) => {
  const { args, next } = walk.args(i + 1, 2);
  const [heading = [], date = []] = args;
  // "\textbf{Name} $|$ \emph{Python, Flask} $|$ \href{…}{GitHub}": the name, its stack, then links.
  const [name = heading, stack = [], ...links] = splitAtBars(heading);
  walk.entry({ title: text(plainText(name).trim()), date, stack: splitStack(plainText(stack)), lines: links });
  return next;
};

const item: Rule = (walk, i) => {
  const count = walk.arity(walk.doc.value[i]!) === 2 ? 2 : 1;
  const { args, next } = walk.args(i + 1, count);
  const [first = [], second = []] = args;
  if (count === 2 && second.length > 0) {
    const title = first.map((run) => (run.kind === 'text' ? { ...run, bold: true as const } : run));
    walk.bullet(first.length > 0 ? [...title, { kind: 'text', text: ': ' }, ...second] : second);
  } else walk.bullet(first);
  return next;
};

const LABELLED_LINE = /^\s*([^:]{1,40}?)\s*:\s*(.+?)\s*$/;

/** "Languages: Java, Python \\ Frameworks: React" as named chip rows; null when a line is not "label: list". */
export function labelledRows(rich: RichText): Extract<CvItem, { type: 'tags' }>[] | null {
  const lines: string[] = [''];
  for (const run of rich) {
    if (run.kind === 'break') lines.push('');
    else lines[lines.length - 1] += run.text;
  }
  const rows: Extract<CvItem, { type: 'tags' }>[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const match = LABELLED_LINE.exec(line);
    if (!match) return null;
    rows.push({ type: 'tags', label: match[1]!, tags: splitStack(match[2]!) });
  }
  return rows.length > 0 ? rows : null;
}

function skillRows(section: FoundSection) {
  section.items = section.items.flatMap((found): CvItem[] => {
    if (found.type === 'paragraph') return labelledRows(found.text) ?? [found];
    if (found.type !== 'list') return [found];
    const rows = found.items.map(labelledRows);
    return rows.every((row) => row !== null) ? rows.flat() : [found];
  });
}

export const reader = latexReader({
  cvClass: 'jakes',
  sectionCommand: '\\section',
  rules: {
    ...SECTION_RULES,
    resumeSubheading: subheading,
    resumeSubSubheading: subSubheading,
    resumeProjectHeading: projectHeading,
    resumeItem: item,
    resumeSubItem: item,
  },
  entries: ['section', 'subsection', 'resumeSubheading', 'resumeSubSubheading', 'resumeProjectHeading'],
  quietHeader: true,
  finish: skillRows,
});
