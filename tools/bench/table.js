/** Plain-text tables for the terminal: first column left-aligned, the others right-aligned. */

function formatTable(headers, rows) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const MISSING = '–';

/** Bytes as kB (1 kB = 1000 bytes, as Chromium and Lighthouse count). */
function kB(bytes) {
  return typeof bytes === 'number' ? (bytes / 1000).toFixed(1) : MISSING;
}

function ms(value) {
  return typeof value === 'number' ? String(Math.round(value)) : MISSING;
}

function fixed(value, digits) {
  return typeof value === 'number' ? value.toFixed(digits) : MISSING;
}

module.exports = { formatTable, kB, ms, fixed, MISSING };
