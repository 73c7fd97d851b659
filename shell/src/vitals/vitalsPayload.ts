/** One measurement as the preview server stores it (one JSON line each). */
export interface VitalsPayload {
  name: 'CLS' | 'FCP' | 'LCP' | 'TTFB' | 'INP' | 'FID';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  id: string;
  navigationType: string;
  page: string;
  at: string;
}

/** web.dev thresholds for FID, which web-vitals 6 no longer ships. */
export function rateFirstInputDelay(ms: number): VitalsPayload['rating'] {
  if (ms <= 100) return 'good';
  if (ms <= 300) return 'needs-improvement';
  return 'poor';
}

/**
 * Sends one payload with sendBeacon. A plain string body is sent as text/plain, which keeps the
 * beacon a "simple" request: no CORS preflight if the endpoint is on another origin.
 */
export function sendVitals(endpoint: string | undefined, payload: VitalsPayload, dev: boolean): void {
  if (!endpoint) {
    if (dev) console.info('[web-vitals]', payload.name, payload.value, payload.rating);
    return;
  }
  const body = JSON.stringify(payload);
  if (typeof navigator.sendBeacon !== 'function' || !navigator.sendBeacon(endpoint, body)) {
    void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  }
}
