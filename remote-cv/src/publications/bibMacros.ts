/**
 * The owner's own macros that print or set up a bibliography, wherever the owner defines them: in
 * the CV, in their class beside it (\documentclass{mycv} and mycv.cls, a \NewDocumentCommand that
 * wraps a refsection and a \printbibliography), or in their own packages (\usepackage{mine}, a
 * \RequirePackage of the class, and mine.sty), expanded where the CV and those files call them,
 * every line kept where it was. Only those: the CV's other text is the readers' to expand.
 */
import { collectMacros, expandMacros, isConditional } from '../parser/macros';
import type { ReadInput } from './bibCommands';

/** A body that prints a list, names a .bib, cites, or declares a category or a heading. */
const BIBLIOGRAPHY = /\\(?:printbibliography|bibliography|addbibresource|[a-z]*cite|defbibheading|DeclareBibliographyCategory|addtocategory)(?![A-Za-z])/;

/** The owner's class and package files that text names: `x.cls` for \documentclass{x}, `y.sty` for \usepackage{y} or \RequirePackage{y}. */
function namedFiles(text: string): string[] {
  const code = text.replace(/(^|[^\\])%.*$/gm, '$1');
  const classes = [...code.matchAll(/\\documentclass\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}/g)].map((match) => `${match[1]!.trim()}.cls`);
  const packages = [...code.matchAll(/\\(?:usepackage|RequirePackage)\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}/g)].flatMap((match) => match[1]!.split(',').map((name) => `${name.trim()}.sty`));
  return [...classes, ...packages].filter((name) => !/^\.(?:cls|sty)$/.test(name));
}

/** The texts of the owner's class and packages beside the CV, and of the packages they require in turn. */
function ownFiles(cvText: string, readInput: ReadInput): string[] {
  const seen = new Set<string>();
  const texts: string[] = [];
  const visit = (text: string) => {
    for (const name of namedFiles(text)) {
      if (seen.has(name)) continue;
      seen.add(name);
      const found = readInput(name);
      if (found === null) continue;
      texts.push(found);
      visit(found);
    }
  };
  visit(cvText);
  return texts;
}

/**
 * @returns the CV text with the owner's bibliography macros expanded, and a reader of the CV's
 *   folder whose .cls and .sty files come expanded the same way (their own calls declare categories
 *   and headings)
 */
export function expandBibliographyMacros(cvText: string, readInput: ReadInput): { cvText: string; readInput: ReadInput } {
  const sources = ownFiles(cvText, readInput);
  const macros = new Map([...collectMacros([...sources, cvText])].filter(([, macro]) => BIBLIOGRAPHY.test(macro.body)));
  if (macros.size === 0) return { cvText, readInput };
  // The tests in their bodies (\IfValueTF{#1}) are decided too: the PDF prints one branch.
  const expand = (text: string) => expandMacros(text, macros, (name) => !macros.has(name) && !isConditional(name)).text;
  return {
    cvText: expand(cvText),
    readInput: (name) => {
      const text = readInput(name);
      return text !== null && /\.(?:sty|cls)$/i.test(name) ? expand(text) : text;
    },
  };
}
