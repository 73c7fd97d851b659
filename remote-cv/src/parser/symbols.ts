/** What LaTeX commands print, and which commands' arguments print nothing. */

/** Commands that print a fixed text. */
export const SYMBOLS: Record<string, string> = {
  '&': '&',
  '%': '%',
  $: '$',
  '#': '#',
  _: '_',
  '{': '{',
  '}': '}',
  ' ': ' ',
  ',': '\u202F',
  ';': ' ',
  ':': ' ',
  '!': '',
  '/': '',
  '-': '',
  '@': '',
  textbackslash: '\\',
  textasciitilde: '~',
  textasciicircum: '^',
  textbar: '|',
  textless: '<',
  textgreater: '>',
  textunderscore: '_',
  ldots: '\u2026',
  dots: '\u2026',
  textellipsis: '\u2026',
  textbullet: '\u2022',
  bullet: '\u2022',
  textperiodcentered: '\u00B7',
  cdot: '\u00B7',
  textendash: '\u2013',
  textemdash: '\u2014',
  textquoteleft: '\u2018',
  textquoteright: '\u2019',
  textquotedblleft: '\u201C',
  textquotedblright: '\u201D',
  LaTeX: 'LaTeX',
  LaTeXe: 'LaTeX2\u03B5',
  TeX: 'TeX',
  euro: '\u20AC',
  texteuro: '\u20AC',
  pounds: '\u00A3',
  textsterling: '\u00A3',
  textyen: '\u00A5',
  copyright: '\u00A9',
  textcopyright: '\u00A9',
  textregistered: '\u00AE',
  texttrademark: '\u2122',
  textdegree: '\u00B0',
  degree: '\u00B0',
  S: '\u00A7',
  P: '\u00B6',
  ss: '\u00DF',
  ae: '\u00E6',
  AE: '\u00C6',
  oe: '\u0153',
  OE: '\u0152',
  o: '\u00F8',
  O: '\u00D8',
  aa: '\u00E5',
  AA: '\u00C5',
  l: '\u0142',
  L: '\u0141',
  i: '\u0131',
  j: '\u0237',
  sim: '\u223C',
  times: '\u00D7',
  pm: '\u00B1',
  to: '\u2192',
  rightarrow: '\u2192',
  leftarrow: '\u2190',
  le: '\u2264',
  leq: '\u2264',
  ge: '\u2265',
  geq: '\u2265',
  approx: '\u2248',
  infty: '\u221E',
  quad: ' ',
  qquad: ' ',
  enspace: ' ',
  hfill: ' ',
  par: ' ',
};

/** Accent commands and the combining mark each one adds to the next letter. */
export const ACCENTS: Record<string, string> = {
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '~': '\u0303',
  '"': '\u0308',
  '=': '\u0304',
  '.': '\u0307',
  c: '\u0327',
  v: '\u030C',
  u: '\u0306',
  H: '\u030B',
  k: '\u0328',
  r: '\u030A',
  d: '\u0323',
  b: '\u0331',
  t: '\u0361',
};

/** Commands whose text is shown in bold or italic: `\textbf{…}`. */
export const STYLE_COMMANDS: Record<string, 'bold' | 'italic'> = {
  textbf: 'bold',
  emph: 'italic',
  textit: 'italic',
  textsl: 'italic',
};

/** Declarations that switch the style until the end of the group: `{\bfseries …}`. */
export const STYLE_DECLARATIONS: Record<string, 'bold' | 'italic'> = {
  bfseries: 'bold',
  bf: 'bold',
  itshape: 'italic',
  it: 'italic',
  em: 'italic',
  slshape: 'italic',
  sl: 'italic',
};

/** Line breaks. `\\` and `\newline` take an optional length (skipped). */
export const LINE_BREAKS = new Set(['\\', 'newline', 'linebreak']);

/**
 * Commands whose first arguments print nothing (layout, colours, icons, definitions): how many
 * mandatory arguments to drop, each a group or a single command (`\newfontfamily\hebrewfont{…}`),
 * with any `[…]` between them. Any further argument is ordinary text (`\textcolor{accent}{text}`).
 * Commands not listed here print their arguments, like `\underline{x}`.
 */
