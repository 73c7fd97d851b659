/** @jest-environment node */
import type { MdNode } from '@portfolio/shared/src/markdown/tree';
import { highlight, highlightLanguage } from './highlight';

const text = (nodes: MdNode[]): string => nodes.map((node) => (typeof node === 'string' ? node : text(node.c ?? []))).join('');
const classes = (nodes: MdNode[]): string[] => nodes.flatMap((node) => (typeof node === 'string' ? [] : [String(node.a?.className), ...classes(node.c ?? [])]));

describe('highlight: highlight.js’s tokens as spans with classes', () => {
  it('colours a known language with highlight.js’s class names, and loses no character', () => {
    const code = 'const a = "<b>" && 1; // done\nfunction f(x) { return `t ${x}` }';
    const nodes = highlight(code, 'js');
    expect(text(nodes)).toBe(code);
    expect(classes(nodes)).toEqual(expect.arrayContaining(['hljs-keyword', 'hljs-string', 'hljs-comment', 'hljs-title function_']));
    expect(nodes).toContainEqual({ t: 'span', a: { className: 'hljs-keyword' }, c: ['const'] });
  });

  it('nests another language as highlight.js does (JSX’s markup), with that language’s class', () => {
    const nodes = highlight('const a = <div className="x">{1}</div>;', 'jsx');
    expect(classes(nodes)).toEqual(expect.arrayContaining(['language-xml', 'hljs-tag', 'hljs-name', 'hljs-attr']));
    expect(text(nodes)).toBe('const a = <div className="x">{1}</div>;');
  });

  it('shows code plain when the language is none, text, or one highlight.js does not know', () => {
    expect(highlight('a < b', null)).toEqual(['a < b']);
    expect(highlight('$ ls', 'text')).toEqual(['$ ls']);
    expect(highlight('graph TD; A-->B', 'mermaid')).toEqual(['graph TD; A-->B']);
    expect(highlight('', 'js')).toEqual([]);
  });

  it('knows the names generators use for languages highlight.js calls otherwise', () => {
    expect([highlightLanguage('tsx'), highlightLanguage('sh'), highlightLanguage('vue'), highlightLanguage('mdx'), highlightLanguage('plaintext'), highlightLanguage('no-such')]).toEqual(['tsx', 'sh', 'xml', 'markdown', null, null]);
  });
});
