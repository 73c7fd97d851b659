/** @jest-environment node */
import { EARLY_MANIFEST_TTL_MS, fetchManifestEarly, forgetEarlyManifests, takeEarlyManifest } from './earlyManifests';

const URL_A = 'https://cv.example/mf-manifest.json';

beforeEach(forgetEarlyManifests);

describe('early manifests', () => {
  it('hands the early answer to the runtime once', async () => {
    const fetchManifest = jest.fn(async () => new Response('{"a":1}'));
    fetchManifestEarly(URL_A, fetchManifest, 1000);
    const answer = takeEarlyManifest(URL_A, 1100);
    await expect(answer?.then((response) => response.json())).resolves.toEqual({ a: 1 });
    expect(takeEarlyManifest(URL_A, 1200)).toBeUndefined();
  });

  it('fetches each remote early once per visit: later loads leave it to the runtime', () => {
    const fetchManifest = jest.fn(async () => new Response('{}'));
    fetchManifestEarly(URL_A, fetchManifest, 1000);
    takeEarlyManifest(URL_A, 1001);
    fetchManifestEarly(URL_A, fetchManifest, 2000);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(takeEarlyManifest(URL_A, 2001)).toBeUndefined();
  });

  it('drops an answer nobody took in time, so a stale manifest is never used', () => {
    fetchManifestEarly(URL_A, async () => new Response('{}'), 1000);
    expect(takeEarlyManifest(URL_A, 1000 + EARLY_MANIFEST_TTL_MS)).toBeUndefined();
  });

  it('has nothing for a remote it did not fetch', () => {
    expect(takeEarlyManifest('https://other.example/mf-manifest.json')).toBeUndefined();
  });

  it('does not leave a failed early fetch unhandled', async () => {
    const failing = Promise.reject(new TypeError('Failed to fetch'));
    fetchManifestEarly(URL_A, () => failing, 1000);
    await expect(takeEarlyManifest(URL_A, 1001)).rejects.toThrow('Failed to fetch');
  });
});
