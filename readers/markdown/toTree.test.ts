/** @jest-environment node */
import { parseMarkdown } from './markdownParser';
import { toTree } from './toTree';

const tree = (markdown: string) => toTree(parseMarkdown(markdown));
const body = (markdown: string) => tree(markdown).body;

describe('toTree: Markdown and GitHub’s extensions', () => {
  it('makes paragraphs, emphasis, code, links, line breaks and headings with GitHub’s anchors', () => {
    expect(body('# Hello *World*\n\nSome **bold**, `code`, ~~gone~~ and [a link](https://example.com "Title").  \nNext line\nsame paragraph.\n\n## Hello World\n\n### Custom {#my-id}')).toEqual([
      { t: 'h1', a: { id: 'hello-world' }, c: ['Hello ', { t: 'em', c: ['World'] }] },
      {
        t: 'p',
        c: ['Some ', { t: 'strong', c: ['bold'] }, ', ', { t: 'code', c: ['code'] }, ', ', { t: 'del', c: ['gone'] }, ' and ', { t: 'a', a: { href: 'https://example.com', title: 'Title' }, c: ['a link'] }, '.', { t: 'br' }, 'Next line\nsame paragraph.'],
      },
      { t: 'h2', a: { id: 'hello-world-1' }, c: ['Hello World'] },
      { t: 'h3', a: { id: 'my-id' }, c: ['Custom'] },
    ]);
  });

  it('makes tables with alignment, task lists, ordered lists that start elsewhere, and autolinks (bare http(s) only)', () => {
    expect(body('| a | b |\n|:-:|--:|\n| 1 | 2 |')).toEqual([
      { t: 'table', c: [{ t: 'thead', c: [{ t: 'tr', c: [{ t: 'th', a: { align: 'center' }, c: ['a'] }, { t: 'th', a: { align: 'right' }, c: ['b'] }] }] }, { t: 'tbody', c: [{ t: 'tr', c: [{ t: 'td', a: { align: 'center' }, c: ['1'] }, { t: 'td', a: { align: 'right' }, c: ['2'] }] }] }] },
    ]);
    expect(body('- [x] done\n- [ ] todo\n\n3. three\n4. four')).toEqual([
      {
        t: 'ul',
        a: { className: 'contains-task-list' },
        c: [
          { t: 'li', a: { className: 'task-list-item' }, c: [{ t: 'input', a: { type: 'checkbox', disabled: true, checked: true } }, ' done'] },
          { t: 'li', a: { className: 'task-list-item' }, c: [{ t: 'input', a: { type: 'checkbox', disabled: true } }, ' todo'] },
        ],
      },
      { t: 'ol', a: { start: 3 }, c: [{ t: 'li', c: ['three'] }, { t: 'li', c: ['four'] }] },
    ]);
    expect(body('See https://example.com/a and README.md or setup.py.')).toEqual([{ t: 'p', c: ['See ', { t: 'a', a: { href: 'https://example.com/a' }, c: ['https://example.com/a'] }, ' and README.md or setup.py.'] }]);
  });

  it('makes footnotes GitHub’s way: a numbered reference and a section at the end with a way back', () => {
    expect(body('Text[^note].\n\n[^note]: The note.')).toEqual([
      { t: 'p', c: ['Text', { t: 'sup', c: [{ t: 'a', a: { href: '#fn-1', id: 'fnref-1', className: 'footnote-ref' }, c: ['1'] }] }, '.'] },
      { t: 'section', a: { className: 'footnotes' }, c: [{ t: 'ol', c: [{ t: 'li', a: { id: 'fn-1' }, c: [{ t: 'p', c: ['The note. ', { t: 'a', a: { href: '#fnref-1', className: 'footnote-back' }, c: ['↩'] }] }] }] }] },
    ]);
  });

  it('makes GitHub’s alerts a blockquote with a class, the marker gone', () => {
    expect(body('> [!WARNING]\n> Mind the gap.')).toEqual([{ t: 'blockquote', a: { className: 'alert alert-warning' }, c: [{ t: 'p', c: ['Mind the gap.'] }] }]);
  });

  it('highlights fenced code by language, shows a title as the caption, and never shows the info string’s extras', () => {
    const [titled, plain, unknown] = body('```jsx:title=App.js {2}\nconst a = 1;\n```\n\n```\nno language\n```\n\n```mermaid\ngraph TD;\n```');
    expect(titled).toMatchObject({ t: 'figure', a: { className: 'code' }, c: [{ t: 'figcaption', c: ['App.js'] }, { t: 'pre', c: [{ t: 'code', a: { className: 'hljs language-jsx' } }] }] });
    expect(plain).toEqual({ t: 'pre', c: [{ t: 'code', c: ['no language'] }] });
    expect(unknown).toEqual({ t: 'pre', c: [{ t: 'code', a: { className: 'language-mermaid' }, c: ['graph TD;'] }] });
  });
});

