import type { AnalyticsRequest } from './providers';

/** The message a page sends its service worker: "send this for me" (sw/serviceWorker.ts). */
export const ANALYTICS_MESSAGE = 'portfolio:analytics';

/**
 * Sends one request, once: no retry, no cookie (credentials omitted). From a page it is kept alive
 * past the page's end; the service worker keeps itself alive instead (waitUntil). A provider that
 * is down or refuses is silently given up on.
 */
export function sendRequest(request: AnalyticsRequest, { keepalive = true, fetchImpl = fetch }: { keepalive?: boolean; fetchImpl?: typeof fetch } = {}): Promise<void> {
  return fetchImpl(request.url, {
    method: request.method,
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(request.contentType ? { headers: { 'content-type': request.contentType } } : {}),
    mode: request.cors ? 'cors' : 'no-cors',
    credentials: 'omit',
    cache: 'no-store',
    keepalive,
  }).then(
    () => undefined,
    () => undefined,
  );
}
