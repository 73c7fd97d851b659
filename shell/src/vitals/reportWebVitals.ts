import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { siteContent } from '@portfolio/shared';
import { vitalReported } from '../analytics/feed';
import { rateFirstInputDelay, sendVitals, type VitalsPayload } from './vitalsPayload';

/** To the owner's endpoint (vitals.endpoint), and to the analytics provider when there is one. */
function send(payload: Omit<VitalsPayload, 'page' | 'at'>): void {
  sendVitals(siteContent().vitals.endpoint, { ...payload, page: location.pathname, at: new Date().toISOString() }, __DEV__);
  vitalReported(payload.name, payload.value, payload.rating);
}

function fromMetric(metric: Metric): void {
  send({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
  });
}

/** FID from the browser's own `first-input` entry (web-vitals 6 dropped onFID). */
function observeFirstInput(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  if (!PerformanceObserver.supportedEntryTypes?.includes('first-input')) return;
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (!entry) return;
    observer.disconnect();
    const value = entry.processingStart - entry.startTime;
    send({
      name: 'FID',
      value,
      rating: rateFirstInputDelay(value),
      id: `fid-${Math.round(entry.startTime)}`,
      navigationType: 'navigate',
    });
  });
  observer.observe({ type: 'first-input', buffered: true });
}

export function reportWebVitals(): void {
  onCLS(fromMetric);
  onFCP(fromMetric);
  onLCP(fromMetric);
  onTTFB(fromMetric);
  onINP(fromMetric);
  observeFirstInput();
}
