import { siteContent } from '@portfolio/shared';
import { whenIdle } from '../layout/whenIdle';
import { mayCount } from './allowed';

/** Whether this visit is counted: the site has analytics, it is built for production, and the visitor's browser does not opt out. */
export function countsThisVisit(): boolean {
  if (__DEV__) return false;
  const settings = siteContent().analytics;
  if (!settings) return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return mayCount({ hostname: location.hostname, globalPrivacyControl: nav.globalPrivacyControl, doNotTrack: nav.doNotTrack }, settings.honourOptOut);
}

/**
 * Loads the analytics code after the first paint, when the browser is idle, as the web vitals
 * reporter is: never under `npm start`, from localhost, or when the visitor's browser opts out.
 * A site without analytics never loads its chunk.
 */
export function scheduleAnalytics(): void {
  const settings = siteContent().analytics;
  if (!settings || !countsThisVisit()) return;
  whenIdle(() => {
    void import(/* webpackChunkName: "analytics" */ './startAnalytics').then((m) => m.startAnalytics(settings));
  }, 3000);
}
