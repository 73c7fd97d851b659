/** The rel="next" target of an RFC 8288 Link header, resolved against the request URL; null at the last page. */
export function nextLink(header: string | null, base: string): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const [, target = '', params = ''] = match;
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(params)?.[1] ?? '';
    if (rel.toLowerCase().split(/\s+/).includes('next') && URL.canParse(target, base)) return new URL(target, base).href;
  }
  return null;
}
