import { readFileSync } from 'node:fs';
import path from 'node:path';
import { plainText } from './index';
import { parseCv } from './parseCv';
import { createTitleMatcher } from './sectionTitles';
import { bullets, entities, parse as parseDocument, plain, sectionTitles } from './testing';

const parse = (text: string, file?: string) => entities(parseDocument(text, file));

const fixture = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8');

const inItems = (...items: string[]) => `\\begin{itemize}\n${items.map((item) => `\\item ${item}`).join('\n')}\n\\end{itemize}`;

describe('sections and events', () => {
  it('reads a job with its four arguments, bullets and tech stack', () => {
    const cv = parse(String.raw`
\cvsection{Experience}
\cvevent{Front-end Engineer}{Acme}{2019 -- 2021}{Lisbon}
\begin{itemize}
\item Built things
\item \textbf{Tech Stack:} React, TypeScript, Node.js
\end{itemize}`);
    expect(cv.experience).toHaveLength(1);
    const [job] = cv.experience;
    expect(plainText(job!.jobTitle)).toBe('Front-end Engineer');
    expect(plainText(job!.company)).toBe('Acme');
    expect(plainText(job!.date)).toBe('2019 – 2021');
    expect(plainText(job!.location)).toBe('Lisbon');
    expect(plain(job!.skills)).toEqual(['Built things']);
    expect(job!.stack).toEqual(['React', 'TypeScript', 'Node.js']);
    expect(cv.warnings).toEqual([]);
  });

  it.each([
    ['plain', 'Tech Stack: Go, Rust.'],
    ['bold words', '\\textbf{Tech Stack}: Go, Rust'],
    ['bold words and colon', '\\textbf{Tech Stack:} Go,  Rust, '],
    ['any case', 'tech stack : Go, Rust'],
    ['German', '\\textbf{Technologien:} Go, Rust'],
    ['French', 'Technologies : Go, Rust'],
    ['Persian, with its comma', '\\textbf{فناوری‌ها:} \\lr{Go}، \\lr{Rust}'],
    ['Arabic', 'التقنيات: Go، Rust'],
    ['Hebrew', 'טכנולוגיות: Go, Rust'],
    ['Japanese, with its colon and comma', '技術スタック：Go、Rust'],
  ])('takes the stack from a "Tech Stack:" bullet (%s)', (_, item) => {
    const cv = parse(`\\cvsection{Experience}\\cvevent{J}{C}{D}{L}\n${inItems(item, 'A skill')}`);
    expect(cv.experience[0]!.stack).toEqual(['Go', 'Rust']);
    expect(plain(cv.experience[0]!.skills)).toEqual(['A skill']);
  });

  it('reads arguments spread over lines with spaces and comments between them', () => {
    const cv = parse(String.raw`\cvsection{Experience}
\cvevent  {Engineer}   % the title
   {Acme}
   {2020}
{Remote}`);
    expect(cv.experience.map((job) => [job.jobTitle, job.company, job.date, job.location].map(plainText))).toEqual([
      ['Engineer', 'Acme', '2020', 'Remote'],
    ]);
  });

  it('shows nothing of a drawing or an inline bibliography, nested ones too, not even its name, and reads on after it', () => {
    for (const environment of ['tikzpicture', 'thebibliography']) {
      const cv = parseCv([{ file: 'cv', text: `\\documentclass{article}\\begin{document}\\section{P}\\begin{${environment}}{3}\\node{a};\\begin{${environment}}x\\end{${environment}}\\end{${environment}} after\\end{document}` }]);
      expect(cv.sections.map((section) => section.items.map((item) => (item.type === 'paragraph' ? plainText(item.text) : item.type)))).toEqual([['after']]);
      expect(cv.warnings).toEqual([]);
    }
  });

  it('keeps nested braces as text', () => {
    const cv = parse('\\cvsection{Experience}\\cvevent{Lead {Platform {Web}} Dev}{A}{B}{C}');
    expect(plainText(cv.experience[0]!.jobTitle)).toBe('Lead Platform Web Dev');
  });

  it('skips an optional argument before the section title', () => {
    const cv = parse('\\cvsection[page1sidebar]{Experience}\\cvevent{J}{C}{D}{L}');
    expect(cv.experience).toHaveLength(1);
  });

  it('keeps what a \\cvevent with missing arguments has, and warns with the line', () => {
    const cv = parse('\\cvsection{Experience}\n\n\\cvevent{Engineer}{Acme}\n\\begin{itemize}\\item Shipped\\end{itemize}');
    const [job] = cv.experience;
    expect([job!.jobTitle, job!.company, job!.date, job!.location].map(plainText)).toEqual(['Engineer', 'Acme', '', '']);
    expect(plain(job!.skills)).toEqual(['Shipped']);
    expect(cv.warnings).toEqual([
      expect.objectContaining({ file: 'content/cv/main.tex', line: 3, severity: 'warning', message: expect.stringContaining('2 of its 4') }),
    ]);
  });

  it('shows the extra arguments of a \\cvevent as text, and warns', () => {
    const cv = parse('\\cvsection{Experience}\n\\cvevent{J}{C}{D}{L}{Extra words}');
    expect(plain(cv.experience[0]!.skills)).toEqual(['Extra words']);
    expect(cv.warnings[0]).toMatchObject({ line: 2, message: expect.stringContaining('more than 4') });
  });

  it('does not read arguments across a blank line', () => {
    const cv = parse('\\cvsection{Education}\n\\cvevent{M.Sc.}{Uni}\n\n{\\bfseries Thesis} on speed');
    expect(plainText(cv.education[0]!.date)).toBe('');
    expect(plain(cv.education[0]!.skills)).toEqual(['Thesis on speed']);
  });

  it('reads qualifications and education (with their bullets and free text lines)', () => {
    const cv = parse(String.raw`
\cvsection{Qualifications}
\cvevent{Accessibility Specialist}{Guild}{2023}{Acme}
\cvsection{Education}
\cvevent{B.Sc.\ Computing}{Poly}{2010 -- 2013}{Graz}
Thesis title: Fast pages
${inItems('Dean\'s list')}`);
    expect(cv.qualifications.map((q) => [q.qualification, q.issuer, q.date, q.company].map(plainText))).toEqual([
      ['Accessibility Specialist', 'Guild', '2023', 'Acme'],
    ]);
    const [degree] = cv.education;
    expect([degree!.qualification, degree!.issuer, degree!.date, degree!.location].map(plainText)).toEqual([
      'B.Sc. Computing',
      'Poly',
      '2010 – 2013',
      'Graz',
    ]);
    expect(plain(degree!.skills)).toEqual(['Thesis title: Fast pages', 'Dean’s list']);
  });

  it('collects technical and key skills from \\cvtag, \\cvskill and bullets', () => {
    const cv = parse(String.raw`
\cvsection{Technical Skills}
\cvtag{React}\cvtag{Node.js}\\
\cvskill{TypeScript}{5}
\cvsection{Soft Skills}
${inItems('Mentoring', 'Writing \\& speaking')}`);
    expect(cv.technicalSkills).toEqual(['React', 'Node.js', 'TypeScript']);
    expect(cv.keySkills).toEqual(['Mentoring', 'Writing & speaking']);
  });

  it('matches section titles ignoring case, spacing, accents, markup and a trailing colon', () => {
    const cv = parse('\\cvsection{ \\textbf{WORK}   experience }\\cvevent{J}{C}{D}{L}\\cvsection{Key Skills:}\\cvtag{Calm}\\cvsection{Exp\\\'{e}rience professionnelle}\\cvevent{K}{C}{D}{L}');
    expect(cv.experience).toHaveLength(2);
    expect(cv.keySkills).toEqual(['Calm']);
  });

  it('adds the configured section titles to the built-in ones, and sends any title to a page', () => {
    const cv = parseCv(
      [{ file: 'cv.tex', text: '\\cvsection{Werdegang Plus}\\cvevent{J}{C}{D}{L}\\cvsection{Meine Welt}\\cvtag{Ruhe}\\cvsection{Experience}\\cvevent{X}{Y}{Z}{W}' }],
      createTitleMatcher({ sectionTitles: { experience: ['Werdegang Plus'] }, sectionPages: { 'Meine Welt': 'qualifications' } }),
    );
    expect(entities(cv).experience).toHaveLength(2);
    expect(sectionTitles(cv, 'qualifications')).toEqual(['Meine Welt']);
  });

  it('shows every section: extra ones go to the page their kind belongs on, unknown ones where their content fits', () => {
    const cv = parseDocument(String.raw`
\cvsection{Projects}\cvevent{P}{Q}{R}{S}\cvtag{Go}
\cvsection{Languages}\cvskill{English}{5}
\cvsection{Awards}\cvevent{Prize}{Jury}{2020}{Town}
\cvsection{Side Quests}\cvevent{Q}{R}{S}{T}
\cvsection{Odds and Ends}\cvtag{Juggling}
\cvsection{Experience}\cvevent{J}{C}{D}{L}`);
    expect(sectionTitles(cv, 'experience')).toEqual(['Experience', 'Projects', 'Side Quests']);
    expect(sectionTitles(cv, 'qualifications')).toEqual(['Awards']);
    expect(sectionTitles(cv, 'skills')).toEqual(['Languages', 'Odds and Ends']);
    expect(cv.warnings).toEqual([]);
  });

  it('warns about content before the first section instead of dropping it silently', () => {
    const cv = parseDocument('\\cvevent{Before}{any}{section}{x}\n\\cvsection{Projects}\\cvevent{P}{Q}{R}{S}');
    expect(cv.warnings.map((warning) => warning.line)).toEqual([1]);
  });

  it('calls a CV with no section at all an error, pointing at the first content it could not show', () => {
    const cv = parseDocument('\\documentclass{altacv}\n\\begin{document}\n\\cvevent{Engineer}{Acme}{2020}{Remote}\n\\end{document}');
    expect(cv.sections).toEqual([]);
    expect(cv.warnings.filter((warning) => warning.severity === 'error')).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringContaining('No \\cvsection was found, so the CV pages have nothing to show') }),
    ]);
    expect(parseDocument('').warnings).toEqual([expect.objectContaining({ line: 1, severity: 'error' })]);
  });

  it('reads the files in order', () => {
    const cv = parseCv([
      { file: 'main.tex', text: '\\cvsection{Experience}\\cvevent{A}{B}{C}{D}\\cvsection{Skills}\\cvtag{One}' },
      { file: 'sidebar.tex', text: '\\cvsection{Technical Skills}\\cvtag{Two}\\cvsection{Key Skills}\\cvtag{Three}' },
    ], createTitleMatcher());
    expect(entities(cv).technicalSkills).toEqual(['One', 'Two']);
    expect(entities(cv).keySkills).toEqual(['Three']);
  });

  it('ignores the preamble, \\divider and other layout commands', () => {
    const cv = parse(String.raw`\documentclass{altacv}
\newcommand{\fake}{\cvsection{Experience}\cvevent{Not}{a}{real}{job}}
\begin{document}
\cvsection{Experience}
\cvevent{J}{C}{D}{L}
\divider\smallskip\vspace{2mm}\hfill
\begin{itemize}\item Real \textcolor{accent}{work}\end{itemize}
\newpage\switchcolumn
\end{document}
\cvsection{Education}\cvevent{After}{the}{end}{x}`);
    expect(cv.experience).toHaveLength(1);
    expect(plain(cv.experience[0]!.skills)).toEqual(['Real work']);
    expect(cv.education).toEqual([]);
  });
});

