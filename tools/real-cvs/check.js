#!/usr/bin/env node
/**
 * Reads LaTeX CV folders the way the build does (every .tex file of the folder resolved into one
 * text, the site's parser, its section titles) and says, for each: the form it was read as, the
 * sections each page gets and how much each holds, the build's errors and warnings (as file:line),
 * and what the site loses or garbles of what the PDF prints; and the publications its bibliography
 * prints from the folder's .bib files, list by list, each entry's year and title, to hold against the
 * PDF's.
 *
 * For trying the readers on CVs nobody here wrote, which stay out of the repository (they are real
 * people's): `node tools/real-cvs/check.js /tmp/some-cv-folder …`. Exits 1 when any CV has a failure.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');
const { jiti } = require('../jiti');

const SRC = path.join(__dirname, '../../remote-cv/src');
const { parseCv, readerFor } = jiti(path.join(SRC, 'parser/parseCv.ts'));
const { createTitleMatcher } = jiti(path.join(SRC, 'parser/sectionTitles.ts'));
const { sectionsOfPage, countsOf } = jiti(path.join(SRC, 'parser/sections.ts'));
const { plainText } = jiti(path.join(SRC, 'parser/inline.ts'));
const { READERS } = jiti(path.join(SRC, 'parser/readers/index.ts'));
const { codeOf } = jiti(path.join(SRC, 'resolver/resolveCv.ts'));
const { resolveTexFolder } = require('../../remote-cv/builder/cvFolder');
const { readPublications } = jiti(path.join(SRC, 'publications/readPublications.ts'));

/** biber's name hashes, which a name format may test. */
const md5 = (text) => createHash('md5').update(text, 'utf8').digest('hex');

const PAGES = ['experience', 'qualifications', 'skills', 'publications'];

/** What the CV's bibliography prints, as the build reads it: { publications, warnings, files } or { error }. */
function publicationsIn(folder, source) {
  const base = path.dirname(path.join(folder, source.main));
  const readFile = (name) => {
    const full = path.resolve(base, name);
    return fs.existsSync(full) && fs.statSync(full).isFile() ? { file: path.relative(folder, full), text: fs.readFileSync(full, 'utf8') } : null;
  };
  try {
    // As the build reads it (remote-cv/builder/publications.js): the owner's macros expanded first.
    const cvText = readerFor([{ file: 'cv', text: source.text }]).expand?.(source.text) ?? source.text;
    return readPublications({ cvText, readFile, md5 });
  } catch (error) {
    return { error: error.message };
  }
}

/** Every text a visitor can read in a section. */
function shownTexts(section) {
  const texts = [section.title];
  const rich = (text) => texts.push(plainText(text));
  for (const item of section.items) {
    switch (item.type) {
      case 'event':
        [item.title, item.organisation, item.date, item.location, ...item.lines].forEach(rich);
        texts.push(...item.stack);
        break;
      case 'tags':
        texts.push(item.label ?? '', ...item.tags);
        break;
      case 'field':
        rich(item.label);
        rich(item.text);
        break;
      case 'list':
        item.items.forEach(rich);
        break;
      case 'skill':
        texts.push(item.name);
        break;
      case 'achievement':
        rich(item.title);
        rich(item.text);
        texts.push(...(item.tags ?? []));
        break;
      case 'reference':
        rich(item.name);
        item.lines.forEach(rich);
        break;
      case 'subsection':
        texts.push(item.title);
        break;
      default:
        rich(item.text);
    }
  }
  return texts;
}

/** Letters and digits as words; ZWNJ joins a Persian word, so it is kept inside one. */
const WORD = /[\p{L}\p{M}\p{N}\u200C]{2,}/gu;
const words = (text) => (text.normalize('NFC').match(WORD) ?? []).map((word) => word.replace(/\u200C/g, ''));

