/**
 * Which form a CV is in: JSON Resume, or the LaTeX class from \documentclass, or, for article-based
 * résumés such as Jake's, from the commands the document defines and uses.
 */
import type { CvClass } from './reader';
import { own } from './own';

const DOCUMENT_CLASS = /\\documentclass\s*(?:\[[^\]]*\])?\s*\{\s*([\w-]+)\s*\}/;
const CLASSES: Record<string, CvClass> = { altacv: 'altacv', 'awesome-cv': 'awesome-cv', moderncv: 'moderncv' };

/** Drops comments, so a commented-out \documentclass or command does not decide. */
function code(text: string): string {
  return text.replace(/(^|[^\\])((?:\\\\)*)%.*$/gm, '$1$2');
}

export function detectCvClass(text: string): CvClass {
  if (text.trimStart().startsWith('{')) return 'jsonresume';
  const source = code(text);
  const declared = DOCUMENT_CLASS.exec(source)?.[1]?.toLowerCase();
  const known = declared ? own(CLASSES, declared) : undefined;
  if (known) return known;
  if (/\\resume(?:Subheading|ProjectHeading|Item)\b/.test(source)) return 'jakes';
  if (/\\(?:moderncvstyle|makecvtitle)\b/.test(source)) return 'moderncv';
  if (/\\(?:cvevent|cvtag)\b/.test(source)) return 'altacv';
  if (/\\(?:cventry|makecvheader)\b/.test(source) && /\\cvsection\b/.test(source)) return 'awesome-cv';
  // AltaCV's reader also reads plain \section and \subsection: the closest to any other document.
  return 'altacv';
}
