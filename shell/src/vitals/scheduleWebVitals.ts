import { site } from '@portfolio/shared';
import { whenIdle } from '../layout/whenIdle';

/**
 * Loads the reporter after the first render, when the browser is idle, so it never delays paint;
 * not at all when the site has no endpoint to send to (development logs them to the console).
 */
export function scheduleWebVitals(): void {
  if (!site.vitals.endpoint && !__DEV__) return;
  whenIdle(() => {
    void import(/* webpackChunkName: "web-vitals" */ './reportWebVitals').then((m) => m.reportWebVitals());
  }, 3000);
}