describe('lists and bullets', () => {
  it('reads itemize and enumerate lists, with items spanning lines', () => {
    expect(bullets('\\begin{enumerate}\n\\item First\n  continues here\n\n  and here\n\\item[--] Second\\end{enumerate}')).toEqual([
      'First continues here and here',
      'Second',
    ]);
  });

  it('flattens nested lists', () => {
    expect(bullets(inItems('Outer', `Parent ${inItems('Child')}`))).toEqual(['Outer', 'Parent', 'Child']);
  });

  it('warns about a list that is never closed but keeps its items', () => {
    const cv = parse('\\cvsection{Experience}\\cvevent{J}{C}{D}{L}\n\\begin{itemize}\n\\item Kept');
    expect(plain(cv.experience[0]!.skills)).toEqual(['Kept']);
    expect(cv.warnings).toEqual([expect.objectContaining({ line: 2, message: expect.stringContaining('never closed') })]);
  });

  it('shows bullets outside any event as a list of their own', () => {
    const cv = parseDocument('\\cvsection{Experience}\n\\begin{itemize}\\item Kept\\item Too\\end{itemize}');
    expect(cv.sections[0]!.items).toEqual([{ type: 'list', items: [[{ kind: 'text', text: 'Kept' }], [{ kind: 'text', text: 'Too' }]] }]);
    expect(cv.warnings).toEqual([]);
  });
});

