/** Loads the reporter after the first render, when the browser is idle, so it never delays paint. */
export function scheduleWebVitals(): void {
  const start = () => {
    void import(/* webpackChunkName: "web-vitals" */ './reportWebVitals').then((m) => m.reportWebVitals());
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1);
}
