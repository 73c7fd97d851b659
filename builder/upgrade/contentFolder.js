/**
 * The content folder as a migration sees it: reads, and edits that are recorded, not written. Each
 * edit names its file and what it did, for `folio upgrade` to print; JSON is edited in place
 * (jsonc-parser), so the owner's layout, order and spacing of everything else stay as they were.
 */
const fs = require('node:fs');
const path = require('node:path');
const { applyEdits, modify, parse } = require('jsonc-parser');

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

const fieldName = (fieldPath) => fieldPath.join('.');

class ContentFolder {
  /** @param {string} dir  the content folder */
  constructor(dir) {
    this.dir = dir;
    /** @type {Map<string, string | null>} file (relative, "/"-separated) → its new text, null once removed */
    this.pending = new Map();
    /** @type {{ file: string, change: string }[]} */
    this.changes = [];
  }

  /** A file's text as the migrations so far left it; null when there is none. */
  read(file) {
    if (this.pending.has(file)) return this.pending.get(file);
    const full = path.join(this.dir, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
  }

  /** A JSON file's value; undefined when there is none. */
  readJson(file) {
    const text = this.read(file);
    return text === null ? undefined : parse(text);
  }

  /** Sets (or, with `value` undefined, removes) one field of a JSON file. `first`: a new field goes first in its object. */
  setJsonField(file, fieldPath, value, change, { first = false } = {}) {
    const text = this.read(file);
    if (text === null) throw new Error(`${file} is missing`);
    const edits = modify(text, fieldPath, value, { ...FORMAT, ...(first ? { getInsertionIndex: () => 0 } : {}) });
    this.pending.set(file, applyEdits(text, edits));
    this.changes.push({ file, change: change ?? (value === undefined ? `removed ${fieldName(fieldPath)}` : `set ${fieldName(fieldPath)}`) });
  }

  /** Moves a field of a JSON file to another name, keeping its value. Nothing when it is not there. */
  renameJsonField(file, from, to) {
    const value = lookup(this.readJson(file), from);
    if (value === undefined) return;
    this.setJsonField(file, to, value, `${fieldName(from)} → ${fieldName(to)}`);
    const { changes } = this;
    this.setJsonField(file, from, undefined);
    changes.pop();
  }

  /** Moves a file; nothing when it is not there. */
  moveFile(from, to) {
    const text = this.read(from);
    if (text === null) return;
    this.pending.set(to, text);
    this.pending.set(from, null);
    this.changes.push({ file: from, change: `moved to ${to}` });
  }

  /** Writes what the migrations changed, and nothing else. */
  write() {
    for (const [file, text] of this.pending) {
      const full = path.join(this.dir, file);
      if (text === null) fs.rmSync(full, { force: true });
      else {
        fs.mkdirSync(path.dirname(full), { recursive: true });
        fs.writeFileSync(full, text);
      }
    }
  }
}

function lookup(value, fieldPath) {
  return fieldPath.reduce((node, key) => (node !== null && typeof node === 'object' ? node[key] : undefined), value);
}

module.exports = { ContentFolder };