describe('text', () => {
  it.each([
    ['\\& \\% \\$ \\# \\_ \\{\\}', '& % $ # _ {}'],
    ['2019--2021, wait---what', '2019–2021, wait—what'],
    ['a~b', 'a\u00A0b'],
    ["``quoted'' and `single' and don't", '“quoted” and ‘single’ and don’t'],
    ["caf\\'e na\\\"ive Fran\\c{c}ois \\`a \\^o \\~n \\v{s} \\'{\\i} \\c c \\ss{} \\o", 'café naïve François à ô ñ š í ç ß ø'],
    ['50\\% done % a comment\n  next line', '50% done next line'],
    ['joined%\n  word', 'joinedword'],
    ['\\textbf{bold} \\emph{it} \\textit{it} \\underline{under} \\texttt{code}', 'bold it it under code'],
    ['日本語のテキスト، العربية, Ελληνικά 🚀', '日本語のテキスト، العربية, Ελληνικά 🚀'],
    ['M.Sc.\\ in CS \\LaTeX{} $\\sim$5 years', 'M.Sc. in CS LaTeX ∼5 years'],
    ['\\faGithub\\ \\printinfo{\\faAt}{Mail} \\textcolor{accent}{red}', 'Mail red'],
    // Layout that real CVs put inside their text prints nothing.
    ['{\\fontsize{10}{12}\\selectfont\\linespread{1.15}\\selectfont Small} print', 'Small print'],
    ['\\setlength\\parindent{0pt}\\hyphenpenalty=10000\\exhyphenpenalty=10000 Kept whole', 'Kept whole'],
    ['\\begin{tabular*}{0.96\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}Acme & 2020\\end{tabular*}', 'Acme · 2020'],
  ])('renders %j as %j', (latex, shown) => {
    expect(bullets(inItems(latex))).toEqual([shown]);
  });

  it('hides \\begin{comment} blocks', () => {
    const cv = parse('\\cvsection{Experience}\n\\begin{comment}\n\\cvevent{Hidden}{x}{y}{z}\n\\end{comment}\n\\cvevent{Shown}{x}{y}{z}\n%\\cvevent{Also hidden}{}{}{}');
    expect(cv.experience.map((job) => plainText(job.jobTitle))).toEqual(['Shown']);
  });

  it('keeps bold, italic and line breaks as marks', () => {
    const cv = parse('\\cvsection{Experience}\\cvevent{J}{C}{D}{L}\\begin{itemize}\\item A \\textbf{bold \\emph{both}} {\\itshape slanted}\\\\[2pt] next\\end{itemize}');
    expect(cv.experience[0]!.skills[0]).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'text', text: 'bold ', bold: true },
      { kind: 'text', text: 'both', bold: true, italic: true },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'slanted', italic: true },
      { kind: 'break' },
      { kind: 'text', text: 'next' },
    ]);
  });

  it('turns http(s) and mailto \\href and \\url into links, and anything else into text', () => {
    const cv = parse(String.raw`\cvsection{Experience}\cvevent{J}{C}{D}{L}\begin{itemize}
\item \href{https://example.org/a\#b}{Site} \href{mailto:me@example.org}{Mail} \url{http://example.org/x\_y}
\item \href{javascript:alert(1)}{Bad} \href{data:text/html,x}{Data} \url{/relative}
\end{itemize}`);
    const [links, unsafe] = cv.experience[0]!.skills;
    expect(links!.filter((node) => node.kind === 'text' && node.href)).toEqual([
      { kind: 'text', text: 'Site', href: 'https://example.org/a#b' },
      { kind: 'text', text: 'Mail', href: 'mailto:me@example.org' },
      { kind: 'text', text: 'http://example.org/x_y', href: 'http://example.org/x_y' },
    ]);
    expect(unsafe).toEqual([{ kind: 'text', text: 'Bad Data /relative' }]);
  });

  it('reads a "%" in a link’s address as part of it, as hyperref does, not as a comment', () => {
    const cv = parse('\\cvsection{Experience}\\cvevent{J}{C}{D}{L}\\begin{itemize}\n\\item Advisor: \\href{https://example.org/staff/JANE%20DOE}{homepage}, and more\n\\end{itemize}');
    expect(cv.experience[0]!.skills).toEqual([
      [
        { kind: 'text', text: 'Advisor: ' },
        { kind: 'text', text: 'homepage', href: 'https://example.org/staff/JANE%20DOE' },
        { kind: 'text', text: ', and more' },
      ],
    ]);
    expect(cv.warnings).toEqual([]);
  });

  it('sets a table’s columns apart, and never prints its bare "&"', () => {
    const table = String.raw`\begin{tabularx}{\linewidth}{@{}l X r@{}}
\textbf{Data Engineer} & \hfill & 2021 -- 2023 \\
Python & pandas, Airflow & \\
\end{tabularx}`;
    expect(bullets(inItems(table))).toEqual(['Data Engineer · 2021 – 2023 Python · pandas, Airflow']);
    const cv = parseDocument(`\\cvsection{Skills}\n${table}`);
    expect(cv.sections[0]!.items[0]).toEqual({
      type: 'paragraph',
      text: [
        { kind: 'text', text: 'Data Engineer', bold: true },
        { kind: 'text', text: ' · 2021 – 2023' },
        { kind: 'break' },
        { kind: 'text', text: 'Python · pandas, Airflow' },
      ],
    });
  });

  it('sets apart the arguments of a command or an environment it does not know, which are fields', () => {
    const cv = parseDocument(String.raw`\cvsection{Experience}
\begin{joblong}{Platform Engineer, Orrery Systems}{Mar 2020 - Feb 2024}
\end{joblong}
\experience{2018}{Intern}{Lumen Works}`);
    expect(cv.sections[0]!.items).toEqual([
      { type: 'paragraph', text: [{ kind: 'text', text: 'Platform Engineer, Orrery Systems Mar 2020 - Feb 2024' }] },
      { type: 'paragraph', text: [{ kind: 'text', text: '2018 Intern Lumen Works' }] },
    ]);
  });
});

