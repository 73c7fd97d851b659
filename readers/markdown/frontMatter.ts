/**
 * A post's front matter: YAML between `---` lines (Jekyll, Hugo, Gatsby, Astro, Next…) or TOML
 * between `+++` lines (Hugo, Zola), read into plain values with every key in lower case (an owner's
 * `Title:` is `title`). Front matter that does not parse is an error with the line and column in the
 * post's own file, as the parser found it. YAML 1.2's core schema: dates stay the strings they are
 * written as (metadata.ts reads them), and an alias bomb stops at the yaml package's alias limit.
 */
import { parseDocument } from 'yaml';
import { TomlError, parse as parseToml } from 'smol-toml';

export type FrontMatterData = Record<string, unknown>;

export type FrontMatter =
  | {
      ok: true;
      data: FrontMatterData;
      /** How many lines the front matter takes, fences included (0 when there is none). */
      lines: number;
    }
  | { ok: false; line: number; column?: number; message: string };

const FENCES: Record<string, { close: RegExp; format: 'yaml' | 'toml' }> = {
  '---': { close: /^(?:---|\.\.\.)\s*$/, format: 'yaml' },
  // Hugo and Zola also close TOML with an indented +++.
  '+++': { close: /^\s*\+\+\+\s*$/, format: 'toml' },
};

/** Keys in lower case, all the way down; TOML's dates as ISO strings. */
function normalise(value: unknown): unknown {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : String((value as Date & { toISOString(): string }).toISOString());
  }
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === 'object') {
    const out: FrontMatterData = {};
    for (const [key, inner] of Object.entries(value)) {
      const lower = key.toLowerCase();
      if (!(lower in out)) out[lower] = normalise(inner);
    }
    return out;
  }
  return value;
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/\s+at line \d+, column \d+:?$/, '').trim();
}

/**
 * @param text  the post, newlines already '\n'.
 */
export function readFrontMatter(text: string): FrontMatter {
  const newline = text.indexOf('\n');
  const opening = (newline < 0 ? text : text.slice(0, newline)).trimEnd();
  const fence = FENCES[opening];
  if (!fence) return { ok: true, data: {}, lines: 0 };
  const lines = text.split('\n');
  const end = lines.findIndex((line, index) => index > 0 && fence.close.test(line));
  if (end < 0) {
    // A `---` line at the very top with no closing one: a thematic break, unless what follows reads as front matter.
    if (fence.format === 'yaml' && !/^[\w-]+\s*:/.test(lines[1] ?? '')) return { ok: true, data: {}, lines: 0 };
    return { ok: false, line: 1, message: `front matter opened with ${opening} on line 1 is never closed` };
  }
  const source = lines.slice(1, end).join('\n');
  if (fence.format === 'yaml') {
    const document = parseDocument(source, { uniqueKeys: false, prettyErrors: true });
    const error = document.errors[0];
    if (error) {
      const position = error.linePos?.[0];
      return { ok: false, line: 1 + (position?.line ?? 1), ...(position ? { column: position.col } : {}), message: `front matter (YAML) does not parse: ${firstLine(error.message)}` };
    }
    let data: unknown;
    try {
      data = document.toJS({ maxAliasCount: 100 });
    } catch (caught) {
      return { ok: false, line: 2, message: `front matter (YAML) does not parse: ${firstLine(caught instanceof Error ? caught.message : String(caught))}` };
    }
    return { ok: true, data: isRecord(data) ? (normalise(data) as FrontMatterData) : {}, lines: end + 1 };
  }
  try {
    return { ok: true, data: normalise(parseToml(source)) as FrontMatterData, lines: end + 1 };
  } catch (caught) {
    if (caught instanceof TomlError) {
      return { ok: false, line: 1 + caught.line, column: caught.column, message: `front matter (TOML) does not parse: ${firstLine(caught.message.replace(/^Invalid TOML document: /, ''))}` };
    }
    return { ok: false, line: 2, message: `front matter (TOML) does not parse: ${firstLine(caught instanceof Error ? caught.message : String(caught))}` };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