/** Commands whose first argument prints nothing: the words in it are not on the PDF either. */
const SILENT = /\\(?:begin|end|mynames|addbibresource|bibliography|bibliographystyle|nocite|printbibliography|vspace\*?|hspace\*?|textcolor|color|colorbox|setlength|addtolength|includegraphics|vcenteredinclude|raisebox|titleformat|titlespacing|label|ref|cite|href|rule|multicolumn|setlist|newfontfamily|setmainfont|settextfont|setlatintextfont|pagestyle|thispagestyle|columnratio|definecolor|linespread)\*?(?:\s*\[[^\]\n]*\])*(?:\s*\{[^{}\n]*\})/g;
/** Lengths and sizes: {0.96\textwidth}, \fontsize{10}{12}, \\[4pt], \hyphenpenalty=10000. */
const LAYOUT = /\{\s*-?[\d.]+\s*(?:pt|em|ex|cm|mm|in|bp|sp|\\[A-Za-z]+)\s*\}|\\fontsize\s*\{[^{}]*\}\s*\{[^{}]*\}|\\\\\*?\s*\[[^\]\n]*\]|=\s*-?[\d.]+(?:pt|em|ex|cm|mm|in)?/g;

/**
 * The code of the body from the first section on, where the site shows what the PDF prints: the
 * header before it is the owner's name and contacts, which the home page shows from site.json.
 */
function bodyFromFirstSection(text, cv) {
  const code = text
    // A URL is read as written, "%" and all (hyperref); its link text is what prints.
    .replace(/\\(?:href|url)\s*\{[^{}\n]*\}/g, ' ')
    .split('\n')
    .map(codeOf)
    .join('\n');
  const body = code.slice(code.indexOf('\\begin{document}'), code.lastIndexOf('\\end{document}') + 1 || undefined);
  const first = cv.sections[0];
  const firstTitle = first ? body.indexOf(first.title.split(' ')[0]) : -1;
  return firstTitle < 0 ? body : body.slice(firstTitle);
}

/** The words that code prints, roughly: command names, options and the arguments that print nothing are dropped. */
function printedWords(code) {
  const printed = code
    .replace(/\[[^\]\n]*=[^\]\n]*\]/g, ' ')
    .replace(LAYOUT, ' ')
    .replace(SILENT, ' ')
    .replace(SILENT, ' ')
    .replace(/\\(La)?TeX\b/g, ' $1TeX ')
    .replace(/\\[A-Za-z@]+\*?/g, ' ')
    .replace(/\\./g, ' ');
  return words(printed);
}

/** The text arguments of the commands that only set a language or a direction: \lr{…}, \textenglish[…]{…}… */
const LANGUAGE_ARGUMENT = /\\(?:lr|rl|LR|RL|LRE|RLE|latin|(?!textcolor\b)text[a-z]{3,}|foreignlanguage(?:\[[^\]\n]*\])?\{[^{}]*\})(?:\[[^\]\n]*\])?\{([^{}]*)\}/g;

