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
 * people's): `node tools/real-cvs/check.js /tmp/some-cv-folder …` (or the folder's main .tex file, where it
 * holds more than one document). Exits 1 when any CV has a failure. tools/real-cvs/run.js runs check()
 * on every real CV of tools/real-cvs/cvs.json and compares what each shows with what was recorded.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');

/** This checkout: the readers check() uses unless createChecker is given another one. */
const REPO_ROOT = path.join(__dirname, '../..');

/**
 * The readers of a checkout of this repository, as its build loads them: the CV parser, the CV
 * folder's resolver and the publications reader. An older checkout (tools/real-cvs/run.js --root)
 * may keep them elsewhere or lack one: build/ before builder/, no resolveTexFolder before the
 * owner's bibliography macros were expanded, no publications reader before 2537a37.
 */
function readersOf(root) {
  const at = (...parts) => path.join(root, ...parts);
  const firstFile = (...files) => files.map((file) => at(file)).find((file) => fs.existsSync(file));
  const { jiti } = require(firstFile('tools/jiti.js', 'build/jiti.js'));
  const SRC = at('remote-cv/src');
  const { parseCv, readerFor } = jiti(path.join(SRC, 'parser/parseCv.ts'));
  const { createTitleMatcher } = jiti(path.join(SRC, 'parser/sectionTitles.ts'));
  const { sectionsOfPage, countsOf } = jiti(path.join(SRC, 'parser/sections.ts'));
  const { plainText } = jiti(path.join(SRC, 'parser/inline.ts'));
  const { READERS } = jiti(path.join(SRC, 'parser/readers/index.ts'));
  const { codeOf, resolveCv } = jiti(path.join(SRC, 'resolver/resolveCv.ts'));
  const cvFolder = firstFile('remote-cv/builder/cvFolder.js', 'remote-cv/build/cvFolder.js');
  const { readTexFiles } = require(firstFile('builder/texFiles.js', 'build/texFiles.js'));
  const resolveTexFolder =
    (cvFolder && require(cvFolder).resolveTexFolder) ?? ((folder, main, label) => resolveCv({ files: readTexFiles(folder), main, label }));
  const publications = path.join(SRC, 'publications/readPublications.ts');
  const readPublications = fs.existsSync(publications) ? jiti(publications).readPublications : null;
  return { parseCv, readerFor, createTitleMatcher, sectionsOfPage, countsOf, plainText, READERS, codeOf, resolveTexFolder, readPublications };
}

/** biber's name hashes, which a name format may test. */
const md5 = (text) => createHash('md5').update(text, 'utf8').digest('hex');

const PAGES = ['experience', 'qualifications', 'skills', 'publications'];

/**
 * What the CV's bibliography prints, as the build reads it: { publications, warnings, files } or
 * { error }; null where the checkout has no publications reader.
 */
function publicationsIn(r, folder, source) {
  if (!r.readPublications) return null;
  const base = path.dirname(path.join(folder, source.main));
  const readFile = (name) => {
    const full = path.resolve(base, name);
    return fs.existsSync(full) && fs.statSync(full).isFile() ? { file: path.relative(folder, full), text: fs.readFileSync(full, 'utf8') } : null;
  };
  try {
    // As the build reads it (remote-cv/builder/publications.js): the owner's macros expanded first.
    const cvText = r.readerFor([{ file: 'cv', text: source.text }]).expand?.(source.text) ?? source.text;
    return r.readPublications({ cvText, readFile, md5 });
  } catch (error) {
    return { error: error.message };
  }
}

