/** @jest-environment node */
import { TreeBuilder } from './treeBuilder';

describe('TreeBuilder: Markdown and raw HTML into one tree a browser’s parser would read back the same', () => {
  it('lets an HTML element opened in one block hold the Markdown blocks up to its close tag', () => {
    const tree = new TreeBuilder();
    tree.open('details', {}, 'html');
    tree.open('summary', {}, 'html');
    tree.text('More');
    tree.close('summary', 'html');
    tree.open('p', {}, 'md');
    tree.text('Inside');
    tree.close('p', 'md');
    tree.close('details', 'html');
    expect(tree.finish()).toEqual([{ t: 'details', c: [{ t: 'summary', c: ['More'] }, { t: 'p', c: ['Inside'] }] }]);
  });

  it('closes HTML left open when its Markdown element ends, and ignores a close tag that finds nothing inside it', () => {
    const tree = new TreeBuilder();
    tree.open('p', {}, 'md');
    tree.open('sup', {}, 'html');
    tree.text('1');
    tree.close('p', 'md');
    tree.close('sup', 'html');
    tree.text('after');
    expect(tree.finish()).toEqual([{ t: 'p', c: [{ t: 'sup', c: ['1'] }] }, 'after']);
  });

  it('closes an open paragraph before a block (as the HTML parser does), unwraps a link in a link and a cell outside a row', () => {
    const tree = new TreeBuilder();
    tree.open('p', {}, 'md');
    tree.text('text ');
    tree.open('figure', {}, 'html');
    tree.empty('img', { src: 'a.png', alt: '' }, 'html');
    tree.close('figure', 'html');
    tree.open('a', { href: '#a' }, 'md');
    expect(tree.open('a', { href: '#b' }, 'html')).toBe(false);
    tree.text('link');
    tree.close('a', 'md');
    expect(tree.open('td', {}, 'html')).toBe(false);
    expect(tree.finish()).toEqual([{ t: 'p', c: ['text '] }, { t: 'figure', c: [{ t: 'img', a: { src: 'a.png', alt: '' } }] }, { t: 'a', a: { href: '#a' }, c: ['link'] }]);
  });

  it('puts a row written straight into a table in a tbody, drops whitespace between rows, and closes a list item before the next', () => {
    const tree = new TreeBuilder();
    tree.open('table', {}, 'html');
    tree.text('\n  ');
    tree.open('tr', {}, 'html');
    tree.open('td', {}, 'html');
    tree.text('1');
    tree.open('td', {}, 'html');
    tree.text('2');
    tree.close('table', 'html');
    tree.open('ul', {}, 'html');
    tree.open('li', {}, 'html');
    tree.text('a');
    tree.open('li', {}, 'html');
    tree.text('b');
    expect(tree.finish()).toEqual([
      { t: 'table', c: [{ t: 'tbody', c: [{ t: 'tr', c: [{ t: 'td', c: ['1'] }, { t: 'td', c: ['2'] }] }] }] },
      { t: 'ul', c: [{ t: 'li', c: ['a'] }, { t: 'li', c: ['b'] }] },
    ]);
  });

  it('drops an element and all it holds, its own close tag ending it, and nothing outside', () => {
    const tree = new TreeBuilder();
    tree.open('strong', {}, 'html');
    tree.drop('button');
    tree.open('em', {}, 'html');
    tree.text('Copy');
    tree.close('strong', 'html', 'b');
    tree.close('button', 'html');
    tree.text('kept');
    expect(tree.finish()).toEqual([{ t: 'strong', c: ['kept'] }]);
  });
});
