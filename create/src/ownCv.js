/**
 * The owner's own CV (--from): their CV folder, copied into content/cv as they keep it, or one
 * JSON Resume file, copied as content/cv/resume.json (the name the engine looks for).
 *
 * The engine (docs/content.md, "The CV") reads every .tex file under content/cv, sub-folders too,
 * and finds the main one by its \documentclass; or content/cv/resume.json in place of the LaTeX.
 * So the folder is copied whole, less what is not the CV: version control, packages, and what
 * LaTeX writes when it compiles.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** Folders never copied. */
const SKIPPED_FOLDERS = new Set(['.git', '.svn', '.hg', 'node_modules']);

/** Files never copied: LaTeX's build output, and the desktop's own files. */
const SKIPPED_FILES = [
  /\.(aux|log|out|toc|lof|lot|fls|fdb_latexmk|synctex|synctex\.gz|synctex\(busy\)|xdv|bbl|blg|bcf|run\.xml|nav|snm|vrb)$/i,
  /^\.DS_Store$/,
  /^Thumbs\.db$/i,
];

/** What \documentclass declares, ignoring comments; parts (subfiles, standalone) are not documents. */
const DOCUMENT_CLASS = /\\documentclass\s*(?:\[[^\]]*\])?\s*\{\s*([^}\s]+)\s*\}/;
const PART_CLASSES = new Set(['subfiles', 'standalone']);

/** "~/cv" as a shell reads it: a path typed at a prompt is not expanded by the shell. */
function expandHome(file) {
  return file === '~' || file.startsWith('~/') ? path.join(os.homedir(), file.slice(1)) : file;
}

function isSkippedFile(name) {
  return SKIPPED_FILES.some((pattern) => pattern.test(name));
}

/** Every file of the folder to copy, as paths relative to it ("/"-separated), sorted. */
function listCvFiles(folder) {
  const files = [];
  const seen = new Set();
  const walk = (dir, prefix) => {
    const real = fs.realpathSync(dir);
    if (seen.has(real)) return; // a link back up the tree
    seen.add(real);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const stat = entry.isSymbolicLink() ? statOrNull(full) : entry;
      if (!stat) continue; // a broken link
      if (stat.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(full, `${prefix}${entry.name}/`);
      } else if (stat.isFile() && !isSkippedFile(entry.name)) {
        files.push(`${prefix}${entry.name}`);
      }
    }
  };
  walk(folder, '');
  return files.sort();
}

function statOrNull(file) {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

/** \\addbibresource{…}, \\bibliography{a,b} and multibib's \\bibliography<list>{…}: the .bib files a CV prints its publications from. */
const BIB_COMMAND = /\\(?:addbibresource\s*(?:\[[^\]]*\])?|bibliography(?!style)[a-zA-Z]*)\s*\{([^}]*)\}/g;

/** The .bib files one CV file names, beside it (found) or not (missing), relative to its folder. */
function bibFilesOf(texFile) {
  const code = fs.readFileSync(texFile, 'utf8').replace(/(^|[^\\])((?:\\\\)*)%.*$/gm, '$1$2');
  const names = [...code.matchAll(BIB_COMMAND)].flatMap((match) => match[1].split(',').map((name) => name.trim()).filter(Boolean));
  const found = [];
  const missing = [];
  for (const name of new Set(names)) {
    const file = /\.bib$/i.test(name) ? name : `${name}.bib`;
    const full = path.join(path.dirname(texFile), file);
    const inside = !path.relative(path.dirname(texFile), full).startsWith('..');
    if (inside && statOrNull(full)?.isFile()) found.push(file.split(path.sep).join('/'));
    else missing.push(file);
  }
  return { found, missing };
}

function mainDocuments(folder, texFiles) {
  return texFiles.filter((file) => {
    const code = fs.readFileSync(path.join(folder, file), 'utf8').replace(/(^|[^\\])((?:\\\\)*)%.*$/gm, '$1$2');
    const declared = DOCUMENT_CLASS.exec(code)?.[1];
    return declared !== undefined && !PART_CLASSES.has(declared.toLowerCase());
  });
}

/**
 * What --from names, checked, and what to copy where.
 * @param {string} from  as the owner gave it
 * @param {string} cwd
 * @returns {{ ok: false, problem: string } | { ok: true, kind: 'folder' | 'json' | 'tex', source: string,
 *   copies: { from: string, to: string }[], notes: string[] }}  `to` relative to content/cv; notes: what
 *   the owner will have to settle before the site builds (several main documents, several PDFs…)
 */
