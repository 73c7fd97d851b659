const { aggregate, kindOf } = require('./bytes');

describe('kindOf', () => {
  test('trusts the Content-Type first', () => {
    expect(kindOf('http://localhost:8080/static/js/main.js', 'application/javascript; charset=utf-8')).toBe('js');
    expect(kindOf('http://localhost:8080/x', 'text/javascript')).toBe('js');
    expect(kindOf('http://localhost:8080/static/css/main.css', 'text/css')).toBe('css');
    expect(kindOf('http://localhost:8081/mf-manifest.json', 'application/json')).toBe('other');
  });

  test('falls back to the extension when there is no Content-Type', () => {
    expect(kindOf('http://localhost:8081/remoteEntry.js?v=1')).toBe('js');
    expect(kindOf('http://localhost:8081/static/css/a.chunk.css')).toBe('css');
    expect(kindOf('http://localhost:8080/profile.webp')).toBe('other');
  });
});

describe('aggregate', () => {
  const appOf = (url) => (new URL(url).port === '8081' ? 'remote_cv' : 'shell');
  const response = (url, kind, raw, gzip, brotli) => ({ url, kind, raw, gzip, brotli });

  test('adds up bytes per app and kind, and in total', () => {
    const { total, byApp } = aggregate(
      [
        response('http://localhost:8080/', 'other', 600, 300, 250),
        response('http://localhost:8080/main.js', 'js', 1000, 400, 350),
        response('http://localhost:8081/remoteEntry.js', 'js', 500, 200, 150),
        response('http://localhost:8081/page.css', 'css', 80, 40, 30),
      ],
      appOf,
    );
    expect(byApp.shell.requests).toBe(2);
    expect(byApp.shell.js).toEqual({ files: 1, raw: 1000, gzip: 400, brotli: 350 });
    expect(byApp.remote_cv.css).toEqual({ files: 1, raw: 80, gzip: 40, brotli: 30 });
    expect(total.requests).toBe(4);
    expect(total.js).toEqual({ files: 2, raw: 1500, gzip: 600, brotli: 500 });
    expect(total.other).toEqual({ files: 1, raw: 600, gzip: 300, brotli: 250 });
  });

  test('an empty load has zero of everything and no apps', () => {
    const { total, byApp } = aggregate([], appOf);
    expect(total.requests).toBe(0);
    expect(total.css.raw).toBe(0);
    expect(byApp).toEqual({});
  });
});
