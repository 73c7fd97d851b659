/**
 * Each provider's own documented event API, as requests (pure: the tests check them field by field,
 * and docs/analytics.md lists what is sent). Nothing here identifies a visitor: no cookie, no ID,
 * no IP address; the provider sees the request as any server does.
 */
import type { SiteContent } from '@portfolio/shared';

export type AnalyticsSettings = NonNullable<SiteContent['analytics']>;

/** What happened, on which page (its address and its path, e.g. "/de/experience"). */
export type AnalyticsEvent =
  | { kind: 'view'; url: string; path: string; title: string; referrer: string | null }
  | { kind: 'outbound'; url: string; path: string; title: string; target: string }
  | { kind: 'download'; url: string; path: string; title: string; target: string }
  | { kind: 'vital'; url: string; path: string; title: string; name: string; value: number; rating: string };

/** The browser's language and screen width, as every analytics script reports them. */
export interface Device {
  language: string;
  screenWidth: number;
  screenHeight: number;
}

export interface AnalyticsRequest {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** The body's type: a CORS-safelisted one unless `cors` (Umami reads JSON only). */
  contentType?: string;
  /** Whether the request needs the provider's CORS answer (a JSON body); else sent as no-cors. */
  cors: boolean;
}

/** A vital's value as dashboards show it: milliseconds whole, CLS to three decimals. */
const shown = (name: string, value: number) => (name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value));

function plausible(settings: Extract<AnalyticsSettings, { provider: 'plausible' }>, event: AnalyticsEvent): AnalyticsRequest {
  const body: Record<string, unknown> = { name: 'pageview', url: event.url, domain: settings.domain };
  if (event.kind === 'view') body.referrer = event.referrer;
  // Plausible's own names for these events, so its Outbound Links and File Downloads reports fill in.
  if (event.kind === 'outbound') Object.assign(body, { name: 'Outbound Link: Click', props: { url: new URL(event.target).origin } });
  if (event.kind === 'download') Object.assign(body, { name: 'File Download', props: { url: event.target } });
  if (event.kind === 'vital') Object.assign(body, { name: 'Web Vitals', props: { metric: event.name, rating: event.rating, value: String(shown(event.name, event.value)) } });
  // text/plain, as Plausible's script sends it: a simple request, no preflight.
  return { url: `${settings.host}/api/event`, method: 'POST', body: JSON.stringify(body), contentType: 'text/plain', cors: false };
}

function umami(settings: Extract<AnalyticsSettings, { provider: 'umami' }>, event: AnalyticsEvent, device: Device): AnalyticsRequest {
  const payload: Record<string, unknown> = {
    website: settings.websiteId,
    hostname: new URL(event.url).hostname,
    language: device.language,
    screen: `${device.screenWidth}x${device.screenHeight}`,
    title: event.title,
    url: event.path,
  };
  if (event.kind === 'view' && event.referrer) payload.referrer = event.referrer;
  if (event.kind === 'outbound') Object.assign(payload, { name: 'outbound-link', data: { host: new URL(event.target).host } });
  if (event.kind === 'download') Object.assign(payload, { name: 'file-download', data: { file: new URL(event.target).pathname.split('/').pop() } });
  if (event.kind === 'vital') Object.assign(payload, { name: 'web-vitals', data: { metric: event.name, value: shown(event.name, event.value), rating: event.rating } });
  return { url: `${settings.host}/api/send`, method: 'POST', body: JSON.stringify({ type: 'event', payload }), contentType: 'application/json', cors: true };
}

function goatcounter(settings: Extract<AnalyticsSettings, { provider: 'goatcounter' }>, event: AnalyticsEvent, device: Device): AnalyticsRequest {
  // count.js's parameters: p(ath), t(itle), r(eferrer), e(vent), s(creen).
  const query = new URLSearchParams({ p: event.path, t: event.title, s: String(device.screenWidth) });
  if (event.kind === 'view' && event.referrer) query.set('r', event.referrer);
  // GoatCounter counts events by name and holds no values: a vital counts under its rating.
  const name = event.kind === 'outbound' ? `outbound/${new URL(event.target).host}` : event.kind === 'download' ? `download/${new URL(event.target).pathname.split('/').pop()}` : event.kind === 'vital' ? `vitals/${event.name}/${event.rating}` : null;
  if (name) {
    query.set('p', name);
    query.set('e', 'true');
  }
  return { url: `${settings.host}/count?${query}`, method: 'GET', cors: false };
}

function matomo(settings: Extract<AnalyticsSettings, { provider: 'matomo' }>, event: AnalyticsEvent, device: Device): AnalyticsRequest {
  // The HTTP Tracking API; no _id and no cookie: Matomo counts the visit from the request alone.
  const query = new URLSearchParams({ idsite: String(settings.siteId), rec: '1', apiv: '1', send_image: '0', url: event.url, res: `${device.screenWidth}x${device.screenHeight}`, lang: device.language });
  if (event.kind === 'view') {
    query.set('action_name', event.title);
    if (event.referrer) query.set('urlref', event.referrer);
  }
  if (event.kind === 'outbound') query.set('link', event.target);
  if (event.kind === 'download') query.set('download', event.target);
  if (event.kind === 'vital') {
    query.set('e_c', 'Web Vitals');
    query.set('e_a', event.name);
    query.set('e_n', event.path);
    query.set('e_v', String(shown(event.name, event.value)));
  }
  return { url: `${settings.host}/matomo.php`, method: 'POST', body: query.toString(), contentType: 'application/x-www-form-urlencoded', cors: false };
}

/** The request that tells `settings`' provider about `event`. */
export function requestFor(settings: AnalyticsSettings, event: AnalyticsEvent, device: Device): AnalyticsRequest {
  switch (settings.provider) {
    case 'plausible':
      return plausible(settings, event);
    case 'umami':
      return umami(settings, event, device);
    case 'goatcounter':
      return goatcounter(settings, event, device);
    case 'matomo':
      return matomo(settings, event, device);
  }
}
