import { rateFirstInputDelay, sendVitals, type VitalsPayload } from './vitalsPayload';

const payload: VitalsPayload = {
  name: 'LCP',
  value: 1234,
  rating: 'good',
  id: 'v1-1',
  navigationType: 'navigate',
  page: '/',
  at: '2026-11-22T00:00:00.000Z',
};

describe('rateFirstInputDelay', () => {
  it.each([
    [0, 'good'],
    [100, 'good'],
    [101, 'needs-improvement'],
    [300, 'needs-improvement'],
    [301, 'poor'],
  ] as const)('rates %d ms as %s', (ms, rating) => {
    expect(rateFirstInputDelay(ms)).toBe(rating);
  });
});

describe('sendVitals', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the metric as a JSON beacon to the endpoint', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    sendVitals('/api/vitals', payload, false);
    expect(sendBeacon).toHaveBeenCalledWith('/api/vitals', JSON.stringify(payload));
  });

  it('falls back to fetch with keepalive when the browser refuses the beacon (or has none)', () => {
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));
    const original = globalThis.fetch;
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
    Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => false), configurable: true });
    sendVitals('https://vitals.example.dev/beacon', payload, false);
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    sendVitals('https://vitals.example.dev/beacon', payload, false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('https://vitals.example.dev/beacon', { method: 'POST', body: JSON.stringify(payload), keepalive: true });
    Object.defineProperty(globalThis, 'fetch', { value: original, configurable: true, writable: true });
  });

  it('logs in development and sends nothing when no endpoint is configured', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    sendVitals(undefined, payload, true);
    expect(info).toHaveBeenCalledWith('[web-vitals]', 'LCP', 1234, 'good');
    sendVitals(undefined, payload, false);
    expect(info).toHaveBeenCalledTimes(1);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
