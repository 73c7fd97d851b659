/**
 * A URL from data this project does not control (GitHub's answers, an owner's feed), kept only when
 * it is an absolute http(s) URL, so no `javascript:` or `data:` link ever reaches a page.
 */
export function safeWebUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
