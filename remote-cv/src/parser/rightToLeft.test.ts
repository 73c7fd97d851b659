/**
 * CVs written right to left with XeLaTeX (xepersian, polyglossia, bidi), read as their PDF prints
 * them: a language's or a direction's command or environment keeps its text and prints nothing
 * itself, their setup prints nothing, and Persian, Arabic, Hebrew and Urdu titles find their pages.
 * The people and companies are fictional.
 */
import { plainText } from './index';
import { bullets, events, parse, plain, sectionTitles } from './testing';

const item = (text: string) => bullets(`\\begin{itemize}\n\\item ${text}\n\\end{itemize}`);

describe('commands that set a language or a direction keep their text', () => {
  it.each([
    ['xepersian', '\\lr{Vue.js}'],
    ['xepersian', '\\rl{Vue.js}'],
    ['xepersian', '\\latin{Vue.js}'],
    ['bidi', '\\LR{Vue.js}'],
    ['bidi', '\\RL{Vue.js}'],
    ['bidi', '\\LRE{Vue.js}'],
    ['bidi', '\\RLE{Vue.js}'],
    ['polyglossia', '\\textenglish{Vue.js}'],
    ['polyglossia', '\\textarabic{Vue.js}'],
    ['polyglossia', '\\texthebrew{Vue.js}'],
    ['polyglossia', '\\textpersian{Vue.js}'],
    ['polyglossia', '\\textfarsi{Vue.js}'],
    ['polyglossia', '\\textlatin{Vue.js}'],
    ['polyglossia', '\\textenglish[variant=british]{Vue.js}'],
    ['polyglossia', '\\textarabic[locale=mashriq, numerals=maghrib]{Vue.js}'],
    ['polyglossia', '\\textgerman[spelling=old]{Vue.js}'],
    ['babel and polyglossia', '\\foreignlanguage{english}{Vue.js}'],
    ['babel and polyglossia', '\\foreignlanguage[variant=us]{english}{Vue.js}'],
  ])('%s: %s', (_, command) => {
    expect(item(`کار با ${command} در تیم`)).toEqual(['کار با Vue.js در تیم']);
  });

  it('in every part of an entry, and nested in bold or a link', () => {
    const cv = parse(String.raw`
\cvsection{سوابق کاری}
\cvevent{توسعه‌دهنده \lr{Front-end}}{شرکت \latin{Nimbus Labs}}{\lr{2019 -- 2021}}{\textpersian{تهران}}
\begin{itemize}
\item ساخت \textbf{\lr{Design System}} با \href{https://example.org/ds}{\lr{Storybook}}
\end{itemize}`);
    const [job] = events(cv);
    expect([job!.title, job!.organisation, job!.date, job!.location].map(plainText)).toEqual(['توسعه‌دهنده Front-end', 'شرکت Nimbus Labs', '2019 – 2021', 'تهران']);
    expect(plain(job!.lines)).toEqual(['ساخت Design System با Storybook']);
    expect(job!.lines[0]).toContainEqual({ kind: 'text', text: 'Design System', bold: true });
    expect(job!.lines[0]).toContainEqual({ kind: 'text', text: 'Storybook', href: 'https://example.org/ds' });
    expect(cv.warnings).toEqual([]);
  });

  it('in a section title', () => {
    const cv = parse('\\cvsection{مهارت‌ها \\lr{(Skills)}}\n\\cvtag{\\lr{Rust}}');
    expect(cv.sections.map((section) => section.title)).toEqual(['مهارت‌ها (Skills)']);
    expect(cv.sections[0]!.items).toEqual([{ type: 'tags', tags: ['Rust'] }]);
  });
});

describe('environments that set a language or a direction are no structure', () => {
  it.each([['english'], ['latin'], ['LTR'], ['RTL'], ['persian'], ['farsi'], ['hebrew'], ['arabic'], ['urdu']])('\\begin{%s} inside a bullet keeps the bullet whole', (environment) => {
    expect(item(`עבודה עם \\begin{${environment}}Kafka Streams\\end{${environment}} בצוות`)).toEqual(['עבודה עם Kafka Streams בצוות']);
  });

  it('\\begin{otherlanguage}{english}: the language named prints nothing', () => {
    expect(item('עבודה עם \\begin{otherlanguage}{english}Kafka\\end{otherlanguage} בצוות')).toEqual(['עבודה עם Kafka בצוות']);
  });

  it('a whole CV inside \\begin{hebrew}, with an English block in it, is read section by section', () => {
    const cv = parse(String.raw`\documentclass{altacv}
\usepackage{polyglossia}
\setdefaultlanguage{hebrew}
\setotherlanguage{english}
\newfontfamily\hebrewfont[Script=Hebrew]{David CLM}
\begin{document}
\setRTL
\begin{hebrew}
\cvsection{ניסיון תעסוקתי}
\cvevent{מפתחת צד לקוח}{גלבוע תוכנה}{2020 -- 2023}{חיפה}
\begin{itemize}
\item בניית ממשקים ב-\textenglish{React}
\end{itemize}
\cvsection{כישורים}
\unsetRTL\setLTR
\begin{english}
Linux, Bash and \LaTeX.
\end{english}
\unsetLTR\setRTL
\end{hebrew}
\end{document}`);
    expect(sectionTitles(cv, 'experience')).toEqual(['ניסיון תעסוקתי']);
    expect(sectionTitles(cv, 'skills')).toEqual(['כישורים']);
    const [job] = events(cv);
    expect([job!.title, job!.organisation, job!.date, job!.location].map(plainText)).toEqual(['מפתחת צד לקוח', 'גלבוע תוכנה', '2020 – 2023', 'חיפה']);
    expect(plain(job!.lines)).toEqual(['בניית ממשקים ב-React']);
    expect(cv.sections[1]!.items.map((shown) => shown.type === 'paragraph' && plainText(shown.text))).toEqual(['Linux, Bash and LaTeX.']);
    expect(cv.warnings).toEqual([]);
  });
});

