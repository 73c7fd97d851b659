/**
 * The heading LaTeX prints over a bibliography that names none itself: \refname in article-like
 * classes ("References"), \bibname in book-like ones ("Bibliography"), moderncv's own
 * "Publications", each in the language babel or polyglossia sets (babel's captions), unless the CV
 * redefines it.
 */

/** babel's \refname and \bibname by language (babel-french, babel-german…), for the languages CVs here are written in. */
const CAPTIONS: Record<string, { refname: string; bibname: string }> = {
  english: { refname: 'References', bibname: 'Bibliography' },
  french: { refname: 'Références', bibname: 'Bibliographie' },
  german: { refname: 'Literatur', bibname: 'Literaturverzeichnis' },
  spanish: { refname: 'Referencias', bibname: 'Bibliografía' },
  italian: { refname: 'Riferimenti bibliografici', bibname: 'Bibliografia' },
  portuguese: { refname: 'Referências', bibname: 'Bibliografia' },
  brazilian: { refname: 'Referências', bibname: 'Referências Bibliográficas' },
  dutch: { refname: 'Referenties', bibname: 'Bibliografie' },
  catalan: { refname: 'Referències', bibname: 'Bibliografia' },
  polish: { refname: 'Literatura', bibname: 'Bibliografia' },
  swedish: { refname: 'Referenser', bibname: 'Litteraturförteckning' },
};

const ALIASES: Record<string, string> = {
  american: 'english',
  british: 'english',
  usenglish: 'english',
  ukenglish: 'english',
  canadian: 'english',
  australian: 'english',
  newzealand: 'english',
  francais: 'french',
  frenchb: 'french',
  acadian: 'french',
  canadien: 'french',
  ngerman: 'german',
  austrian: 'german',
  naustrian: 'german',
  swissgerman: 'german',
  nswissgerman: 'german',
  germanb: 'german',
  brazil: 'brazilian',
  portuges: 'portuguese',
};

const BOOK_CLASSES = /^(?:book|report|memoir|scrbook|scrreprt|extbook|extreport)$/;

/** The CV's main language as babel (its last option, or main=) or polyglossia (\setmainlanguage) names it; English when it names none. */
export function documentLanguage(cvText: string): string {
  const code = cvText.replace(/(^|[^\\])%.*$/gm, '$1');
  const polyglossia = /\\set(?:main|default)language\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}/.exec(code)?.[1];
  const babel = /\\(?:usepackage|RequirePackage)\s*\[([^\]]*)\]\s*\{babel\}/.exec(code)?.[1];
  const babelMain = babel && (/\bmain\s*=\s*([A-Za-z]+)/.exec(babel)?.[1] ?? babel.split(',').map((option) => option.trim()).filter((option) => /^[A-Za-z]+$/.test(option)).pop());
  const name = (polyglossia ?? babelMain ?? 'english').trim().toLowerCase();
  return ALIASES[name] ?? name;
}

/**
 * @param documentClass  the CV's class (\documentclass{…})
 * @param own  the CV's own \renewcommand{\refname}{…} or {\bibname}, when it has one
 * @returns the heading, or null when the CV's language is one this does not know
 */
export function bibliographyHeading(documentClass: string, language: string, own: { refname?: string; bibname?: string }): string | null {
  const book = BOOK_CLASSES.test(documentClass);
  const mine = book ? (own.bibname ?? own.refname) : own.refname;
  if (mine !== undefined) return mine;
  const captions = CAPTIONS[language];
  if (!captions) return null;
  // moderncv sets \refname to "Publications", which babel's captions for another language replace.
  if (documentClass === 'moderncv' && language === 'english') return 'Publications';
  return book ? captions.bibname : captions.refname;
}