function check(folder) {
  const label = (file) => path.join(folder, file);
  const resolved = resolveTexFolder(folder, undefined, label);
  if (!resolved.ok) return { folder, warnings: [], failures: [resolved.error] };
  const source = resolved.cv;
  const where = (line) => {
    const origin = source.origins[line - 1] ?? source.origins[source.origins.length - 1];
    return `${label(origin.file)}:${origin.line}`;
  };
  const cv = parseCv([{ file: 'cv', text: source.text }], createTitleMatcher());
  const errors = cv.warnings.filter((warning) => warning.severity === 'error').map((warning) => `${where(warning.line)}: ${warning.message}`);
  const warnings = cv.warnings.filter((warning) => warning.severity !== 'error').map((warning) => `${where(warning.line)}: ${warning.message}`);
  const pages = Object.fromEntries(
    PAGES.map((page) => [
      page,
      sectionsOfPage(cv, page).map((section) => {
        const { entries, tags } = countsOf(section);
        return { title: section.title, kind: section.kind, entries, tags };
      }),
    ]),
  );
  const shownWords = cv.sections.flatMap(shownTexts).flatMap(words);
  const shown = new Set(shownWords);
  const bibliography = publicationsIn(folder, source);
  const printsLists = new Set(bibliography.printedIn ?? []);
  for (const part of bibliography.publications?.parts ?? []) {
    for (const group of part.groups) {
      shownWords.push(...words(group.title ?? ''));
      // An inline thebibliography's items are written in the CV: the page shows them in its lists.
      for (const entry of group.entries) if (!entry.bibtex) shownWords.push(...words(plainText(entry.title)));
    }
  }
  for (const word of shownWords) shown.add(word);
  const expanded = READERS[cv.cvClass].expand?.(source.text) ?? source.text;
  const body = bodyFromFirstSection(expanded, cv);
  const printedList = printedWords(body);
  const printed = new Set(printedList);
  const missing = [...new Set(printedList.filter((word) => !shown.has(word)))];
  // A word the site shows that the PDF does not: source leaking through, or two words run together.
  const mangled = [...new Set(shownWords.filter((word) => !printed.has(word)))];
  const languageArguments = [...body.matchAll(LANGUAGE_ARGUMENT)].map((match) => match[1]);
  const hidden = languageArguments.filter((argument) => !printedWords(argument).every((word) => shown.has(word)));
  const lost = cv.sections.filter((section) => section.items.length === 0 && !printsLists.has(section.title)).map((section) => section.title);
  warnings.push(...(bibliography.warnings ?? []).map(({ line, message }) => `${where(line)}: ${message}`));
  const failures = [
    ...errors,
    ...(bibliography.error ? [`publications: ${bibliography.error}`] : []),
    ...lost.map((title) => `section "${title}" shows nothing`),
    ...hidden.map((argument) => `the text of a language command is not shown: ${argument}`),
    ...(missing.length > 0 ? [`${missing.length} printed words not on the site: ${missing.join(' ')}`] : []),
    ...(mangled.length > 0 ? [`${mangled.length} words on the site that the PDF does not print: ${mangled.join(' ')}`] : []),
  ];
  return { folder, cvClass: cv.cvClass, pages, warnings, failures, languageArguments: languageArguments.length, publications: bibliography.publications ?? null };
}

function main(folders) {
  if (folders.length === 0) {
    console.error('usage: node tools/real-cvs/check.js <cv folder>…');
    return 2;
  }
  let failed = 0;
  for (const folder of folders) {
    const result = check(folder);
    console.log(`${folder}: read as ${result.cvClass ?? '?'}`);
    for (const page of PAGES) {
      const sections = result.pages?.[page] ?? [];
      console.log(`  ${page}: ${sections.length} section${sections.length === 1 ? '' : 's'}`);
      for (const { title, kind, entries, tags } of sections) console.log(`    ${title} (${kind}): ${entries} entries, ${tags} tags`);
    }
    for (const part of result.publications?.parts ?? []) {
      for (const group of part.groups) {
        console.log(`  printed list ${part.title ?? '(no section)'} / ${group.title ?? '(untitled)'}: ${group.entries.length} entries`);
        for (const entry of group.entries) console.log(`    ${entry.date?.slice(0, 4) ?? '----'} ${plainText(entry.title)}${entry.authors.some((author) => author.own) ? '' : '  (no name in bold)'}`);
      }
    }
    if (result.languageArguments !== undefined) console.log(`  texts of \\lr, \\textenglish… after the first section: ${result.languageArguments}, shown: ${result.languageArguments - result.failures.filter((failure) => failure.startsWith('the text of')).length}`);
    for (const warning of result.warnings) console.log(`  warning: ${warning}`);
    for (const failure of result.failures) console.log(`  FAILURE: ${failure}`);
    console.log(`  ${result.failures.length} failure${result.failures.length === 1 ? '' : 's'}`);
    if (result.failures.length > 0) failed += 1;
  }
  return failed > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