describe('the setup of a right-to-left document prints nothing', () => {
  it.each([
    ['\\setmainlanguage[numerals=maghrib]{arabic}'],
    ['\\setdefaultlanguage{hebrew}'],
    ['\\setotherlanguage[variant=us]{english}'],
    ['\\setotherlanguages{english,french}'],
    ['\\selectlanguage{english}'],
    ['\\settextfont[Scale=1.1]{XB Niloofar}'],
    ['\\setlatintextfont[Scale=0.9]{Linux Libertine O}'],
    ['\\setdigitfont{Yas}'],
    ['\\setmainfont[Ligatures=TeX]{Vazirmatn}'],
    ['\\setmainfont{Calibri}[BoldFont=*-Bold.ttf]'],
    ['\\setsansfont{Libertinus Sans}'],
    ['\\setmonofont[Scale=0.85]{Fira Mono}'],
    ['\\newfontfamily\\hebrewfont[Script=Hebrew]{David CLM}'],
    ['\\newfontfamily{\\arabicfont}[Script=Arabic]{Amiri}'],
    ['\\newfontfamily\\urdufont{Noto Nastaliq Urdu}[Script=Arabic]'],
    ['\\defpersianfont\\nastaliq[Scale=1.2]{IranNastaliq}'],
    ['\\deflatinfont\\titlefont[Scale=1.5]{Old Standard}'],
    ['\\usepackage{xepersian}'],
    ['\\usepackage[RTLdocument]{bidi}'],
    ['\\usepackage{polyglossia}'],
    ['\\SepMark{-}'],
    ['\\setRTL'],
    ['\\setLTR'],
    ['\\unsetRTL'],
    ['\\RTLdocument'],
    ['\\LTRdocument'],
  ])('%s', (command) => {
    const cv = parse(`\\cvsection{درباره من}\n${command}\nفقط این چاپ می‌شود.`);
    expect(cv.sections[0]!.items).toEqual([{ type: 'paragraph', text: [{ kind: 'text', text: 'فقط این چاپ می‌شود.' }] }]);
  });

  it('a whole xepersian preamble, before \\begin{document}, neither prints nor breaks the reading', () => {
    const cv = parse(String.raw`\documentclass[11pt]{article}
\usepackage{fontspec}
\usepackage{xepersian}
\settextfont[Scale=1.05, BoldFont={Vazirmatn Bold}]{Vazirmatn}
\setlatintextfont{Latin Modern Roman}
\setdigitfont{Vazirmatn}
\defpersianfont\titr[Scale=1.3]{XB Titre}
\SepMark{-}
\begin{document}
\section{تحصیلات}
\begin{itemize}
\item کارشناسی مهندسی کامپیوتر، دانشگاه نمونه، \lr{2016 -- 2020}
\end{itemize}
\end{document}`);
    expect(sectionTitles(cv, 'qualifications')).toEqual(['تحصیلات']);
    expect(cv.sections[0]!.items).toEqual([{ type: 'list', items: [[{ kind: 'text', text: 'کارشناسی مهندسی کامپیوتر، دانشگاه نمونه، 2016 – 2020' }]] }]);
    expect(cv.warnings).toEqual([]);
  });
});

describe('Persian, Arabic, Hebrew and Urdu section titles find their pages', () => {
  it.each([
    ['fa', 'سوابق کاری', 'مهارت‌ها', 'تحصیلات'],
    ['fa, spaced and without the non-joiner', 'تجربه کاری', 'مهارت ها', 'سوابق تحصیلی'],
    ['fa, Arabic keyboard letters', 'تجربیات', 'مهارتهاي فني', 'گواهينامه‌ها'],
    ['ar', 'الخبرة العملية', 'المهارات', 'التعليم'],
    ['ar, with vowel marks', 'الْخِبْرَات', 'اللُّغَات', 'الشَّهَادَات'],
    ['he', 'ניסיון תעסוקתי', 'כישורים', 'השכלה'],
    ['ur', 'تجربہ', 'مہارتیں', 'تعلیم'],
  ])('%s', (_, experience, skills, qualifications) => {
    const cv = parse(
      [`\\cvsection{${skills}}`, '\\cvtag{Go}', `\\cvsection{${qualifications}}`, '\\cvevent{A}{B}{2018}{C}', `\\cvsection{${experience}}`, '\\cvevent{D}{E}{2020}{F}'].join('\n'),
    );
    expect([sectionTitles(cv, 'experience'), sectionTitles(cv, 'qualifications'), sectionTitles(cv, 'skills')]).toEqual([[experience], [qualifications], [skills]]);
  });
});

describe('dates in other calendars and digits are kept as written', () => {
  it.each([['۱۳۹۸ - ۱۴۰۲'], ['مهر ۱۳۹۹ تا اکنون'], ['1398 -- 1402'], ['ינואר 2020 - היום'], ['תשע״ט – תשפ״ב'], ['٢٠١٩ – حتى الآن']])('%s', (date) => {
    const cv = parse(`\\cvsection{سوابق کاری}\n\\cvevent{برنامه‌نویس}{شرکت نمونه}{${date}}{شیراز}`);
    expect(plainText(events(cv)[0]!.date)).toBe(date.replace('--', '–'));
  });
});
