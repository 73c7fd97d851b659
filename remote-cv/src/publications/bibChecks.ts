/**
 * biblatex's \defbibcheck bodies, where they are the usual tests: \iffieldundef{field},
 * \iffieldequalstr{field}{text}, \iffieldint{field}, \ifkeyword{word}, \ifentrytype{type}, and a
 * field's number against another (\ifnumless{\thefield{year}}{2015}, etoolbox's), nested, each
 * branch empty or \skipentry. A body the site cannot read is null: the list then shows its entries
 * unchecked.
 */
type Test = 'fieldundef' | 'fieldequalstr' | 'fieldint' | 'keyword' | 'entrytype' | 'numless' | 'numgreater' | 'numequal';

export type BibCheck = { skip: boolean } | { test: Test; field: string; value: string; then: BibCheck; otherwise: BibCheck };

const TESTS: Record<string, { test: Test; args: number }> = {
  iffieldundef: { test: 'fieldundef', args: 1 },
  iffieldequalstr: { test: 'fieldequalstr', args: 2 },
  iffieldint: { test: 'fieldint', args: 1 },
  ifkeyword: { test: 'keyword', args: 1 },
  ifentrytype: { test: 'entrytype', args: 1 },
  ifnumless: { test: 'numless', args: 2 },
  ifnumgreater: { test: 'numgreater', args: 2 },
  ifnumequal: { test: 'numequal', args: 2 },
};

const NUMBER_TESTS = new Set<Test>(['numless', 'numgreater', 'numequal']);

/** The groups `{…}` at the start of text, and what follows them. */
function groups(text: string, count: number): { args: string[]; rest: string } | null {
  const args: string[] = [];
  let i = 0;
  while (args.length < count) {
    while (/\s/.test(text[i] ?? '')) i += 1;
    if (text[i] !== '{') return null;
    let depth = 0;
    const start = i + 1;
    for (; i < text.length; i += 1) {
      if (text[i] === '{') depth += 1;
      else if (text[i] === '}' && --depth === 0) break;
    }
    if (depth !== 0) return null;
    args.push(text.slice(start, i));
    i += 1;
  }
  return { args, rest: text.slice(i) };
}

/**
 * @param numbers  the CV's own macros that stand for a number (\newcommand{\recentyear}{2015}), by name
 */
export function parseCheck(body: string, numbers: ReadonlyMap<string, string> = new Map()): BibCheck | null {
  const text = body
    .replace(/(^|[^\\])%.*$/gm, '$1')
    .replace(/\\([A-Za-z@]+)/g, (command: string, name: string) => numbers.get(name) ?? command)
    .trim();
  if (text === '') return { skip: false };
  if (/^\\skipentry\s*$/.test(text)) return { skip: true };
  const command = /^\\([A-Za-z]+)/.exec(text);
  const known = command && TESTS[command[1]!];
  if (!known) return null;
  const read = groups(text.slice(command[0].length), known.args + 2);
  if (!read || read.rest.trim() !== '') return null;
  const [first, ...more] = read.args;
  const value = known.args === 2 ? more.shift()!.trim() : '';
  let field = first!.trim();
  if (NUMBER_TESTS.has(known.test)) {
    // The field's number against a number: \ifnumless{\thefield{year}}{2015}.
    const thefield = /^\\thefield\s*\{([^{}]+)\}$/.exec(field);
    if (!thefield || !/^-?\d+$/.test(value)) return null;
    field = thefield[1]!.trim();
  }
  const then = parseCheck(more[0]!, numbers);
  const otherwise = parseCheck(more[1]!, numbers);
  if (!then || !otherwise) return null;
  return { test: known.test, field, value, then, otherwise };
}

/** Whether the check skips an entry (fields by lower-case name, as written; its type as biblatex names it). */
export function skips(check: BibCheck, entry: { type: string; fields: Readonly<Record<string, string>> }): boolean {
  if ('skip' in check) return check.skip;
  const field = entry.fields[check.field.toLowerCase()];
  let yes: boolean;
  if (check.test === 'fieldundef') yes = field === undefined || field.trim() === '';
  else if (check.test === 'fieldequalstr') yes = (field ?? '').trim() === check.value;
  else if (check.test === 'fieldint') yes = /^\s*-?\d+\s*$/.test(field ?? '');
  else if (NUMBER_TESTS.has(check.test)) {
    const number = Number((field ?? '').trim());
    const than = Number(check.value);
    yes = /^\s*-?\d+\s*$/.test(field ?? '') && (check.test === 'numless' ? number < than : check.test === 'numgreater' ? number > than : number === than);
  } else if (check.test === 'keyword')
    yes = (entry.fields.keywords ?? '')
      .split(/[,;]/)
      .map((word) => word.trim())
      .includes(check.field);
  else yes = entry.type === check.field.toLowerCase();
  return skips(yes ? check.then : check.otherwise, entry);
}
