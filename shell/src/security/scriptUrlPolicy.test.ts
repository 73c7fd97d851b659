import { checkedScriptUrl, scriptOrigins } from './scriptUrlPolicy';

describe('the script URL policy', () => {
  const page = 'https://jane.example/portfolio/experience';
  const origins = scriptOrigins(page, ['https://cv.example.dev/mf-manifest.json', '/portfolio/music/mf-manifest.json']);

  it("allows the page's own origin and the origins the remote map names, as absolute URLs", () => {
    expect([...origins]).toEqual(['https://jane.example', 'https://cv.example.dev']);
    expect(checkedScriptUrl('sw.js', 'https://jane.example/portfolio/', origins)).toBe('https://jane.example/portfolio/sw.js');
    expect(checkedScriptUrl('https://cv.example.dev/remoteEntry.js', page, origins)).toBe('https://cv.example.dev/remoteEntry.js');
  });

  it('refuses any other origin, and data:, blob: and javascript: URLs', () => {
    for (const url of ['https://evil.example/x.js', '//evil.example/x.js', 'data:text/javascript,alert(1)', 'javascript:alert(1)', 'blob:https://jane.example/1']) {
      expect(() => checkedScriptUrl(url, page, origins)).toThrow(TypeError);
    }
  });
});