/** Every text a visitor can read in a section. */
function shownTexts(r, section) {
  const texts = [section.title];
  const rich = (text) => texts.push(r.plainText(text));
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
function bodyFromFirstSection(r, text, cv) {
  const code = text
    // A URL is read as written, "%" and all (hyperref); its link text is what prints.
    .replace(/\\(?:href|url)\s*\{[^{}\n]*\}/g, ' ')
    .split('\n')
    .map(r.codeOf)
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

/**
 * Reads one CV folder with the readers r (readersOf). main: the CV's main file, where the folder
 * holds more than one document (content/site.json cv.main). Returns what each page shows, the
 * publications, and what the site loses of the PDF, each kind apart (run.js compares them with what
 * was recorded) and all of them as failures (this command's own report).
 */
function checkWith(r, folder, main) {
  const label = (file) => path.join(folder, file);
  const resolved = r.resolveTexFolder(folder, main, label);
  if (!resolved.ok) return { folder, warnings: [], errors: [resolved.error], failures: [resolved.error] };
  const source = resolved.cv;
  const where = (line) => {
    const origin = source.origins[line - 1] ?? source.origins[source.origins.length - 1];
    return `${label(origin.file)}:${origin.line}`;
  };
  const cv = r.parseCv([{ file: 'cv', text: source.text }], r.createTitleMatcher());
  const errors = cv.warnings.filter((warning) => warning.severity === 'error').map((warning) => `${where(warning.line)}: ${warning.message}`);
  const warnings = cv.warnings.filter((warning) => warning.severity !== 'error').map((warning) => `${where(warning.line)}: ${warning.message}`);
  const pages = Object.fromEntries(
    PAGES.map((page) => [
      page,
      r.sectionsOfPage(cv, page).map((section) => {
        const { entries, tags } = r.countsOf(section);
        const subsections = section.items.filter((item) => item.type === 'subsection').length;
        return { title: section.title, kind: section.kind, entries, tags, subsections };
      }),
    ]),
  );
  const shownWords = cv.sections.flatMap((section) => shownTexts(r, section)).flatMap(words);
  const shown = new Set(shownWords);
  const bibliography = publicationsIn(r, folder, source) ?? {};
  const printsLists = new Set(bibliography.printedIn ?? []);
  for (const part of bibliography.publications?.parts ?? []) {
    for (const group of part.groups) {
      shownWords.push(...words(group.title ?? ''));
      // An inline thebibliography's items are written in the CV: the page shows them in its lists.
      for (const entry of group.entries) if (!entry.bibtex) shownWords.push(...words(r.plainText(entry.title)));
    }
  }
  for (const word of shownWords) shown.add(word);
  const expanded = r.READERS[cv.cvClass].expand?.(source.text) ?? source.text;
  const body = bodyFromFirstSection(r, expanded, cv);
  const printedList = printedWords(body);
  const printed = new Set(printedList);
  const missing = [...new Set(printedList.filter((word) => !shown.has(word)))];
  // A word the site shows that the PDF does not: source leaking through, or two words run together.
  const mangled = [...new Set(shownWords.filter((word) => !printed.has(word)))];
  const languageArguments = [...body.matchAll(LANGUAGE_ARGUMENT)].map((match) => match[1]);
  const hidden = languageArguments.filter((argument) => !printedWords(argument).every((word) => shown.has(word)));
  const lost = cv.sections.filter((section) => section.items.length === 0 && !printsLists.has(section.title)).map((section) => section.title);
  warnings.push(...(bibliography.warnings ?? []).map(({ line, message }) => `${where(line)}: ${message}`));
  if (bibliography.error) errors.push(`publications: ${bibliography.error}`);
  const failures = [
    ...errors,
    ...lost.map((title) => `section "${title}" shows nothing`),
    ...hidden.map((argument) => `the text of a language command is not shown: ${argument}`),
    ...(missing.length > 0 ? [`${missing.length} printed words not on the site: ${missing.join(' ')}`] : []),
    ...(mangled.length > 0 ? [`${mangled.length} words on the site that the PDF does not print: ${mangled.join(' ')}`] : []),
  ];
  return {
    folder,
    main: source.main,
    cvClass: cv.cvClass,
    pages,
    warnings,
    errors,
    lost,
    hidden,
    missing,
    mangled,
    failures,
    languageArguments: languageArguments.length,
    // undefined: this checkout has no publications reader; null: the CV prints none.
    publications: r.readPublications ? (bibliography.publications ?? null) : undefined,
    plainText: r.plainText,
  };
}

/** The readers of a checkout (default: this one), loaded once, and check(folder, { main }) with them. */
function createChecker(root = REPO_ROOT) {
  let readers;
  return {
    check: (folder, { main } = {}) => checkWith((readers ??= readersOf(root)), folder, main),
  };
}

const thisCheckout = createChecker();

/** One CV folder read with this checkout's readers; see checkWith. */
function check(folder, options) {
  return thisCheckout.check(folder, options);
}

function main(args) {
  if (args.length === 0) {
    console.error('usage: node tools/real-cvs/check.js <cv folder, or its main .tex file>…');
    return 2;
  }
  let failed = 0;
  for (const arg of args) {
    // A folder with more than one document: its main file names the CV, as site.json's cv.main does.
    const file = /\.tex$/i.test(arg) && fs.existsSync(arg) && fs.statSync(arg).isFile();
    const folder = file ? path.dirname(arg) : arg;
    const result = check(folder, { main: file ? path.basename(arg) : undefined });
    console.log(`${arg}: read as ${result.cvClass ?? '?'}`);
    for (const page of PAGES) {
      const sections = result.pages?.[page] ?? [];
      console.log(`  ${page}: ${sections.length} section${sections.length === 1 ? '' : 's'}`);
      for (const { title, kind, entries, tags } of sections) console.log(`    ${title} (${kind}): ${entries} entries, ${tags} tags`);
    }
    for (const part of result.publications?.parts ?? []) {
      for (const group of part.groups) {
        console.log(`  printed list ${part.title ?? '(no section)'} / ${group.title ?? '(untitled)'}: ${group.entries.length} entries`);
        for (const entry of group.entries) console.log(`    ${entry.date?.slice(0, 4) ?? '----'} ${result.plainText(entry.title)}${entry.authors.some((author) => author.own) ? '' : '  (no name in bold)'}`);
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

module.exports = { check, createChecker, PAGES };

if (require.main === module) process.exitCode = main(process.argv.slice(2));
