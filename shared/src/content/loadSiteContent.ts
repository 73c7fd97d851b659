/** Build-time (node) loading of content/site.json with errors that name the file and the field. */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { themeContrastProblems } from '../theme/contrast';
import { siteSchema, type SiteContent } from './schema';

export class ContentError extends Error {
  override name = 'ContentError';
}

function describePath(path: ReadonlyArray<PropertyKey>): string {
  return path.length === 0 ? '(the whole file)' : path.map(String).join('.');
}

/** The error for a content file whose fields do not fit its schema: one line per field. */
export function invalidFields(label: string, issues: readonly { path: ReadonlyArray<PropertyKey>; message: string }[]): ContentError {
  const lines = issues.map((issue) => `  - field "${describePath(issue.path)}": ${issue.message}`);
  return new ContentError(`${label} is not valid:\n${lines.join('\n')}`);
}

/** A content file's JSON value; the error names the file when it cannot be read or is not JSON. */
export function readJsonFile(file: string, label: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ContentError(`${label} cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${label} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Validates parsed JSON; `label` names the file in messages. */
export function parseSiteContent(json: unknown, label = 'content/site.json'): SiteContent {
  const result = siteSchema.safeParse(json);
  if (result.success) {
    const unreadable = themeContrastProblems(result.data.theme);
    if (unreadable.length === 0) return result.data;
    const list = unreadable.map((problem) => `  - ${problem}`).join('\n');
    throw new ContentError(`${label}: the theme's colours are not readable (WCAG AA):\n${list}`);
  }
  throw invalidFields(label, result.error.issues);
}

export function loadSiteContent(file: string, cwd = process.cwd()): SiteContent {
  const label = relative(cwd, file) || file;
  return parseSiteContent(readJsonFile(file, label), label);
}
