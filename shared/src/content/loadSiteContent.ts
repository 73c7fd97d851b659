/** Build-time (node) loading of content/site.json with errors that name the file and the field. */
import { readFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { themeContrastProblems } from '../theme/contrast';
import { lineOfPath, lineOfSyntaxError } from './jsonLocation';
import { siteSchema, type SiteContent } from './schema';
import { recordedSchemaVersion, schemaVersionProblem } from './schemaVersion';

/** Where in a content file the owner should look (for the development overlay). */
export interface ContentLocation {
  file: string;
  line: number;
}

export class ContentError extends Error {
  override name = 'ContentError';

  constructor(
    message: string,
    readonly location?: ContentLocation,
  ) {
    super(message);
  }
}

function describePath(path: ReadonlyArray<PropertyKey>): string {
  return path.length === 0 ? '(the whole file)' : path.map(String).join('.');
}

/** A content JSON file as read: its value, and its text for locating fields in messages. */
export interface JsonFile {
  file: string;
  label: string;
  text: string;
  value: unknown;
}

type Issues = readonly { path: ReadonlyArray<PropertyKey>; message: string }[];

function fieldsMessage(label: string, issues: Issues): string {
  return `${label} is not valid:\n${issues.map((issue) => `  - field "${describePath(issue.path)}": ${issue.message}`).join('\n')}`;
}

/** The error for a content file whose fields do not fit its schema: one line per field, located at the first. */
export function invalidFields(source: JsonFile, issues: Issues): ContentError {
  return new ContentError(fieldsMessage(source.label, issues), { file: source.file, line: lineOfPath(source.text, issues[0]?.path ?? []) });
}

/** A content JSON file; the error names the file (and the line) when it cannot be read or is not JSON. */
export function readJsonFile(file: string, label: string): JsonFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ContentError(`${label} cannot be read: ${(error as Error).message}`);
  }
  try {
    return { file, label, text, value: JSON.parse(text) };
  } catch (error) {
    const { message } = error as Error;
    throw new ContentError(`${label} is not valid JSON: ${message}`, { file, line: lineOfSyntaxError(text, message) });
  }
}

/** Validates parsed JSON; `label` names the file in messages, `source` (as read) locates them. */
export function parseSiteContent(json: unknown, label = 'content/site.json', source?: JsonFile): SiteContent {
  // Before the fields: content of another schema would fail on them, where the fix is a command.
  const recorded = recordedSchemaVersion(json);
  const versionProblem = recorded && schemaVersionProblem(recorded, label);
  if (versionProblem) throw new ContentError(versionProblem, source && { file: source.file, line: lineOfPath(source.text, ['schemaVersion']) });
  const result = siteSchema.safeParse(json);
  if (result.success) {
    const unreadable = themeContrastProblems(result.data.theme);
    if (unreadable.length === 0) return result.data;
    const list = unreadable.map((problem) => `  - ${problem}`).join('\n');
    const location = source && { file: source.file, line: lineOfPath(source.text, ['theme']) };
    throw new ContentError(`${label}: the theme's colours are not readable (WCAG AA):\n${list}`, location);
  }
  throw source ? invalidFields(source, result.error.issues) : new ContentError(fieldsMessage(label, result.error.issues));
}

/** A content path as messages name it: relative to `cwd`, or absolute when it lies outside (a CONTENT_DIR elsewhere). */
export function contentLabel(file: string, cwd: string): string {
  const path = relative(cwd, file);
  return path === '' || path.startsWith('..') || isAbsolute(path) ? file : path;
}

export function loadSiteContent(file: string, cwd = process.cwd()): SiteContent {
  const source = readJsonFile(file, contentLabel(file, cwd));
  return parseSiteContent(source.value, source.label, source);
}
