/**
 * Awesome-CV (https://github.com/posquit0/Awesome-CV), as its class file and template use it:
 * \cvsection, \cvsubsection, \cventry{position}{organisation}{location}{date}{description} whose
 * description holds a cvitems list, \cvsubentry{position}{title}{date}{description},
 * \cvhonor{award}{event}{location}{date}, \cvskill{type}{skills} and the cvparagraph environment.
 * Its multi-file layout (\input{cv/experience.tex}) is resolved before the reader runs.
 */
import { CV_SECTION_RULES, latexReader, splitStack, type Rule } from '../latex';
import { plainText } from '../inline';

const entry: Rule = (walk, i) => {
  const { args, groups, next } = walk.args(i + 1, 5, 4);
  const [position = [], organisation = [], location = [], date = []] = args;
  if (groups.length < 4) walk.warn(`\\cventry has ${groups.length} of its 5 arguments; the missing ones are left empty`);
  // With no position, the class prints the organisation as the entry's first line.
  const title = position.length > 0 ? position : organisation;
  walk.entry({ title, organisation: position.length > 0 ? organisation : [], location, date }, groups[4]);
  return groups[4] === undefined ? next : groups[4] + 1;
};

const subentry: Rule = (walk, i) => {
  const { args, groups, next } = walk.args(i + 1, 4, 3);
  const [position = [], title = [], date = []] = args;
  walk.entry({ title: position.length > 0 ? position : title, organisation: position.length > 0 ? title : [], date }, groups[3]);
  return groups[3] === undefined ? next : groups[3] + 1;
};

const honor: Rule = (walk, i) => {
  const { args, next } = walk.args(i + 1, 4);
  const [award = [], event = [], location = [], date = []] = args;
  walk.entry({ title: award.length > 0 ? award : event, organisation: award.length > 0 ? event : [], location, date });
  return next;
};

const skill: Rule = (walk, i) => {
  const { args, next } = walk.args(i + 1, 2);
  const label = args[0] ? plainText(args[0]).trim() : '';
  const tags = args[1] ? splitStack(plainText(args[1])) : [];
  if (tags.length > 0) walk.add({ type: 'tags', tags, ...(label ? { label } : {}) });
  else if (label) walk.add({ type: 'tags', tags: [label] });
  return next;
};

export const reader = latexReader({
  cvClass: 'awesome-cv',
  sectionCommand: '\\cvsection',
  rules: {
    ...CV_SECTION_RULES,
    cventry: entry,
    cvsubentry: subentry,
    cvhonor: honor,
    cvskill: skill,
  },
  entries: ['cvsection', 'section', 'cvsubsection', 'subsection', 'cventry', 'cvsubentry', 'cvhonor', 'cvskill'],
  lists: ['cvitems'],
});
