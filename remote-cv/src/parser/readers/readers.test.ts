/**
 * Each LaTeX reader on self-written snippets in its class's own shapes (read from the classes'
 * documentation and templates): every dated entry is one card with title, organisation, place,
 * date and bullets, whatever order the class writes them in.
 */
import { siteContent } from '@portfolio/shared';

const site = siteContent();
import { detectCvClass } from '../detect';
import { plainText } from '../inline';
import { parseCv } from '../parseCv';
import { createTitleMatcher } from '../sectionTitles';
import type { CvDocument, CvEvent, CvItem } from '../types';

const parse = (text: string, file = 'content/cv/cv.tex') => parseCv([{ file, text }], createTitleMatcher(site.cv));
const doc = (preamble: string, body: string) => `${preamble}\n\\begin{document}\n${body}\n\\end{document}\n`;

/** Each entry as "title | organisation | place | date", then its bullets. */
function cards(cv: CvDocument) {
  return cv.sections.flatMap((section) =>
    section.items
      .filter((item): item is CvEvent => item.type === 'event')
      .map((event) => ({
        card: [event.title, event.organisation, event.location, event.date].map(plainText).join(' | '),
        bullets: event.lines.map(plainText),
        stack: event.stack,
      })),
  );
}

const items = (cv: CvDocument, title: string): CvItem[] => cv.sections.find((section) => section.title === title)?.items ?? [];

describe('which form a CV is in', () => {
  it.each([
    ['\\documentclass[10pt,a4paper]{altacv}', 'altacv'],
    ['\\documentclass[11pt, a4paper]{awesome-cv}', 'awesome-cv'],
    ['\\documentclass[11pt,a4paper,sans]{moderncv}', 'moderncv'],
    ['\\documentclass[letterpaper,11pt]{article}\n\\newcommand{\\resumeSubheading}[4]{}\n\\resumeSubheading{a}{b}{c}{d}', 'jakes'],
    ['  {"basics": {"name": "Ada"}}', 'jsonresume'],
    ['% \\documentclass{moderncv}\n\\documentclass{awesome-cv}', 'awesome-cv'],
    ['\\cvsection{Experience}\\cvevent{a}{b}{c}{d}', 'altacv'],
    ['\\documentclass{article}\\section{Experience}', 'altacv'],
  ])('%s → %s', (text, cvClass) => {
    expect(detectCvClass(text)).toBe(cvClass);
  });
});

describe('Awesome-CV', () => {
  const cv = parse(
    doc(
      '\\documentclass[11pt, a4paper]{awesome-cv}\n\\name{Ada}{Quill}\n\\position{Engineer}',
      String.raw`\makecvheader
\makecvfooter
  {\today}
  {Ada Quill~~~·~~~Résumé}
  {\thepage}
\cvsection{Summary}
\begin{cvparagraph}
Backend engineer who likes boring, reliable systems.
\end{cvparagraph}
\cvsection{Experience}
\begin{cventries}
  \cventry
    {Senior Engineer} % Job title
    {Quill \& Co.} % Organization
    {Lyon, France} % Location
    {Sep. 2021 - Present} % Date(s)
    {
      \begin{cvitems}
        \item {Cut p95 latency by 40\%.}
        \item {Led the move to \textbf{Kubernetes}.}
      \end{cvitems}
    }
  \cventry{Engineer}{Inkwell}{Remote}{2018 - 2021}{}
  \cvsubentry{Team Lead}{Payments}{2020 - 2021}{Four engineers.}
\end{cventries}
\cvsection{Skills}
\begin{cvskills}
  \cvskill{Languages}{Go, Kotlin, SQL}
  \cvskill{Platforms}{Kubernetes, Kafka}
\end{cvskills}
\cvsection{Honors \& Awards}
\cvsubsection{International}
\begin{cvhonors}
  \cvhonor{Finalist}{ICPC World Finals}{Porto, Portugal}{2019}
\end{cvhonors}`,
    ),
  );

  it('reads each \\cventry as one card, its cvitems as bullets, and a \\cvsubentry as its own card', () => {
    expect(cv.cvClass).toBe('awesome-cv');
    expect(cards(cv)).toEqual([
      { card: 'Senior Engineer | Quill & Co. | Lyon, France | Sep. 2021 - Present', bullets: ['Cut p95 latency by 40%.', 'Led the move to Kubernetes.'], stack: [] },
      { card: 'Engineer | Inkwell | Remote | 2018 - 2021', bullets: [], stack: [] },
      { card: 'Team Lead | Payments |  | 2020 - 2021', bullets: ['Four engineers.'], stack: [] },
      { card: 'Finalist | ICPC World Finals | Porto, Portugal | 2019', bullets: [], stack: [] },
    ]);
  });

  it('reads \\cvskill{type}{skills} as a named row of chips, and the paragraph and subsection as written', () => {
    expect(items(cv, 'Skills')).toEqual([
      { type: 'tags', label: 'Languages', tags: ['Go', 'Kotlin', 'SQL'] },
      { type: 'tags', label: 'Platforms', tags: ['Kubernetes', 'Kafka'] },
    ]);
    expect(items(cv, 'Summary').map((item) => item.type === 'paragraph' && plainText(item.text))).toEqual(['Backend engineer who likes boring, reliable systems.']);
    expect(items(cv, 'Honors & Awards')[0]).toEqual({ type: 'subsection', title: 'International' });
  });

  it('sends each section to its page and shows nothing of the header or footer', () => {
    expect(cv.sections.map((section) => [section.title, section.page])).toEqual([
      ['Summary', 'experience'],
      ['Experience', 'experience'],
      ['Skills', 'skills'],
      ['Honors & Awards', 'qualifications'],
    ]);
    expect(cv.warnings).toEqual([]);
  });
});

