import { PAGE_CONTENT_ID, setPageContent, type PageContent } from '@portfolio/shared';
import { pageShown, vitalReported } from './feed';
import type { AnalyticsSettings } from './providers';
import { ANALYTICS_MESSAGE } from './sendRequest';
import { startAnalytics } from './startAnalytics';

const settings: AnalyticsSettings = { provider: 'plausible', domain: 'mira.example.dev', host: 'https://plausible.example', honourOptOut: true };
const posted: { type: string; request: { url: string; body: string } }[] = [];

beforeAll(() => {
  const content = JSON.parse(document.getElementById(PAGE_CONTENT_ID)!.textContent!) as PageContent;
  setPageContent({ ...content, site: { ...content.site, analytics: settings } });
  // The page's service worker: what the analytics code hands it is what it sends.
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage: (message: (typeof posted)[number]) => posted.push(message) }, addEventListener() {} } });
  Object.defineProperty(document, 'referrer', { configurable: true, value: 'https://www.linkedin.com/' });
  // Recorded before the analytics code loads: the arrival on home.
  pageShown('home');
  startAnalytics(settings);
});

const sent = () => posted.splice(0).map(({ type, request }) => ({ type, ...JSON.parse(request.body) }));

it('sends the view recorded before it loaded, with the referrer: the first view only', () => {
  expect(sent()).toEqual([{ type: ANALYTICS_MESSAGE, name: 'pageview', url: 'http://localhost/', domain: 'mira.example.dev', referrer: 'https://www.linkedin.com/' }]);
  pageShown('experience');
  pageShown('home');
  expect(sent()).toEqual([
    { type: ANALYTICS_MESSAGE, name: 'pageview', url: 'http://localhost/experience', domain: 'mira.example.dev', referrer: null },
    { type: ANALYTICS_MESSAGE, name: 'pageview', url: 'http://localhost/', domain: 'mira.example.dev', referrer: null },
  ]);
});

it("counts a view of one of the owner's own pages or parts at its name's address, as the menu names it", () => {
  sent();
  pageShown('page:now');
  pageShown('part:lab');
  expect(sent().map(({ url }) => url)).toEqual(['http://localhost/now/', 'http://localhost/lab/']);
});

it('counts a click on a link out of the site, by its host, and a click on the CV PDF as a download; not a link within the site', () => {
  const link = (href: string) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = 'x';
    anchor.addEventListener('click', (event) => event.preventDefault());
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  };
  link('https://github.com/mira-kestrel-example');
  link('static/media/mira-cv.1a2b3c4d.pdf');
  link('de/');
  expect(sent().map(({ name, props }) => [name, props])).toEqual([
    ['Outbound Link: Click', { url: 'https://github.com' }],
    ['File Download', { url: 'http://localhost/static/media/mira-cv.1a2b3c4d.pdf' }],
  ]);
});

it('sends each web vitals figure, on the page it was measured on', () => {
  pageShown('skills');
  vitalReported('INP', 88, 'good');
  expect(sent().map(({ name, url, props }) => [name, url, props])).toEqual([
    ['pageview', 'http://localhost/skills', undefined],
    ['Web Vitals', 'http://localhost/skills', { metric: 'INP', rating: 'good', value: '88' }],
  ]);
});
