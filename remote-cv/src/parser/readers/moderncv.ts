/**
 * moderncv (https://github.com/moderncv/moderncv), as its documentation and template use it:
 * \section, \subsection, \cventry{dates}{title}{employer}{city}{grade}{description},
 * \cvitem{label}{text} and its variants (\cvitemwithcomment, \cvdoubleitem, \cvlistitem,
 * \cvlistdoubleitem, \cvlanguage, \cvcomputer, the old \cvline). The class puts the dates first;
 * the card still shows the title first.
 */
import { latexReader, SECTION_RULES, type Rule, type Walk } from '../latex';
import { plainText } from '../inline';
import { looksLikeDate } from '../dates';
import type { RichText } from '../types';

const ENTRY_ARGUMENTS = 6;

const entry: Rule = (walk, i) => {
  const { args, groups, next } = walk.args(i + 1, ENTRY_ARGUMENTS, ENTRY_ARGUMENTS - 1);
  if (groups.length < 4) walk.warn(`\\cventry has ${groups.length} of its ${ENTRY_ARGUMENTS} arguments; the missing ones are left empty`);
  const [date = [], title = [], organisation = [], location = [], grade = []] = args;
  const body = groups[5];
  walk.entry({ title, organisation, location, date, lines: grade.length > 0 ? [grade] : [] }, body);
  return body === undefined ? next : body + 1;
};

/** One label and its text: a dated line is an entry of its own, an unlabelled one a paragraph. */
function labelled(walk: Walk, label: RichText, text: RichText) {
  if (text.length === 0 && label.length === 0) return;
  if (label.length === 0) walk.add({ type: 'paragraph', text });
  else if (text.length > 0 && looksLikeDate(plainText(label))) walk.entry({ title: text, date: label });
  else walk.add({ type: 'field', label, text });
}

function joined(first: RichText, second: RichText): RichText {
  if (second.length === 0) return first;
  if (first.length === 0) return second;
  return [...first, { kind: 'text', text: ' \u2014 ' }, ...second];
}

const item: Rule = (walk, i) => {
  const { args, next } = walk.args(i + 1, 2);
  labelled(walk, args[0] ?? [], args[1] ?? []);
  return next;
};

const itemWithComment: Rule = (walk, i) => {
  const { args, next } = walk.args(i + 1, 3);
  labelled(walk, args[0] ?? [], joined(args[1] ?? [], args[2] ?? []));
  return next;
};

const doubleItem: Rule = (walk, i) => {
  const { args, next } = walk.args(i + 1, 4);
  labelled(walk, args[0] ?? [], args[1] ?? []);
  labelled(walk, args[2] ?? [], args[3] ?? []);
  return next;
};

const listItem =
  (count: number): Rule =>
  (walk, i) => {
    const { args, next } = walk.args(i + 1, count);
    for (const text of args) walk.bullet(text);
    return next;
  };

export const reader = latexReader({
  cvClass: 'moderncv',
  sectionCommand: '\\section',
  rules: {
    ...SECTION_RULES,
    cventry: entry,
    cvitem: item,
    cvline: item,
    cvitemwithcomment: itemWithComment,
    cvlanguage: itemWithComment,
    cvdoubleitem: doubleItem,
    cvcomputer: doubleItem,
    cvlistitem: listItem(1),
    cvlistdoubleitem: listItem(2),
  },
  entries: ['section', 'subsection', 'cventry', 'cvitem', 'cvline', 'cvitemwithcomment', 'cvlanguage', 'cvdoubleitem', 'cvcomputer'],
  quietHeader: true,
});
