import { requestFor, type AnalyticsEvent, type AnalyticsSettings } from './providers';

const device = { language: 'de-DE', screenWidth: 390, screenHeight: 844 };
const page = { url: 'https://mira.example.dev/de/experience', path: '/de/experience', title: 'Erfahrung · Mira Kestrel' };
const view: AnalyticsEvent = { kind: 'view', ...page, referrer: 'https://www.linkedin.com/' };
const outbound: AnalyticsEvent = { kind: 'outbound', ...page, target: 'https://github.com/mira-kestrel-example/pixel-weather' };
const download: AnalyticsEvent = { kind: 'download', ...page, target: 'https://mira.example.dev/static/media/mira-cv.1a2b3c4d.pdf' };
const vital: AnalyticsEvent = { kind: 'vital', ...page, name: 'LCP', value: 1234.56, rating: 'good' };

const plausible: AnalyticsSettings = { provider: 'plausible', domain: 'mira.example.dev', host: 'https://plausible.io', honourOptOut: true };
const umami: AnalyticsSettings = { provider: 'umami', websiteId: '8a1c2e0b-1d2e-4f3a-9b8c-7d6e5f4a3b2c', host: 'https://stats.example.dev', honourOptOut: true };
const goatcounter: AnalyticsSettings = { provider: 'goatcounter', host: 'https://mira.goatcounter.com', honourOptOut: true };
const matomo: AnalyticsSettings = { provider: 'matomo', host: 'https://matomo.example.dev/analytics', siteId: 3, honourOptOut: true };

const json = (body?: string) => JSON.parse(body ?? 'null');
const form = (body?: string) => Object.fromEntries(new URLSearchParams(body));
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('Plausible: POST /api/event, as its script sends it (text/plain JSON)', () => {
  it('a view: the page, the site, the referrer', () => {
    const request = requestFor(plausible, view, device);
    expect(request).toMatchObject({ url: 'https://plausible.io/api/event', method: 'POST', contentType: 'text/plain', cors: false });
    expect(json(request.body)).toEqual({ name: 'pageview', url: page.url, domain: 'mira.example.dev', referrer: 'https://www.linkedin.com/' });
  });

  it('an outbound click and a download under its own report names; a vital with its figure', () => {
    expect(json(requestFor(plausible, outbound, device).body)).toEqual({ name: 'Outbound Link: Click', url: page.url, domain: 'mira.example.dev', props: { url: 'https://github.com' } });
    expect(json(requestFor(plausible, download, device).body)).toMatchObject({ name: 'File Download', props: { url: download.target } });
    expect(json(requestFor(plausible, vital, device).body)).toMatchObject({ name: 'Web Vitals', props: { metric: 'LCP', rating: 'good', value: '1235' } });
  });
});

describe('Umami: POST /api/send, JSON', () => {
  it('a view: the website, the page path, title, language, screen and referrer', () => {
    const request = requestFor(umami, view, device);
    expect(request).toMatchObject({ url: 'https://stats.example.dev/api/send', method: 'POST', contentType: 'application/json', cors: true });
    expect(json(request.body)).toEqual({
      type: 'event',
      payload: { website: umami.provider === 'umami' ? umami.websiteId : '', hostname: 'mira.example.dev', language: 'de-DE', screen: '390x844', title: page.title, url: '/de/experience', referrer: 'https://www.linkedin.com/' },
    });
  });

  it('events by name with their data: the outbound host, the file, the vital', () => {
    expect(json(requestFor(umami, outbound, device).body).payload).toMatchObject({ name: 'outbound-link', data: { host: 'github.com' } });
    expect(json(requestFor(umami, download, device).body).payload).toMatchObject({ name: 'file-download', data: { file: 'mira-cv.1a2b3c4d.pdf' } });
    expect(json(requestFor(umami, vital, device).body).payload).toMatchObject({ name: 'web-vitals', data: { metric: 'LCP', value: 1235, rating: 'good' } });
  });
});

describe('GoatCounter: GET /count, as count.js sends it', () => {
  it('a view: path, title, referrer, screen width', () => {
    const request = requestFor(goatcounter, view, device);
    expect(request).toMatchObject({ method: 'GET', cors: false });
    expect(request.url.startsWith('https://mira.goatcounter.com/count?')).toBe(true);
    expect(query(request.url)).toEqual({ p: '/de/experience', t: page.title, s: '390', r: 'https://www.linkedin.com/' });
  });

  it('events as named counts: a vital counts under its rating (GoatCounter keeps no values)', () => {
    expect(query(requestFor(goatcounter, outbound, device).url)).toMatchObject({ p: 'outbound/github.com', e: 'true' });
    expect(query(requestFor(goatcounter, vital, device).url)).toMatchObject({ p: 'vitals/LCP/good', e: 'true' });
  });
});

describe("Matomo: POST matomo.php, the HTTP Tracking API's parameters", () => {
  it('a view: site, page, title, referrer; no visitor ID', () => {
    const request = requestFor(matomo, view, device);
    expect(request).toMatchObject({ url: 'https://matomo.example.dev/analytics/matomo.php', method: 'POST', contentType: 'application/x-www-form-urlencoded', cors: false });
    expect(form(request.body)).toEqual({ idsite: '3', rec: '1', apiv: '1', send_image: '0', url: page.url, res: '390x844', lang: 'de-DE', action_name: page.title, urlref: 'https://www.linkedin.com/' });
  });

  it('an outlink, a download, and a vital as an event with its value', () => {
    expect(form(requestFor(matomo, outbound, device).body)).toMatchObject({ link: outbound.target });
    expect(form(requestFor(matomo, download, device).body)).toMatchObject({ download: download.target });
    expect(form(requestFor(matomo, vital, device).body)).toMatchObject({ e_c: 'Web Vitals', e_a: 'LCP', e_n: '/de/experience', e_v: '1235' });
  });
});

it('sends nothing that identifies the visitor: no IP, no ID, no cookie field, for any provider', () => {
  for (const settings of [plausible, umami, goatcounter, matomo]) {
    for (const event of [view, outbound, download, vital]) {
      const request = requestFor(settings, event, device);
      expect(`${request.url} ${request.body ?? ''}`).not.toMatch(/\b(cip|_id|uid|cid|ip|cookie)\b=|"(ip|uid|cookie|visitorId)"/i);
    }
  }
});

it('writes CLS to three decimals and times in whole milliseconds', () => {
  const cls: AnalyticsEvent = { ...page, kind: 'vital', name: 'CLS', value: 0.04567, rating: 'good' };
  expect(json(requestFor(plausible, cls, device).body).props.value).toBe('0.046');
});
