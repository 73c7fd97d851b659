/** LaTeX key=value option lists, as biblatex reads them ([sorting=ydnt, title={A, B}]). */
/** Splits a list at its top-level commas: "{Books},{Other, more}" → ["{Books}", "{Other, more}"]. */
export function splitTopLevel(raw: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < raw.length; i += 1) {
    if (raw[i] === '{') depth += 1;
    else if (raw[i] === '}') depth -= 1;
    else if (raw[i] === ',' && depth === 0) {
      parts.push(raw.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(raw.slice(from));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** key=value pairs of an option list; a braced value keeps its braces' content. */
export function optionList(raw: string): { name: string; value: string }[] {
  return splitTopLevel(raw).map((part) => {
    const at = part.indexOf('=');
    let value = at < 0 ? '' : part.slice(at + 1).trim();
    if (value.startsWith('{') && value.endsWith('}')) value = value.slice(1, -1);
    return { name: (at < 0 ? part : part.slice(0, at)).trim().toLowerCase(), value };
  });
}