describe('moderncv', () => {
  const cv = parse(
    doc(
      '\\documentclass[11pt,a4paper,sans]{moderncv}\n\\moderncvstyle{classic}\n\\moderncvcolor{blue}\n\\name{Léa}{Marchal}\n\\title{CV}',
      String.raw`\makecvtitle
\section{Expérience professionnelle}
\cventry{2019--aujourd'hui}{Ingénieure logicielle}{Brise SAS}{Lyon}{CDI}{
\begin{itemize}
\item Migration vers Rust
\item Revue de code
\end{itemize}}
\cventry[2em]{2016--2019}{Développeuse}{Fjord}{Nantes}{}{Applications mobiles.}
\section{Formation}
\cvitem{2016}{Diplôme d'ingénieure, INSA}
\section{Compétences informatiques}
\cvitem{Langages}{C, Rust, Python}
\cvitemwithcomment{Outils}{Git, CMake}{au quotidien}
\cvdoubleitem{Systèmes}{Linux}{Bases}{PostgreSQL}
\cvcomputer{Web}{React}{Cloud}{AWS}
\cvline{Méthodes}{Scrum}
\section{Langues}
\cvlanguage{Anglais}{Courant}{C1}
\section{Centres d'intérêt}
\cvlistitem{Escalade}
\cvlistdoubleitem{Photo}{Radio amateur}
\cvitem{}{Et la cuisine.}`,
    ),
  );

  it('reads \\cventry{dates}{title}{employer}{city}{grade}{description} with the title first, the grade as a line and the description as bullets', () => {
    expect(cards(cv)).toEqual([
      { card: 'Ingénieure logicielle | Brise SAS | Lyon | 2019–aujourd’hui', bullets: ['CDI', 'Migration vers Rust', 'Revue de code'], stack: [] },
      { card: 'Développeuse | Fjord | Nantes | 2016–2019', bullets: ['Applications mobiles.'], stack: [] },
      { card: 'Diplôme d’ingénieure, INSA |  |  | 2016', bullets: [], stack: [] },
    ]);
  });

  it('reads \\cvitem and its variants as labelled lines, and the list items as bullets', () => {
    const fields = (title: string) =>
      items(cv, title).map((item) => (item.type === 'field' ? `${plainText(item.label)}: ${plainText(item.text)}` : item.type === 'list' ? item.items.map(plainText) : item.type === 'paragraph' ? plainText(item.text) : item.type));
    expect(fields('Compétences informatiques')).toEqual([
      'Langages: C, Rust, Python',
      'Outils: Git, CMake — au quotidien',
      'Systèmes: Linux',
      'Bases: PostgreSQL',
      'Web: React',
      'Cloud: AWS',
      'Méthodes: Scrum',
    ]);
    expect(fields('Langues')).toEqual(['Anglais: Courant — C1']);
    expect(fields('Centres d’intérêt')).toEqual([['Escalade', 'Photo', 'Radio amateur'], 'Et la cuisine.']);
    expect(cv.sections.map((section) => section.page)).toEqual(['experience', 'qualifications', 'skills', 'skills', 'skills']);
    expect(cv.warnings).toEqual([]);
  });
});

