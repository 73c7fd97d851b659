/**
 * A build's problems as the open page's overlay shows them (shared/src/dev/liveState.ts BuildProblem):
 * the message, and where the owner can fix it (the file, the line and the lines around it). For this
 * repository's dev servers (builder/webpack/liveChannel.js) and an owner's `folio start`
 * (builder/site/startSite.js) alike.
 */
const fs = require('node:fs');
const path = require('node:path');
const { PROJECT, displayPath } = require('../apps');

const AROUND = 3;
const TEXT = /\.(tex|cls|sty|bib|json|tsx?|jsx?|css|md|txt)$/i;
// A "file:line:" a message names itself (the CV checks, the CV folder's resolver), or a "file:" it
// starts with (the media checks: a picture or a video has no line).
const NAMED_PLACE = /(?:^|\s)((?:\/|[\w.-]+\/)[^\s:]*\.[A-Za-z0-9]+):(\d+)\b/;
const NAMED_FILE = /^((?:\/|[\w.-]+\/)[^\s:]*\.[A-Za-z0-9]+):/;
// eslint-disable-next-line no-control-regex -- terminal colour codes are what it removes
const COLOURS = /\u001b\[[0-9;]*m/g;

/**
 * Where an error points: set by our checks (file, loc), named in its text (a step that reads the
 * content names the owner's file), or, for webpack's, the module that failed.
 */
function placeOf(error, message) {
  if (error.file && path.isAbsolute(error.file) && fs.existsSync(error.file)) return { file: error.file, line: error.loc?.start?.line };
  const named = NAMED_PLACE.exec(message);
  const namedFile = named && path.resolve(PROJECT, named[1]);
  if (namedFile && fs.existsSync(namedFile)) return { file: namedFile, line: Number(named[2]) };
  const leading = NAMED_FILE.exec(message);
  const leadingFile = leading && path.resolve(PROJECT, leading[1]);
  if (leadingFile && fs.existsSync(leadingFile)) return { file: leadingFile };
  const resource = error.module?.resource?.replace(/\?.*$/, '');
  if (resource && fs.existsSync(resource)) return { file: resource, line: error.loc?.start?.line };
  return {};
}

/** The lines around `line` of a text file. */
function excerptOf(file, line) {
  if (!line || !TEXT.test(file)) return undefined;
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  const first = Math.max(1, line - AROUND);
  const last = Math.min(lines.length, line + AROUND);
  const excerpt = [];
  for (let number = first; number <= last; number += 1) excerpt.push({ line: number, text: lines[number - 1] });
  return excerpt;
}

/** An error (webpack's, or one of the site build's) as the overlay shows it. */
function problemOf(error) {
  const message = String(error.message ?? error)
    .replace(COLOURS, '')
    .replace(/^Module (?:build )?(?:failed|Error|Warning) \(from [^)]*\):\n(?:Error: )?/, '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n')
    .trim();
  const { file, line } = placeOf(error, message);
  if (!file) return { message };
  return { message, file: displayPath(file), line, excerpt: excerptOf(file, line) };
}

/** Problems as the overlay lists them: one per place (a CV check and the CV loader both name an \input). */
function problemsOf(errors) {
  const places = new Set();
  return errors.map(problemOf).filter(({ file, line }) => {
    if (!file || !line) return true;
    const place = `${file}:${line}`;
    if (places.has(place)) return false;
    places.add(place);
    return true;
  });
}

/** A webpack compilation's problems of one kind (`errors`, `warnings`), its child compilations' included. */
function compilationProblems(compilation, kind) {
  return problemsOf([...compilation[kind], ...compilation.children.flatMap((child) => child[kind])]);
}

/** A problem as the terminal says it: where, then what. */
function problemLine({ file, line, message }) {
  return `${file ? `${file}${line ? `:${line}` : ''}: ` : ''}${message}`;
}

module.exports = { problemOf, problemsOf, compilationProblems, problemLine };
