import { parseSnapshot } from './snapshot';

const item = {
  name: 'pixel-weather',
  description: 'Offline!',
  url: 'https://github.com/u/pixel-weather',
  language: 'TypeScript',
  lastUpdated: '2026-06-30T12:00:00.000Z',
  deploymentURL: 'https://u.github.io/pixel-weather',
};

describe('parseSnapshot', () => {
  it('reads a snapshot file', () => {
    expect(parseSnapshot({ takenAt: '2026-07-01T00:00:00.000Z', items: [item] })).toEqual({
      takenAt: '2026-07-01T00:00:00.000Z',
      items: [item],
    });
  });

  it('rejects what is not a snapshot', () => {
    expect(parseSnapshot(null)).toBeNull();
    expect(parseSnapshot({ items: [] })).toBeNull();
    expect(parseSnapshot({ takenAt: 'soon', items: [] })).toBeNull();
    expect(parseSnapshot({ takenAt: '2026-07-01T00:00:00Z', items: {} })).toBeNull();
  });

  it('drops nameless items and non-http links', () => {
    const snapshot = parseSnapshot({
      takenAt: '2026-07-01T00:00:00Z',
      items: [{ ...item, url: 'javascript:alert(1)', deploymentURL: 'data:text/html,x', lastUpdated: 'never' }, { description: 'x' }],
    });
    expect(snapshot?.items).toEqual([{ ...item, url: null, deploymentURL: null, lastUpdated: null }]);
  });
});