describe("Jake's résumé", () => {
  const preamble = String.raw`\documentclass[letterpaper,11pt]{article}
\newcommand{\resumeItem}[1]{\item\small{{#1 \vspace{-2pt}}}}
\newcommand{\resumeSubheading}[4]{
  \vspace{-2pt}\item
    \begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}
      \textbf{#1} & #2 \\
      \textit{\small#3} & \textit{\small #4} \\
    \end{tabular*}\vspace{-7pt}
}
\newcommand{\resumeSubSubheading}[2]{\item\textit{\small#1} & \textit{\small #2}}
\newcommand{\resumeProjectHeading}[2]{\item\small\textbf{#1} & #2}
\newcommand{\resumeSubItem}[1]{\resumeItem{#1}\vspace{-4pt}}
\renewcommand\labelitemii{$\vcenter{\hbox{\tiny$\bullet$}}$}
\newcommand{\resumeSubHeadingListStart}{\begin{itemize}[leftmargin=0.15in, label={}]}
\newcommand{\resumeSubHeadingListEnd}{\end{itemize}}
\newcommand{\resumeItemListStart}{\begin{itemize}}
\newcommand{\resumeItemListEnd}{\end{itemize}\vspace{-5pt}}`;
  const cv = parse(
    doc(
      preamble,
      String.raw`\begin{center}
    \textbf{\Huge \scshape Sam Reed} \\ \vspace{1pt}
    \small 555-0100 $|$ \href{mailto:sam@example.com}{\underline{sam@example.com}}
\end{center}
\section{Education}
  \resumeSubHeadingListStart
    \resumeSubheading
      {Harbor State University}{Portland, OR}
      {Bachelor of Science in Computer Science}{Aug. 2016 -- May 2020}
  \resumeSubHeadingListEnd
\section{Experience}
  \resumeSubHeadingListStart
    \resumeSubheading
      {Software Engineer}{June 2020 -- Present}
      {Tidewater Labs}{Seattle, WA}
      \resumeItemListStart
        \resumeItem{Built the billing pipeline in \textbf{Go}}
        \resumeSubItem{Mentored two interns}
      \resumeItemListEnd
    \resumeSubSubheading
      {Intern}{Summer 2019}
      \resumeItemListStart
        \resumeItem{Wrote the CLI}
      \resumeItemListEnd
  \resumeSubHeadingListEnd
\section{Projects}
    \resumeSubHeadingListStart
      \resumeProjectHeading
          {\textbf{Gitlytics} $|$ \emph{Python, Flask, React}}{June 2020 -- Present}
          \resumeItemListStart
            \resumeItem{Charts of commit history}
          \resumeItemListEnd
    \resumeSubHeadingListEnd
\section{Technical Skills}
 \begin{itemize}[leftmargin=0.15in, label={}]
    \small{\item{
     \textbf{Languages}{: Go, Python, SQL} \\
     \textbf{Developer Tools}{: Git, Docker}
    }}
 \end{itemize}`,
    ),
  );

  it('reads \\resumeSubheading in either order the template uses (school first, or title and date first) as one card', () => {
    expect(cv.cvClass).toBe('jakes');
    expect(cards(cv)).toEqual([
      { card: 'Bachelor of Science in Computer Science | Harbor State University | Portland, OR | Aug. 2016 – May 2020', bullets: [], stack: [] },
      { card: 'Software Engineer | Tidewater Labs | Seattle, WA | June 2020 – Present', bullets: ['Built the billing pipeline in Go', 'Mentored two interns'], stack: [] },
      { card: 'Intern | Tidewater Labs | Seattle, WA | Summer 2019', bullets: ['Wrote the CLI'], stack: [] },
      { card: 'Gitlytics |  |  | June 2020 – Present', bullets: ['Charts of commit history'], stack: ['Python', 'Flask', 'React'] },
    ]);
  });

  it('reads the skills block as named rows of chips, and keeps the header (name, contacts) off the pages without a warning', () => {
    expect(items(cv, 'Technical Skills')).toEqual([
      { type: 'tags', label: 'Languages', tags: ['Go', 'Python', 'SQL'] },
      { type: 'tags', label: 'Developer Tools', tags: ['Git', 'Docker'] },
    ]);
    expect(cv.sections.map((section) => section.kind)).toEqual(['education', 'experience', 'projects', 'technicalSkills']);
    expect(cv.macros).toEqual(['resumeItemListEnd', 'resumeItemListStart', 'resumeSubHeadingListEnd', 'resumeSubHeadingListStart']);
    expect(cv.warnings).toEqual([]);
  });

  it('keeps a project heading’s links (after a second "|") as links on its card', () => {
    const cv = parse(doc(preamble, '\\section{Projects}\n\\resumeProjectHeading{\\textbf{Tide} $|$ \\emph{Rust} $|$ \\href{https://example.com/tide}{Code}}{}'));
    const [project] = cv.sections[0]!.items as CvEvent[];
    expect(plainText(project!.title)).toBe('Tide');
    expect(project!.stack).toEqual(['Rust']);
    expect(project!.lines).toEqual([[{ kind: 'text', text: 'Code', href: 'https://example.com/tide' }]]);
  });

  it("reads sb2nov's two-argument \\resumeItem{title}{text} as one bullet with a bold title", () => {
    const old = parse(
      doc(
        '\\documentclass{article}\n\\newcommand{\\resumeItem}[2]{\\item\\small{\\textbf{#1}{: #2 \\vspace{-2pt}}}}\n\\newcommand{\\resumeSubheading}[4]{}',
        '\\section{Experience}\n\\resumeSubheading{Acme}{Austin, TX}{Engineer}{2019 -- 2021}\n\\begin{itemize}\n\\resumeItem{Speed}{Made the site fast}\n\\end{itemize}',
      ),
    );
    const [event] = cards(old);
    expect(event).toEqual({ card: 'Engineer | Acme | Austin, TX | 2019 – 2021', bullets: ['Speed: Made the site fast'], stack: [] });
    const bullet = (old.sections[0]!.items[0] as CvEvent).lines[0]!;
    expect(bullet[0]).toEqual({ kind: 'text', text: 'Speed', bold: true });
  });
});
