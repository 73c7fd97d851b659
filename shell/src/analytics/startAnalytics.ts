/**
 * The analytics code proper, loaded after the first paint (scheduleAnalytics.ts): turns what the
 * shell records (feed.ts) and the visitor's clicks on links out of the site into the provider's
 * requests (providers.ts), and hands each to the service worker, which sends it: a provider that
 * is down then costs the page nothing, not even a line in its console. Before the worker controls
 * the page (a first visit's first seconds), requests wait for it, and go out directly when the page
 * is left or the worker does not come.
 */
import { ownPageNameOf, ownPagePath, partNameOfPlace, ownPageTitle, pageContext, pageLanguage, pageOf, pageTitle, postPath, postSlugOf, type PageName, type Place } from '@portfolio/shared';
import { followFeed } from './feed';
import { requestFor, type AnalyticsEvent, type AnalyticsRequest, type AnalyticsSettings } from './providers';
import { ANALYTICS_MESSAGE, sendRequest } from './sendRequest';

/** How long requests wait for the service worker before going out directly. */
const WORKER_WAIT_MS = 10_000;

/** Delivers requests: through the service worker once it controls the page, else directly. */
function courier() {
  const worker = () => (typeof navigator.serviceWorker === 'undefined' ? null : navigator.serviceWorker.controller);
  const waiting: AnalyticsRequest[] = [];
  let direct = typeof navigator.serviceWorker === 'undefined';
  const flush = () => {
    const target = worker();
    for (const request of waiting.splice(0)) {
      if (target) target.postMessage({ type: ANALYTICS_MESSAGE, request });
      else void sendRequest(request);
    }
  };
  if (!direct && !worker()) {
    navigator.serviceWorker.addEventListener('controllerchange', flush, { once: true });
    setTimeout(() => {
      direct = !worker();
      flush();
    }, WORKER_WAIT_MS);
  }
  // A page left before the worker came: what waits goes out now, or never.
  addEventListener('pagehide', flush);
  return (request: AnalyticsRequest) => {
    waiting.push(request);
    if (worker() || direct) flush();
  };
}

export function startAnalytics(settings: AnalyticsSettings): void {
  const send = courier();
  const device = { language: navigator.language, screenWidth: screen.width, screenHeight: screen.height };
  // The site's root (a translation's page has <base href="../">) and this language's folder in it.
  const root = new URL('./', document.baseURI);
  const folder = pageContext().languages.find((language) => language.tag === pageLanguage())?.href ?? './';
  let current: Place = 'home';
  let firstView = true;

  // A post or an own page is counted at its own address (posts/<slug>/, <name>/), the document the build writes for it.
  const where = (place: Place) => {
    const slug = postSlugOf(place);
    // A part is counted at <name>/ too: the menu's own entries share one set of names.
    const own = ownPageNameOf(place) ?? partNameOfPlace(place);
    const path = place === 'home' ? '' : slug !== null ? postPath(slug) : own !== null ? ownPagePath(own) : place;
    const url = new URL(`${folder === './' ? '' : folder}${path}`, root);
    // A post's title is in its data, which may not have arrived yet: its slug names it the same on every view.
    const name = slug ?? (own !== null ? ownPageTitle(own) : pageTitle(pageOf(place as PageName)));
    const title = place === 'home' ? document.title : `${name} · ${document.title}`;
    return { url: url.href, path: url.pathname, title };
  };
  const emit = (event: AnalyticsEvent) => send(requestFor(settings, event, device));

  followFeed((item) => {
    if (item.kind === 'page') {
      current = item.page;
      // The referrer belongs to the arrival only; the views after it are the visitor's own moves.
      emit({ kind: 'view', ...where(item.page), referrer: firstView && document.referrer ? document.referrer : null });
      firstView = false;
    } else {
      emit({ kind: 'vital', ...where(current), name: item.name, value: item.value, rating: item.rating });
    }
  });

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || (event.type === 'auxclick' && event.button !== 1)) return;
    const target = new URL(link.href, location.href);
    if (!/^https?:$/.test(target.protocol)) return;
    if (target.origin !== location.origin) emit({ kind: 'outbound', ...where(current), target: target.href });
    else if (/\.pdf$/i.test(target.pathname)) emit({ kind: 'download', ...where(current), target: target.href });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('auxclick', onClick, true);
}
