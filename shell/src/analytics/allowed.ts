/** Whether this visit may be counted (docs/analytics.md, "Privacy"). Pure: the tests give it any browser. */
export interface VisitPrivacy {
  hostname: string;
  /** navigator.globalPrivacyControl */
  globalPrivacyControl?: boolean | undefined;
  /** navigator.doNotTrack: "1" when the visitor asked */
  doNotTrack?: string | null | undefined;
}

/** The addresses the project's own servers use on the owner's machine (npm start, serve, check). */
const LOCAL = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1\]|::1)$/;

/**
 * Never from the owner's own machine (the addresses `npm start`, `npm run serve` and `folio check`
 * serve on), and not when the visitor's browser says Global Privacy Control or Do Not Track, unless
 * the owner turned that off (`honourOptOut: false`).
 */
export function mayCount(visit: VisitPrivacy, honourOptOut: boolean): boolean {
  if (LOCAL.test(visit.hostname)) return false;
  if (honourOptOut && (visit.globalPrivacyControl === true || visit.doNotTrack === '1')) return false;
  return true;
}
