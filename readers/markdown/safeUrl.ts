/**
 * Which URLs a post's tree may hold: a link to http(s), mailto, a relative path or a #fragment; a
 * picture from http(s) or a relative path. Anything else (javascript:, data:, vbscript:, file:…) is
 * dropped. Control characters are removed before the scheme is read, as a browser would
 * ("java\tscript:" is javascript:).
 */

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);
const PICTURE_SCHEMES = new Set(['http', 'https']);

function clean(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001F\u007F]/g, '').trim();
}

function allowed(raw: string, schemes: Set<string>): string | null {
  const url = clean(raw);
  if (url === '') return null;
  const scheme = SCHEME.exec(url)?.[1];
  if (scheme === undefined) return url;
  return schemes.has(scheme.toLowerCase()) ? url : null;
}

/** A link's href, or null when it must not be one. */
export function safeHref(raw: string): string | null {
  return allowed(raw, LINK_SCHEMES);
}

/** A picture's src, or null. */
export function safeSrc(raw: string): string | null {
  return allowed(raw, PICTURE_SCHEMES);
}

/** On another host: http:, https: or protocol-relative. */
export function isRemote(url: string): boolean {
  return /^(?:https?:)?\/\//i.test(url);
}

/** A srcset: each candidate's URL must be a safe src, or the whole attribute is dropped. */
export function safeSrcSet(raw: string): string | null {
  const candidates = raw.split(',').map((part) => part.trim()).filter(Boolean);
  if (candidates.length === 0) return null;
  for (const candidate of candidates) {
    const url = candidate.split(/\s+/)[0] ?? '';
    if (safeSrc(url) === null) return null;
  }
  return candidates.join(', ');
}