function inspectOwnCv(from, cwd) {
  const source = path.resolve(cwd, expandHome(from.trim()));
  const stat = statOrNull(source);
  if (!stat) return { ok: false, problem: `does not exist (${source})` };
  if (stat.isFile()) {
    if (/\.json$/i.test(source)) {
      try {
        JSON.parse(fs.readFileSync(source, 'utf8'));
      } catch (error) {
        return { ok: false, problem: `is not valid JSON (${error.message}): give a JSON Resume file (jsonresume.org)` };
      }
      return { ok: true, kind: 'json', source, copies: [{ from: source, to: 'resume.json' }], notes: [] };
    }
    if (/\.tex$/i.test(source)) {
      const notes = mainDocuments(path.dirname(source), [path.basename(source)]).length === 0 ? [`${path.basename(source)} has no \\documentclass: the site needs your CV's main .tex file.`] : [];
      const bib = bibFilesOf(source);
      for (const name of bib.missing) notes.push(`${path.basename(source)} prints its publications from ${name}, which is not beside it: copy it into content/cv.`);
      return { ok: true, kind: 'tex', source, copies: [{ from: source, to: path.basename(source) }, ...bib.found.map((file) => ({ from: path.join(path.dirname(source), file), to: file }))], notes };
    }
    return { ok: false, problem: 'is neither a folder nor a CV file: give your CV folder (its .tex files), or a JSON Resume file (resume.json)' };
  }
  if (!stat.isDirectory()) return { ok: false, problem: 'is neither a folder nor a file' };

  const files = listCvFiles(source);
  const tex = files.filter((file) => /\.tex$/i.test(file));
  const copy = (rename = {}) => files.map((file) => ({ from: path.join(source, ...file.split('/')), to: rename[file] ?? file }));
  if (tex.length === 0) {
    // A JSON Resume: resume.json, or the folder's one JSON file under another name.
    const topJson = files.filter((file) => /^[^/]+\.json$/i.test(file));
    const resume = files.includes('resume.json') ? 'resume.json' : topJson.length === 1 ? topJson[0] : null;
    if (!resume) {
      return { ok: false, problem: `holds no .tex file and no resume.json (${source}): give the folder you compile your CV in, or your resume.json` };
    }
    return { ok: true, kind: 'folder', source, copies: copy({ [resume]: 'resume.json' }), notes: pdfNotes(files) };
  }
  const notes = [];
  if (files.includes('resume.json')) {
    notes.push('Your CV folder holds both .tex files and a resume.json: the site reads one of them. Move the other out of content/cv.');
  }
  const mains = mainDocuments(source, tex);
  if (mains.length === 0) notes.push(`None of your .tex files has \\documentclass: the site needs your CV's main file in content/cv.`);
  if (mains.length > 1) {
    notes.push(`Your CV folder holds ${mains.length} documents (${mains.join(', ')}): name the one the site shows in content/site.json, as "cv": { "main": "${likeliestCv(mains)}" }.`);
  }
  return { ok: true, kind: 'folder', source, copies: copy(), notes: [...notes, ...pdfNotes(files)] };
}

/**
 * Of several documents, the one most likely the CV, to suggest: a name that says CV or résumé
 * before one that says letter (Awesome-CV's folder holds coverletter.tex, resume.tex and cv.tex).
 */
function likeliestCv(mains) {
  const score = (file) => (/letter|lettre|anschreiben|carta/i.test(file) ? 0 : /(^|[/_.-])(cv|resume|résumé|curriculum|lebenslauf)/i.test(file) ? 2 : 1);
  return [...mains].sort((a, b) => score(b) - score(a))[0];
}

/** The site offers the one PDF of content/cv; with more, site.json must name it. */
function pdfNotes(files) {
  const pdfs = files.filter((file) => /\.pdf$/i.test(file));
  if (pdfs.length < 2) return [];
  return [`Your CV folder holds ${pdfs.length} PDFs (${pdfs.join(', ')}): name the one to offer for download in content/site.json, as "cv": { "pdf": "cv/${pdfs[0]}" }.`];
}

module.exports = { inspectOwnCv, listCvFiles, isSkippedFile };