describe('toTree: math', () => {
  it('draws $…$, $$…$$, \\(…\\), \\\\[…\\\\] and ```math as MathML, and leaves prices alone', () => {
    const nodes = body('Energy $E = mc^2$ costs $5 and $10, or between $20 and $30.\n\n$$\n\\int_0^1 x\\,dx\n$$\n\nAlso \\\\(a+b\\\\) and \\(c\\) and $$d$$.\n\n```math\ne^{i\\pi}\n```');
    const json = JSON.stringify(nodes);
    expect(json.match(/"t":"math"/g)).toHaveLength(6);
    expect(json).toContain('costs $5 and $10, or between $20 and $30.');
  });

  it('keeps TeX that does not parse as code, and says its line', () => {
    const result = tree('One\n\nTwo $\\frac{1}{$ here.');
    expect(result.body[1]).toEqual({ t: 'p', c: ['Two ', { t: 'code', c: ['\\frac{1}{'] }, ' here.'] });
    expect(result.notes).toEqual([{ line: 3, message: expect.stringContaining('math "\\frac{1}{"') }]);
  });

  it('does not take Markdown’s escaped brackets or a lone dollar for math', () => {
    expect(body('See \\[1\\] and a \\$ sign and $ alone.')).toEqual([{ t: 'p', c: ['See [1] and a $ sign and $ alone.'] }]);
  });
});

describe('toTree: raw HTML through the safe list', () => {
  it('keeps <details>, <figure>, <sup>, <kbd>, <img width> and Markdown inside a block', () => {
    expect(body('<details>\n<summary>More</summary>\n\nInside **bold**\n\n</details>\n\nPress <kbd>Ctrl</kbd> x<sup>2</sup>\n\n<figure><img src="a.png" alt="A" width="320"><figcaption>Cap</figcaption></figure>')).toEqual([
      { t: 'details', c: ['\n', { t: 'summary', c: ['More'] }, '\n', { t: 'p', c: ['Inside ', { t: 'strong', c: ['bold'] }] }] },
      { t: 'p', c: ['Press ', { t: 'kbd', c: ['Ctrl'] }, ' x', { t: 'sup', c: ['2'] }] },
      { t: 'figure', c: [{ t: 'img', a: { src: 'a.png', alt: 'A', width: 320 } }, { t: 'figcaption', c: ['Cap'] }] },
    ]);
  });

  it('drops scripts, styles, handlers, style attributes and javascript: links, keeping text', () => {
    const json = JSON.stringify(body('<script>alert(1)</script>\n\n<div style="color:red" onclick="x()">Kept <a href="javascript:alert(1)">text</a></div>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n<style>p{}</style><svg><text>drawn</text></svg>'));
    expect(json).not.toMatch(/"t":"(script|style|svg)"|onclick|onerror|"href":"javascript|alert\(1\)<|drawn/i);
    // A Markdown link markdown-it refuses stays the text it was written as (as on GitHub): text, never a link.
    expect(json).toContain('"[click](javascript:alert(1)) "');
    expect(json).toContain('Kept ');
    expect(json).toContain('text');
  });

  it('turns an iframe into a link to what it showed', () => {
    expect(body('<iframe width="560" src="https://www.youtube.com/embed/abc" title="A talk"></iframe>')).toEqual([{ t: 'a', a: { href: 'https://www.youtube.com/watch?v=abc' }, c: ['A talk'] }]);
  });
});

describe('toTree: pictures, lines and links to posts', () => {
  it('lists every picture with its line, Markdown and HTML alike', () => {
    expect(tree('Text\n\n![A cat](cat.png "Title")\n\nLine one\nline two ![dog](./dog.png)\n\n<img src="/images/bird.png" alt="Bird">').images).toEqual([
      { src: 'cat.png', alt: 'A cat', line: 3 },
      { src: './dog.png', alt: 'dog', line: 6 },
      { src: '/images/bird.png', alt: 'Bird', line: 8 },
    ]);
  });

  it('says the line each top-level node starts on', () => {
    expect(tree('\n\n# A\n\ntext\n\n- x\n').lines).toEqual([3, 5, 7]);
  });

  it('marks links to another post (a rewritten ref, a relative .md file) with the post’s name', () => {
    const result = tree('[a](x-post:2010-07-21-name) [b](../2015-01-01-other.md#part) [c](other/index.md) [d](https://example.com/x.md)');
    expect(result.body).toEqual([
      { t: 'p', c: [{ t: 'a', a: { post: 'name' }, c: ['a'] }, ' ', { t: 'a', a: { post: 'other', hash: '#part' }, c: ['b'] }, ' ', { t: 'a', a: { post: 'other' }, c: ['c'] }, ' ', { t: 'a', a: { href: 'https://example.com/x.md' }, c: ['d'] }] },
    ]);
    expect(result.postLinks).toHaveLength(3);
  });
});
