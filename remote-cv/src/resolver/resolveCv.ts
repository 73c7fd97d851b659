/**
 * The owner's CV folder as they keep it, made into the one text the CV remote serves: the main file
 * (the .tex with \documentclass, or content/site.json cv.main) with every \input, \include and
 * \subfile put in place, and the sidebar files AltaCV names in \cvsection[<file>]{…} added before
 * \end{document}. Each output line remembers where it came from, so the build still reports the
 * owner's own file:line. Pure: it reads only the map it is given, and it never throws.
 */

export interface Origin {
  file: string;
  line: number;
}

export interface ResolvedCv {
  main: string;
  text: string;
  /** origins[n] is where line n + 1 of `text` came from. */
  origins: Origin[];
  /** Every file the CV uses, main first. */
  used: string[];
  /** .tex files in the folder the CV does not use. */
  unused: string[];
}

export type ResolveResult = { ok: true; cv: ResolvedCv } | { ok: false; error: string };

/** Document classes of files that are parts of another document, never a main file. */
const PART_CLASSES = new Set(['subfiles', 'standalone']);

const INCLUDE = /\\(input|include|subfile)(?:\s*\{([^{}]*)\}|\s+([^\s{}%\\]+))/g;
const SIDEBAR = /\\cvsection\s*\[([^\]]+)\]/g;
const DOCUMENT_CLASS = /\\documentclass\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}/;

/** The part of a line LaTeX reads: up to an unescaped %. */
export function codeOf(line: string): string {
  for (let i = 0; i < line.length; i += 1) {
    if (line[i] === '\\') i += 1;
    else if (line[i] === '%') return line.slice(0, i);
  }
  return line;
}

function documentClass(text: string): string | null {
  // Its options may span lines, each with its comment: \documentclass[\n 12pt % size\n]{article}.
  const match = DOCUMENT_CLASS.exec(text.split('\n').map(codeOf).join('\n'));
  return match ? match[1]!.trim() : null;
}

function dirname(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '' : file.slice(0, slash + 1);
}

