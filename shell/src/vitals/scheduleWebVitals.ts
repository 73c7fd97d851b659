import { whenIdle } from '../layout/whenIdle';

/** Loads the reporter after the first render, when the browser is idle, so it never delays paint. */
export function scheduleWebVitals(): void {
  whenIdle(() => {
    void import(/* webpackChunkName: "web-vitals" */ './reportWebVitals').then((m) => m.reportWebVitals());
  }, 3000);
}