describe('broken input', () => {
  it('recovers from an unclosed brace and warns with its line (LaTeX only warns: the build goes on)', () => {
    const cv = parse('\\cvsection{Experience}\n\\cvevent{Dev}{Acme{2020}{Paris}\n\\begin{itemize}\\item Still here\\end{itemize}');
    const [job] = cv.experience;
    expect([job!.jobTitle, job!.company, job!.date, job!.location].map(plainText)).toEqual(['Dev', 'Acme', '2020', 'Paris']);
    expect(plain(job!.skills)).toEqual(['Still here']);
    expect(cv.warnings).toEqual([expect.objectContaining({ line: 2, severity: 'warning', message: expect.stringContaining('Unclosed') })]);
  });

  it('ends an unclosed bold at the line end, keeping accents inside it', () => {
    expect(bullets(inItems('\\textbf{Caf\\\'{e} open', 'Next'))).toEqual(['Café open', 'Next']);
  });

  it('ignores a stray closing brace with a warning', () => {
    const cv = parse('\\cvsection{Experience}\\cvevent{J}{C}{D}{L}\n\\begin{itemize}\\item Text}\n more\\end{itemize}');
    expect(plain(cv.experience[0]!.skills)).toEqual(['Text more']);
    expect(cv.warnings).toEqual([expect.objectContaining({ line: 2, severity: 'warning', message: expect.stringContaining('Unmatched') })]);
  });

  it('finds the content when a missing "}" in the preamble is balanced by a stray one later', () => {
    const cv = parse('\\renewcommand{\\divider}{\\rule\n\\begin{document}\n\\cvsection{Experience}\n\\personalinfo{x}}\n\\cvevent{Dev}{Co}{2020}{Here}\n\\end{document}');
    expect(cv.experience.map((job) => plainText(job.jobTitle))).toEqual(['Dev']);
    expect(cv.warnings).toEqual([expect.objectContaining({ line: 1, severity: 'warning', message: expect.stringContaining('still open') })]);
  });

  it('reads events inside a group a brace typo opened', () => {
    const cv = parse('\\cvsection{Experience}\n\\textbf{\n\\cvevent{Dev}{Co}{2020}{Here}\n\\begin{itemize}\\item Kept\\end{itemize}}');
    expect(plain(cv.experience[0]!.skills)).toEqual(['Kept']);
  });

  it('reads on when a \\begin{ missing its "}" was closed by a stray "}" far below, and says so', () => {
    const cv = parse('\\begin{document}\n\\begin{\n\n\\cvsection{Skills}\n\\cvtag{A}\n\\cvtag{B}}\n\\end{document}');
    expect(cv.technicalSkills).toEqual(['A', 'B']);
    expect(cv.warnings).toEqual([expect.objectContaining({ line: 2, severity: 'warning', message: expect.stringContaining('missing its "}"') })]);
  });

  it('does not let a \\cvevent argument missing its "}" swallow the sections after it', () => {
    const cv = parse('\\cvsection{Experience}\n\\cvevent{Dev\n\n\\cvsection{Key Skills}\n\\cvtag{Patience}}\n');
    expect(cv.keySkills).toEqual(['Patience']);
    expect(cv.warnings.some((w) => w.severity === 'warning' && w.line === 2 && w.message.includes('missing its "}"'))).toBe(true);
  });

  it("reads an \\cvachievement's description across blank lines and lines of \\cvtag, and shows its tags", () => {
    const cv = parseDocument('\\cvsection{Most Proud of}\n\\cvachievement{\\faCogs}{Automation}{\n  \\cvtag{Python}\n  \\cvtag{Ansible}\n\n  \\cvtag{Terraform}\n}\n\\cvsection{Experience}\n\\cvevent{Dev}{Co}{2020}{Here}');
    expect(cv.warnings).toEqual([]);
    const [proud, experience] = cv.sections;
    expect(proud!.items).toEqual([{ type: 'achievement', title: [{ kind: 'text', text: 'Automation' }], text: [], tags: ['Python', 'Ansible', 'Terraform'] }]);
    expect(experience!.items.map((item) => item.type)).toEqual(['event']);
  });

  it('builds a CV with a "{" left open after a \\cvevent, showing what follows, with a warning naming the line', () => {
    const cv = parseDocument('\\cvsection{Experience}\n\\cvevent{Dev}{Acme}{2020}{Paris}\nRemote {\\itshape team\n\\begin{itemize}\\item Kept\\end{itemize}\n\\cvevent{Ops}{Beta}{2019}{Lyon}');
    expect(cv.warnings).toEqual([expect.objectContaining({ file: 'content/cv/main.tex', line: 3, severity: 'warning', message: expect.stringContaining('Unclosed') })]);
    const events = cv.sections[0]!.items.filter((item) => item.type === 'event');
    expect(events.map((event) => plainText(event.title))).toEqual(['Dev', 'Ops']);
    expect(events[0]!.lines.map(plainText)).toEqual(['Remote team', 'Kept']);
  });

  it('ends a comment environment only at an \\end{comment} that starts its line, as the comment package does', () => {
    const cv = parse('\\cvsection{Skills}\n\\begin{comment}\n\\cvtag{Hidden}\\\\end{comment}\n\\cvtag{Also hidden}\n  \\end{comment}\n\\cvtag{Shown}');
    expect(cv.technicalSkills).toEqual(['Shown']);
  });

  it('reports an unclosed comment environment as an error', () => {
    const cv = parse('\\cvsection{Skills}\n\\cvtag{A}\n\\begin{comment}\n\\cvtag{B}');
    expect(cv.technicalSkills).toEqual(['A']);
    expect(cv.warnings).toEqual([expect.objectContaining({ line: 3, severity: 'error' })]);
  });

  it('lists at most 50 problems per file, then says how many more', () => {
    const cv = parse(`\\cvsection{Skills}\\cvtag{Go}${'}'.repeat(80)}`);
    expect(cv.warnings).toHaveLength(51);
    expect(cv.warnings[50]!.message).toBe('30 more problems not listed');
  });

  it('returns quickly on 10,000 nested braces, opened and closed or never closed', () => {
    for (const text of [`\\cvsection{Skills}\\cvtag{${'{'.repeat(10000)}deep${'}'.repeat(10000)}}`, `\\cvsection{Skills}\\cvtag{${'{'.repeat(10000)}`]) {
      const started = performance.now();
      const cv = parse(text);
      expect(performance.now() - started).toBeLessThan(1000);
      // 50 listed, the count of the rest, and (with nothing read) the error that the CV shows nothing.
      expect(cv.warnings.length).toBeLessThanOrEqual(52);
    }
    expect(parse(`\\cvsection{Skills}\\cvtag{${'{'.repeat(10000)}deep${'}'.repeat(10000)}}`).technicalSkills).toEqual(['deep']);
  });

  it('parses a 5 MB file in linear time', () => {
    const job = '\\cvevent{Engineer}{Acme \\& Co}{2019 -- 2021}{Z\\"urich}\n\\begin{itemize}\n\\item Built \\textbf{fast} pages, see \\href{https://example.org}{this}\n\\item Tech Stack: React, Node.js\n\\end{itemize}\n';
    const small = `\\cvsection{Experience}\n${job.repeat(50)}`;
    const big = `\\cvsection{Experience}\n${job.repeat(Math.ceil(5_000_000 / job.length))}`;
    parse(small);
    const smallStarted = performance.now();
    parse(small);
    const smallMs = performance.now() - smallStarted;
    const bigStarted = performance.now();
    const cv = parse(big);
    const bigMs = performance.now() - bigStarted;
    expect(cv.experience.length).toBe(Math.ceil(5_000_000 / job.length));
    // 5 MB is ~800 times the small input; quadratic behaviour would be ~800 times slower again.
    expect(bigMs).toBeLessThan(Math.max(smallMs, 1) * 800 * 10);
    expect(bigMs).toBeLessThan(10000);
  });

  it('keeps a bullet with hundreds of thousands of styled runs, and a huge tech stack', () => {
    const cv = parse(`\\cvsection{Experience}\\cvevent{J}{C}{D}{L}\\begin{itemize}\\item ${'\\textbf{a}b'.repeat(200000)}\n\\item Tech Stack: ${'x,'.repeat(200000)}\\end{itemize}`);
    expect(cv.experience[0]!.skills[0]).toHaveLength(400000);
    expect(cv.experience[0]!.stack).toHaveLength(200000);
  });

  it.each([
    ['many "[" after commands', '\\item['.repeat(20000)],
    ['many unclosed groups on one line', '\\textbf{'.repeat(20000)],
    ['many accents', "\\'".repeat(20000)],
    ['many lists', '\\begin{itemize}'.repeat(20000)],
    ['many lists opened and closed', '\\begin{itemize}'.repeat(50000) + '\\end{itemize}'.repeat(50000)],
    ['a lone backslash', '\\'],
  ])('stays fast on %s', (_, text) => {
    const started = performance.now();
    parse(`\\cvsection{Experience}\\cvevent{J}{C}{D}{L}${text}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('real AltaCV files', () => {
  it("reads the shapes of AltaCV's own sample", () => {
    const cv = parse(fixture('altacv-sample.tex'));
    expect(cv.experience.map((job) => [plainText(job.jobTitle), plain(job.skills)])).toEqual([
      ['Job Title 1', ['Job description 1', 'Job description 2']],
      ['Job Title 2', ['Job description 1', 'Job description 2']],
    ]);
    expect(cv.education.map((entry) => [plainText(entry.qualification), plainText(entry.date), plain(entry.skills)])).toEqual([
      ['Ph.D. in Your Discipline', 'Sept 2002 – June 2006', ['Thesis title: Wonderful Research']],
      ['M.Sc. in Your Discipline', 'Sept 2001 – June 2002', []],
    ]);
    expect(cv.warnings).toEqual([]);
  });

  it("shows every section of AltaCV's own sample on a page, with its skills, achievement, quote and referee", () => {
    const cv = parseDocument(fixture('altacv-sample.tex'));
    expect(sectionTitles(cv, 'experience')).toEqual(['Experience', 'Projects', 'My Life Philosophy', 'Referees']);
    expect(sectionTitles(cv, 'qualifications')).toEqual(['Education', 'Most Proud of']);
    expect(sectionTitles(cv, 'skills')).toEqual(['Languages', 'Strengths']);
    const items = (title: string) => cv.sections.find((section) => section.title === title)!.items;
    expect(items('Strengths')).toEqual([{ type: 'tags', tags: ['Hard-working', 'Eye for detail', 'Motivator & Leader', 'C++', 'Embedded Systems', 'Statistical Analysis'] }]);
    expect(items('Languages')).toEqual([
      { type: 'skill', name: 'English', rating: 5 },
      { type: 'skill', name: 'German', rating: 3.5 },
    ]);
    expect(items('Most Proud of')).toEqual([
      { type: 'achievement', title: [{ kind: 'text', text: 'Fantastic Achievement' }], text: [{ kind: 'text', text: 'and some details about it' }] },
    ]);
    expect(items('My Life Philosophy').map((item) => item.type === 'quote' && plainText(item.text))).toEqual(['“Something smart or heartfelt, preferably in one sentence.”']);
    expect(items('Referees')[0]).toMatchObject({ type: 'reference', name: [{ kind: 'text', text: 'Prof. Alpha Beta' }] });
    // Graphical and bibliography-only sections show nothing (the build report warns about them).
    expect(items('A Day of My Life')).toEqual([]);
  });

  it("reads the shapes of AltaCV v1.1's sample (optional section argument, arguments over lines)", () => {
    const cv = parse(fixture('altacv-v1-sidebar-layout.tex'));
    expect(cv.experience).toEqual([
      {
        jobTitle: [{ kind: 'text', text: 'Job Title 1' }],
        company: [{ kind: 'text', text: 'Company 1' }],
        date: [{ kind: 'text', text: 'March 2036 – Present' }],
        location: [{ kind: 'text', text: 'Location' }],
        skills: [[{ kind: 'text', text: 'Job description 1, which goes on over three lines' }]],
        stack: ['C', 'Python'],
      },
    ]);
    expect(cv.qualifications.map((q) => plainText(q.company))).toEqual(['Company 1']);
    expect(cv.keySkills).toEqual(['Public speaking', 'Technical writing']);
  });

  it('reads the sample CV of content/cv without a warning', () => {
    const read = (name: string) => readFileSync(path.join(__dirname, '../../../content/cv', name), 'utf8');
    const cv = entities(
      parseCv([
        { file: 'content/cv/main.tex', text: read('main.tex') },
        { file: 'content/cv/sidebar.tex', text: read('sidebar.tex') },
      ], createTitleMatcher()),
    );
    expect(cv.warnings).toEqual([]);
    expect(cv.experience.length).toBeGreaterThanOrEqual(4);
    expect(cv.experience.every((job) => job.stack.length > 0)).toBe(true);
    expect(cv.qualifications.length).toBeGreaterThanOrEqual(3);
    expect(cv.education.length).toBeGreaterThanOrEqual(2);
    expect(cv.technicalSkills.length).toBeGreaterThanOrEqual(10);
    expect(cv.keySkills.length).toBeGreaterThanOrEqual(6);
  });
});
