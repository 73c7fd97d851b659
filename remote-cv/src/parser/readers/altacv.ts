/**
 * AltaCV (https://github.com/liantze/AltaCV): \cvsection, \cvevent{title}{organisation}{date}
 * {location} followed by its bullets, \cvtag, \cvskill{name}{rating}, \cvachievement{icon}{title}
 * {text}, \cvref. Also the reader of last resort: \section and \subsection are read too.
 */
import { CV_SECTION_RULES, latexReader, type Rule } from '../latex';
import { plainText } from '../inline';

const EVENT_ARGUMENTS = 4;

const event: Rule = (walk, i) => {
  const { args, next } = walk.args(i + 1, EVENT_ARGUMENTS);
  if (args.length < EVENT_ARGUMENTS) {
    walk.warn(`\\cvevent has ${args.length} of its ${EVENT_ARGUMENTS} arguments; the missing ones are left empty`);
  } else if (walk.args(next, 1).args.length > 0) {
    walk.warn(`\\cvevent has more than ${EVENT_ARGUMENTS} arguments; the extra ones are shown as text`);
  }
  const [title = [], organisation = [], date = [], location = []] = args;
  walk.entry({ title, organisation, date, location });
  return next;
};

const tag: Rule = (walk, i) => {
  const { args, next } = walk.args(i + 1, 1);
  const text = args[0] ? plainText(args[0]) : '';
  if (text && walk.event) walk.event.stack.push(text);
  else if (text) walk.add({ type: 'tags', tags: [text] });
  return next;
};

const skill: Rule = (walk, i) => {
  const { args, next } = walk.args(i + 1, 2);
  const name = args[0] ? plainText(args[0]) : '';
  const rating = args[1] ? Number.parseFloat(plainText(args[1])) : Number.NaN;
  if (name) walk.add(Number.isFinite(rating) ? { type: 'skill', name, rating: Math.min(5, Math.max(0, rating)) } : { type: 'skill', name });
  if (name && !Number.isFinite(rating)) walk.warn(`\\cvskill{${name}} has no numeric rating; it is shown without one`);
  return next;
};

const achievement: Rule = (walk, i) => {
  const { args, groups, next } = walk.args(i + 1, 3);
  const [, title = [], described = []] = args;
  const description = groups[2];
  const { tags, first } = description === undefined ? { tags: [], first: -1 } : walk.tagsIn(description);
  const text = first < 0 ? described : walk.text(description! + 1, first);
  if (title.length > 0 || text.length > 0 || tags.length > 0) walk.add({ type: 'achievement', title, text, ...(tags.length > 0 ? { tags } : {}) });
  return next;
};

const reference: Rule = (walk, i) => {
  const { args, next } = walk.args(i + 1, 3);
  const [name = [], ...rest] = args;
  if (name.length > 0) walk.add({ type: 'reference', name, lines: rest.filter((part) => part.length > 0) });
  return next;
};

export const reader = latexReader({
  cvClass: 'altacv',
  sectionCommand: '\\cvsection',
  rules: {
    ...CV_SECTION_RULES,
    cvevent: event,
    cvtag: tag,
    cvskill: skill,
    cvachievement: achievement,
    cvref: reference,
  },
  entries: ['cvsection', 'section', 'cvsubsection', 'subsection', 'cvevent', 'cvskill', 'cvachievement', 'cvref'],
});
