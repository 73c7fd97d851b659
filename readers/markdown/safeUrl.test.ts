/** @jest-environment node */
import { isRemote, safeHref, safeSrc, safeSrcSet } from './safeUrl';

describe('safe URLs', () => {
  it.each([
    ['https://example.com/a?b#c', 'https://example.com/a?b#c'],
    ['HTTP://EXAMPLE.COM', 'HTTP://EXAMPLE.COM'],
    ['mailto:me@example.com', 'mailto:me@example.com'],
    ['../other/', '../other/'],
    ['#section', '#section'],
    ['/blog/post', '/blog/post'],
    ['javascript:alert(1)', null],
    [' JaVaScRiPt:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['java\u0000script:alert(1)', null],
    ['vbscript:msgbox', null],
    ['data:text/html,<script>', null],
    ['file:///etc/passwd', null],
    ['tel:+100', null],
    ['', null],
  ])('href %j → %j', (raw, expected) => expect(safeHref(raw)).toBe(expected));

  it('takes pictures from http(s) and relative paths only', () => {
    expect(safeSrc('./cat.png')).toBe('./cat.png');
    expect(safeSrc('https://cdn.example.com/cat.png')).toBe('https://cdn.example.com/cat.png');
    expect(safeSrc('mailto:x@y')).toBeNull();
    expect(safeSrc('data:image/png;base64,AAAA')).toBeNull();
  });

  it('checks every candidate of a srcset', () => {
    expect(safeSrcSet('a.avif 1x, b.avif 2x')).toBe('a.avif 1x, b.avif 2x');
    expect(safeSrcSet('a.avif 1x, javascript:x 2x')).toBeNull();
  });

  it('tells another host’s address from a local path', () => {
    expect([isRemote('https://x.com/a.png'), isRemote('//x.com/a.png'), isRemote('/images/a.png'), isRemote('a.png')]).toEqual([true, true, false, false]);
  });
});