export const SILENT_ARGUMENTS: Record<string, number> = {
  vspace: 1,
  hspace: 1,
  rule: 2,
  textcolor: 1,
  color: 1,
  colorbox: 1,
  printinfo: 1,
  // AltaCV's \mynames{Family/Given,…}: whose names its bibliography sets in bold (the Publications page reads it).
  mynames: 1,
  raisebox: 1,
  hyperlink: 1,
  phantom: 1,
  label: 1,
  ref: 1,
  cite: 1,
  nocite: 1,
  footnote: 1,
  includegraphics: 1,
  faIcon: 1,
  setlength: 2,
  addtolength: 2,
  newcommand: 2,
  renewcommand: 2,
  providecommand: 2,
  newenvironment: 3,
  renewenvironment: 3,
  definecolor: 3,
  colorlet: 2,
  usepackage: 1,
  documentclass: 1,
  geometry: 1,
  setmainfont: 1,
  setsansfont: 1,
  setmonofont: 1,
  // The bibliography's setup: the Publications page reads it, the CV's sections print none of it.
  addbibresource: 1,
  printbibliography: 0,
  bibliography: 1,
  bibliographystyle: 1,
  newrefcontext: 0,
  endrefcontext: 0,
  defbibheading: 2,
  defbibcheck: 2,
  defbibfilter: 2,
  defbibenvironment: 4,
  DeclareSourcemap: 1,
  DeclareBibliographyCategory: 1,
  addtocategory: 2,
  ExecuteBibliographyOptions: 1,
  newcites: 2,
  AtBeginEnvironment: 2,
  input: 1,
  include: 1,
  pagestyle: 1,
  thispagestyle: 1,
  columnratio: 1,
  name: 1,
  tagline: 1,
  photo: 2,
  photoR: 2,
  photoL: 2,
  personalinfo: 1,
  addsidebar: 1,
  wheelchart: 3,
  subfile: 1,
  makecvheader: 0,
  makecvfooter: 3,
  makecvtitle: 0,
  hdashrule: 3,
  email: 1,
  phone: 1,
  mailaddress: 1,
  location: 1,
  homepage: 1,
  twitter: 1,
  linkedin: 1,
  github: 1,
  orcid: 1,
  fontsize: 2,
  linespread: 1,
  // XeLaTeX's right-to-left setup (polyglossia, babel, bidi, xepersian): languages, fonts and
  // digit shapes, which the page's own lang, dir and fonts take care of.
  setmainlanguage: 1,
  setdefaultlanguage: 1,
  setotherlanguage: 1,
  setotherlanguages: 1,
  selectlanguage: 1,
  foreignlanguage: 1,
  settextfont: 1,
  setlatintextfont: 1,
  setdigitfont: 1,
  setiranicfont: 1,
  setnavarfont: 1,
  setpookfont: 1,
  setsayehfont: 1,
  setmathdigitfont: 1,
  newfontfamily: 2,
  newfontface: 2,
  setfontfamily: 2,
  defpersianfont: 2,
  deflatinfont: 2,
  defaultfontfeatures: 1,
  SepMark: 1,
  // Their text prints, in another direction or script: \lr{…}, \RL{…}, \latin{…}.
  lr: 0,
  rl: 0,
  LR: 0,
  RL: 0,
  LRE: 0,
  RLE: 0,
  latin: 0,
};

/**
 * polyglossia's \text<language>[options]{…} (\textenglish, \textpersian, \texthebrew…): the text
 * prints, the options do not. (No other \text… command takes an optional argument before its text.)
 */
export const LANGUAGE_COMMAND = /^text[a-z]{3,}$/;

/**
 * Environments that only set a language or a direction (\begin{english}, \begin{LTR}…): their text
 * runs on as if they were not there, inside a bullet or a paragraph.
 */
export const LANGUAGE_ENVIRONMENTS = new Set(['LTR', 'RTL', 'latin', 'english', 'persian', 'farsi', 'hebrew', 'arabic', 'urdu', 'otherlanguage', 'otherlanguage*', 'Arabic']);

/** Environments and how many mandatory arguments `\begin{…}` takes after the name. */
/**
 * Commands whose arguments are code that runs elsewhere (a heading's definition, a check, a
 * source map): a \section* inside one is not a section of the CV. SILENT_ARGUMENTS says how many.
 */
export const CODE_ARGUMENTS = new Set(['defbibheading', 'defbibcheck', 'defbibfilter', 'defbibenvironment', 'DeclareSourcemap']);

export const ENVIRONMENT_ARGUMENTS: Record<string, number> = {
  paracol: 1,
  adjustwidth: 2,
  minipage: 1,
  tabular: 1,
  'tabular*': 2,
  tabularx: 2,
  multicols: 1,
  wrapfigure: 2,
  otherlanguage: 1,
  'otherlanguage*': 1,
};

export const LIST_ENVIRONMENTS = new Set(['itemize', 'enumerate', 'description']);

/** Commands that shape the CV (sections, events, tags, bullets, lists) rather than its text. */
export const STRUCTURAL_COMMANDS = new Set([
  'cvsection',
  'section',
  'cvsubsection',
  'subsection',
  'cvevent',
  'cvtag',
  'cvskill',
  'cvachievement',
  'cvref',
  'item',
  'begin',
  'end',
]);

/**
 * Commands that start a part of the CV. An argument never holds one, so a group that does lost its
 * "}" (tags, bullets and lists may sit inside an argument, as in \cvachievement's description).
 */
export const ENTRY_COMMANDS = new Set(['cvsection', 'section', 'cvsubsection', 'subsection', 'cvevent', 'cvskill', 'cvachievement', 'cvref']);

/**
 * Drawings (pie charts, diagrams): nothing in them is text a reader follows. An inline
 * thebibliography is the Publications page's (the build reads it, src/publications/bibCommands.ts).
 */
export const SKIPPED_ENVIRONMENTS = new Set(['tikzpicture', 'pgfpicture', 'wheelchart', 'thebibliography']);
