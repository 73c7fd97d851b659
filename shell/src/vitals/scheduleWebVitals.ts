import { siteContent } from '@portfolio/shared';
import { countsThisVisit } from '../analytics/scheduleAnalytics';
import { whenIdle } from '../layout/whenIdle';

/**
 * Loads the reporter after the first render, when the browser is idle, so it never delays paint;
 * not at all when nothing takes its figures: no endpoint, and no analytics counting this visit
 * (development logs them to the console).
 */
export function scheduleWebVitals(): void {
  if (!siteContent().vitals.endpoint && !__DEV__ && !countsThisVisit()) return;
  whenIdle(() => {
    void import(/* webpackChunkName: "web-vitals" */ './reportWebVitals').then((m) => m.reportWebVitals());
  }, 3000);
}
