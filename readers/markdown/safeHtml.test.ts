/** @jest-environment node */
import { decideHtml, treeTagName, watchUrl } from './safeHtml';

const decide = (name: string, attributes: Record<string, string> = {}, generated = false) => decideHtml(name, Object.entries(attributes), generated);

describe('decideHtml: the safe list', () => {
  it('keeps the listed elements with their listed attributes only: no handler, no style, no owner’s class', () => {
    expect(decide('img', { src: 'cat.png', alt: 'A cat', width: '640', height: 'x', onerror: 'alert(1)', style: 'border:0', class: 'round', loading: 'lazy' })).toEqual({
      kind: 'element',
      t: 'img',
      a: { src: 'cat.png', alt: 'A cat', width: 640 },
    });
    expect(decide('a', { href: 'https://example.com', title: 'Example', target: '_blank', onclick: 'x()' })).toEqual({ kind: 'element', t: 'a', a: { href: 'https://example.com', title: 'Example' } });
    expect(decide('td', { style: 'text-align: center', colspan: '2' })).toEqual({ kind: 'element', t: 'td', a: { align: 'center', colSpan: 2 } });
    expect(decide('details', { open: '' })).toEqual({ kind: 'element', t: 'details', a: { open: true } });
    expect(decide('source', { srcset: 'a.avif 1x, a@2x.avif 2x', type: 'image/avif' })).toEqual({ kind: 'element', t: 'source', a: { srcSet: 'a.avif 1x, a@2x.avif 2x', type: 'image/avif' } });
    expect(decide('h2', { id: 'intro' })).toEqual({ kind: 'element', t: 'h2', a: { id: 'intro' } });
  });

  it('renames presentational tags to the list’s: <b> is strong, <i> em, <s> del, <tt> code', () => {
    expect([decide('b'), decide('i'), decide('s'), decide('strike'), decide('tt')].map((decision) => decision.kind === 'element' && decision.t)).toEqual(['strong', 'em', 'del', 'del', 'code']);
    expect(treeTagName('b')).toBe('strong');
    expect(treeTagName('sup')).toBe('sup');
  });

  it('drops links and pictures to javascript: and data:', () => {
    expect(decide('a', { href: 'javascript:alert(1)' })).toEqual({ kind: 'unwrap' });
    expect(decide('a', { href: 'javascript:alert(1)', id: 'anchor' })).toEqual({ kind: 'element', t: 'a', a: { id: 'anchor' } });
    expect(decide('img', { src: 'javascript:alert(1)' })).toEqual({ kind: 'drop' });
    expect(decide('img', { src: 'data:image/svg+xml,<svg onload=alert(1)>' })).toEqual({ kind: 'drop' });
  });

  it('unwraps layout elements (their text stays) and drops code, styles, drawings and forms whole', () => {
    for (const name of ['div', 'span', 'center', 'font', 'u', 'article', 'label']) expect(decide(name, { style: 'color:red' })).toEqual({ kind: 'unwrap' });
    for (const name of ['script', 'style', 'svg', 'template', 'textarea', 'form', 'button', 'object', 'noscript']) expect(decide(name)).toEqual({ kind: 'drop' });
  });

  it('makes an embedded player a link to its page', () => {
    expect(decide('iframe', { src: 'https://www.youtube.com/embed/abc123?start=5', title: 'A talk' })).toEqual({ kind: 'link', href: 'https://www.youtube.com/watch?v=abc123', text: 'A talk' });
    expect(decide('iframe', { src: '//player.vimeo.com/video/42' })).toEqual({ kind: 'link', href: 'https://vimeo.com/42', text: 'vimeo.com/42' });
    expect(decide('video', { src: 'https://cdn.example.com/demo.mp4' })).toMatchObject({ kind: 'link', href: 'https://cdn.example.com/demo.mp4' });
    expect(decide('iframe', { src: 'javascript:alert(1)' })).toEqual({ kind: 'unwrap' });
    expect(watchUrl('https://example.com/embed')).toBe('https://example.com/embed');
  });

  it('keeps a task list’s checkbox, never editable, and drops every other input', () => {
    expect(decide('input', { type: 'checkbox', checked: '' })).toEqual({ kind: 'element', t: 'input', a: { type: 'checkbox', disabled: true, checked: true } });
    expect(decide('input', { type: 'text', value: 'x' })).toEqual({ kind: 'drop' });
  });

  it('keeps MathML’s presentation attributes, and class names and colours only from Temml', () => {
    expect(decide('mi', { mathvariant: 'bold', class: 'x', onclick: 'y', href: 'javascript:z' })).toEqual({ kind: 'element', t: 'mi', a: { mathvariant: 'bold' } });
    expect(decide('mi', { class: 'tml-sml-pad', style: 'color:#ff0000;' }, true)).toEqual({ kind: 'element', t: 'mi', a: { className: 'tml-sml-pad', mathcolor: '#ff0000' } });
    expect(decide('span', { class: 'hljs-keyword' }, true)).toEqual({ kind: 'element', t: 'span', a: { className: 'hljs-keyword' } });
  });
});
