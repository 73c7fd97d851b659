/**
 * biblatex's \DeclareSourcemap, where it changes what a list selects: each \map's \step's in order,
 * a `fieldsource` with `match`/`notmatch` (and `final`, which ends the map for an entry that does
 * not match) and `replace`, then `fieldset` with a `fieldvalue`, `origfieldval` or `null` (as biber applies them,
 * an existing field kept unless the maps say `overwrite`, or the step `append`s). The owner's way to
 * mark their own papers (`\step[fieldsource=author, match=Doe, final] \step[fieldset=keywords,
 * fieldvalue=own]`) then filters as their PDF does. Pure.
 */
import { optionList } from './bibOptions';

interface Step {
  source?: string;
  match?: RegExp;
  notMatch?: boolean;
  /** With a match: the source field rewritten (`replace=\regexp{$1}`). */
  replace?: string;
  final: boolean;
  set?: string;
  /** The value to set; null for `null` (the field removed); undefined for `origfieldval`. */
  value?: string | null;
  append: boolean;
  overwrite?: boolean;
}

export interface SourceMap {
  overwrite: boolean;
  steps: Step[];
}

/** The [options]{body} pairs of a command's calls in text: \map[…]{…}, \step[…]. */
function calls(text: string, name: string): { options: string; body: string }[] {
  const found: { options: string; body: string }[] = [];
  const pattern = new RegExp(`\\\\${name}(?![A-Za-z])\\s*`, 'g');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const options = delimited(text, match.index + match[0].length, '[', ']');
    const body = delimited(text, options.next, '{', '}');
    if (!options.closed || !body.closed) break;
    found.push({ options: options.inside, body: body.inside });
    pattern.lastIndex = body.next;
  }
  return found;
}

/**
 * The `open`…`close` group at `from` (after spaces): what it holds and the index after it; an empty
 * one where there is none. Braces inside [options] are skipped over (`match=\regexp{…]}`).
 */
function delimited(text: string, from: number, open: string, close: string): { inside: string; next: number; closed: boolean } {
  let start = from;
  while (/\s/.test(text[start] ?? '')) start += 1;
  if (text[start] !== open) return { inside: '', next: from, closed: true };
  let depth = 0;
  let braces = 0;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\\') i += 1;
    else if (c === '{' && open !== '{') braces += 1;
    else if (c === '}' && open !== '{') braces -= 1;
    else if (c === open && braces === 0) depth += 1;
    else if (c === close && braces === 0 && --depth === 0) return { inside: text.slice(start + 1, i), next: i + 1, closed: true };
  }
  return { inside: '', next: text.length, closed: false };
}

/** A Perl pattern as JavaScript reads it; `\regexp{…}` unwrapped. Null when it is not one JavaScript can read. */
function pattern(raw: string, ignoreCase: boolean): RegExp | null {
  const source = raw
    .trim()
    .replace(/^\\regexp\s*\{([\s\S]*)\}$/, '$1')
    .replace(/\\A/g, '^')
    .replace(/\\[zZ]/g, '$');
  try {
    return new RegExp(source, ignoreCase ? 'iu' : 'u');
  } catch {
    return null;
  }
}

/** The fields the lists select by: a map the site cannot follow matters only when it sets one of them. */
const SELECTING = new Set(['keywords', 'entrysubtype', 'entrytype', 'options']);

/**
 * @param body  the \DeclareSourcemap's argument
 * @param macros  the owner's values a step may name (\autopub@authorlastname, from their package's options)
 * @returns the maps for .bib data the site follows, and whether it left out one that sets a field the lists select by
 */
export function parseSourcemap(body: string, macros: ReadonlyMap<string, string>): { maps: SourceMap[]; unread: boolean } {
  const code = body.replace(/(^|[^\\])%.*$/gm, '$1');
  const maps: SourceMap[] = [];
  let unread = false;
  for (const group of calls(code, 'maps')) {
    const groupOptions = optionList(group.options);
    const datatype = groupOptions.find((option) => option.name === 'datatype')?.value.trim();
    if (datatype && datatype !== 'bibtex' && datatype !== 'biblatexml') continue;
    const overwrite = groupOptions.some((option) => option.name === 'overwrite' && option.value.trim() !== 'false');
    for (const map of calls(group.body, 'map')) {
      const steps = readSteps(map.body, macros);
      if (steps) maps.push({ overwrite, steps });
      else if ([...map.body.matchAll(/fieldset\s*=\s*([A-Za-z]+)/g)].some((match) => SELECTING.has(match[1]!.toLowerCase()))) unread = true;
    }
  }
  return { maps, unread };
}

/** A \map's steps, or null when one does what the site cannot follow. */
function readSteps(body: string, macros: ReadonlyMap<string, string>): Step[] | null {
  const steps: Step[] = [];
  for (const step of calls(body, 'step')) {
        const read: Step = { final: false, append: false };
        for (const { name, value: raw } of optionList(step.options)) {
          const value = raw.trim().replace(/^\\([A-Za-z@]+)$/, (whole, macro: string) => macros.get(macro) ?? whole);
          if (name === 'fieldsource') read.source = value.toLowerCase();
          else if (name === 'match' || name === 'matchi' || name === 'notmatch' || name === 'notmatchi') {
            if (value.startsWith('\\') && !value.startsWith('\\regexp')) return null;
            const compiled = pattern(value, name.endsWith('i'));
            if (!compiled) return null;
            read.match = compiled;
            read.notMatch = name.startsWith('not');
          } else if (name === 'replace') read.replace = value.replace(/^\\regexp\s*\{([\s\S]*)\}$/, '$1');
          else if (name === 'final') read.final = raw.trim() !== 'false';
          else if (name === 'fieldset') read.set = value.toLowerCase();
          else if (name === 'fieldvalue') read.value = value;
          else if (name === 'null') read.value = null;
          else if (name === 'append') read.append = raw.trim() !== 'false';
          else if (name === 'overwrite') read.overwrite = raw.trim() !== 'false';
          else if (name === 'origfieldval' || name === 'appenddelim') continue;
          // typesource, entrynew…: they change entries in ways the site does not follow.
          else if (name === 'typesource' || name === 'typetarget' || name === 'entrynew' || name === 'entryclone' || name === 'cited' || name === 'nocited') return null;
        }
        steps.push(read);
  }
  return steps;
}

/** An entry's fields after the maps, as biber would hand them to biblatex. */
export function mapFields(maps: readonly SourceMap[], fields: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = { ...fields };
  for (const map of maps) {
    let sourceValue: string | undefined;
    for (const step of map.steps) {
      if (step.source !== undefined) {
        sourceValue = out[step.source];
        const holds = sourceValue !== undefined && (step.match === undefined || step.match.test(sourceValue) !== step.notMatch);
        if (!holds) {
          if (step.final) break;
          sourceValue = undefined;
          continue;
        }
        if (step.match && step.replace !== undefined && !step.notMatch) out[step.source] = sourceValue = sourceValue!.replace(step.match, step.replace);
      }
      if (step.set === undefined) continue;
      if (step.value === null) {
        delete out[step.set];
        continue;
      }
      const value = step.value ?? sourceValue;
      if (value === undefined) continue;
      const existing = out[step.set];
      if (existing === undefined || step.overwrite === true || (step.overwrite === undefined && map.overwrite)) out[step.set] = value;
      else if (step.append) out[step.set] = `${existing}${step.set === 'keywords' ? ',' : ''}${value}`;
    }
  }
  return out;
}