/** a/b/../c.tex → a/c.tex; null for a path that leaves the folder. */
function normalise(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** LaTeX looks relative to the main file's folder; \subfile and \import-style CVs also relative to the including file. */
function findFile(files: ReadonlyMap<string, string>, name: string, mainDir: string, fromDir: string): string | null {
  for (const dir of [mainDir, fromDir]) {
    for (const candidate of [`${dir}${name}`, `${dir}${name}.tex`]) {
      const path = normalise(candidate);
      if (path !== null && files.has(path)) return path;
    }
  }
  return null;
}

/** A subfile is a whole document: only its body goes into the main one. */
function bodyOf(lines: string[]): { start: number; end: number } {
  const begin = lines.findIndex((line) => /\\begin\s*\{document\}/.test(codeOf(line)));
  if (begin < 0) return { start: 0, end: lines.length };
  const end = lines.findIndex((line, index) => index > begin && /\\end\s*\{document\}/.test(codeOf(line)));
  return { start: begin + 1, end: end < 0 ? lines.length : end };
}

export function resolveCv(input: { files: ReadonlyMap<string, string>; main?: string; label: (file: string) => string }): ResolveResult {
  const { files, label } = input;
  const texFiles = [...files.keys()].sort();
  let main: string;
  if (input.main) {
    const named = normalise(input.main);
    if (named === null || !files.has(named)) {
      return { ok: false, error: `content/site.json: field "cv.main" names "${input.main}", which is not in ${label('')} (its .tex files: ${texFiles.join(', ') || 'none'})` };
    }
    main = named;
  } else {
    const candidates = texFiles.filter((file) => {
      const cls = documentClass(files.get(file)!);
      return cls !== null && !PART_CLASSES.has(cls);
    });
    if (candidates.length !== 1) {
      const found = candidates.length === 0 ? `none of its .tex files (${texFiles.join(', ') || 'none'}) has \\documentclass` : `${candidates.length} files have \\documentclass: ${candidates.join(', ')}`;
      return { ok: false, error: `${label('')}: cannot tell which file is the CV: ${found}. Name it in content/site.json as "cv": { "main": "<file>.tex" }` };
    }
    main = candidates[0]!;
  }

  const mainDir = dirname(main);
  const out: string[] = [];
  const origins: Origin[] = [];
  const used = new Set<string>();
  let error: string | null = null;
  /** Before \begin{document}, a file not in the folder is the TeX distribution's (\input{glyphtounicode}). */
  let inBody = false;

  const expand = (file: string, chain: string[], range?: { start: number; end: number }) => {
    used.add(file);
    const lines = files.get(file)!.split(/\r?\n/);
    const { start, end } = range ?? { start: 0, end: lines.length };
    for (let n = start; n < end && error === null; n += 1) {
      const line = lines[n]!;
      const code = codeOf(line);
      if (/\\begin\s*\{document\}/.test(code)) inBody = true;
      let last = 0;
      // All of the line's matches first: expanding one re-uses the same regular expression.
      for (const match of [...code.matchAll(INCLUDE)]) {
        if (error !== null) return;
        const [whole, command, braced, bare] = match;
        const name = (braced ?? bare ?? '').trim();
        const where = `${label(file)}:${n + 1}`;
        const target = findFile(files, name, mainDir, dirname(file));
        if (!target && !inBody) continue;
        if (!target) {
          error = `${where}: \\${command}{${name}} names a file that is not there (looked for ${label(`${mainDir}${name}.tex`)})`;
          return;
        }
        if (chain.includes(target)) {
          error = `${where}: \\${command}{${name}} would include ${label(target)} inside itself (${[...chain, target].map(label).join(' → ')})`;
          return;
        }
        const before = code.slice(last, match.index!);
        if (before.trim()) {
          out.push(before);
          origins.push({ file, line: n + 1 });
        }
        const targetLines = files.get(target)!.split(/\r?\n/);
        expand(target, [...chain, target], command === 'subfile' ? bodyOf(targetLines) : undefined);
        last = match.index! + whole.length;
      }
      out.push(last === 0 ? line : code.slice(last));
      origins.push({ file, line: n + 1 });
    }
  };
  expand(main, [main]);
  if (error !== null) return { ok: false, error };

  const sidebars: string[] = [];
  const note = (name: string, from: string) => {
    const target = findFile(files, name, mainDir, dirname(from));
    if (target && !used.has(target) && !sidebars.includes(target)) sidebars.push(target);
  };
  for (let n = 0; n < out.length; n += 1) {
    for (const match of codeOf(out[n]!).matchAll(SIDEBAR)) note(match[1]!.trim(), origins[n]!.file);
  }
  // The first version of this site took content/cv/main.tex and content/cv/sidebar.tex as two files.
  if (sidebars.length === 0) note('sidebar', main);
  if (sidebars.length > 0) {
    let endAt = out.length;
    for (let n = out.length - 1; n >= 0; n -= 1) {
      if (/\\end\s*\{document\}/.test(codeOf(out[n]!))) {
        endAt = n;
        break;
      }
    }
    const added: string[] = [];
    const addedOrigins: Origin[] = [];
    for (const sidebar of sidebars) {
      const from = out.length;
      expand(sidebar, [main, sidebar]);
      if (error !== null) return { ok: false, error };
      added.push(...out.splice(from));
      addedOrigins.push(...origins.splice(from));
    }
    out.splice(endAt, 0, ...added);
    origins.splice(endAt, 0, ...addedOrigins);
  }

  const usedList = [main, ...[...used].filter((file) => file !== main)];
  return {
    ok: true,
    cv: { main, text: out.join('\n'), origins, used: usedList, unused: texFiles.filter((file) => !used.has(file)) },
  };
}
