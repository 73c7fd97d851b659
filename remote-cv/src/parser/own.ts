/**
 * A table's own entry for a name the CV wrote, or undefined. Plain `table[name]` would answer
 * `\valueOf`, `\begin{constructor}` or a JSON key "toString" with Object.prototype's functions.
 */
export function own<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}
