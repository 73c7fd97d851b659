/** @jest-environment node */
import fc from 'fast-check';
import { MD_TAGS, type MdNode } from '@portfolio/shared/src/markdown/tree';
import { readPosts } from './readPosts';

/** Pieces posts are made of, weighted towards what the reader reacts to: fences, front matter, every generator's syntax, raw HTML, math. */
const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('\n', '\n\n', ' ', '  ', '\t', '#', '## ', '*', '_', '`', '```', '~~~', '>', '- ', '1. ', '|', '[', ']', '(', ')', '!', '<', '>', '/', '\\', '$', '$$', '{', '}', '%', '"', "'", ':', '=', '-', '---', '+++', '&', ';') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '---\ntitle: x\n---\n',
      '+++\ntitle = "x"\n+++\n',
      'date: 2020-01-01\n',
      '{% highlight python %}',
      '{% endhighlight %}',
      '{% raw %}',
      '{% endraw %}',
      '{% include figure.html path="a.png" %}',
      '{{ site.baseurl }}',
      '{{< figure src="x.png" caption="c" >}}',
      '{{< highlight go >}}',
      '{{< /highlight >}}',
      '{{< ref "other" >}}',
      '{{</* x */>}}',
      '{{% notice %}}',
      "import X from 'y'\n",
      'export const metadata = {\n',
      '<Foo bar={() => 1}>',
      '</Foo>',
      '<my-widget />',
      '{/* c */}',
      '[[toc]]',
      '{:.class}',
      '::: tip\n',
      '<!--more-->',
      '<details><summary>s</summary>',
      '</details>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '[x](javascript:alert(1))',
      '<iframe src="https://www.youtube.com/embed/a"></iframe>',
      '<style>p{}</style>',
      '<svg onload=alert(1)>',
      '<table><tr><td>1',
      '<p>',
      '</p>',
      '$x^2$',
      '$$\\frac{a}{b}$$',
      '\\(a\\)',
      '\\\\[b\\\\]',
      '$\\frac{1}{$',
      '![alt](a.png)',
      '![alt](/images/b.png)',
      '[^1]',
      '[^1]: note',
      '- [ ] task',
      '> [!NOTE]',
      '```js title="a.js"\n',
      '```math\n',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
);

const soup = fc.array(piece, { maxLength: 120 }).map((pieces) => pieces.join(''));

/** What may never be in a tree: an element off the safe list, a script, an event handler, a style, a javascript: URL. */
function expectSafe(nodes: MdNode[]): void {
  const allowed = new Set<string>(MD_TAGS);
  const walk = (list: MdNode[]) => {
    for (const node of list) {
      if (typeof node === 'string') continue;
      expect(allowed.has(node.t)).toBe(true);
      for (const [name, value] of Object.entries(node.a ?? {})) {
        expect(name).not.toMatch(/^on|^style$|^class$/i);
        if (name === 'href' || name === 'src' || name === 'srcSet') expect(String(value)).not.toMatch(/^\s*(javascript|vbscript|data):/i);
      }
      if (node.c) {
        expect(node.c.length).toBeGreaterThan(0);
        walk(node.c);
      }
    }
  };
  walk(nodes);
}

/** Generous for 2 shared cores; a quadratic or hanging read on these sizes would take far longer. */
const TIME_BOUND_MS = 1000;

function readTimed(text: string) {
  const started = performance.now();
  const result = readPosts([{ path: 'post.md', text }, { path: 'other/index.mdx', text }], { hasFile: (file) => file.endsWith('a.png') });
  expect(performance.now() - started).toBeLessThan(TIME_BOUND_MS);
  const lines = text.replace(/\r\n?/g, '\n').split('\n').length;
  for (const message of result.messages) {
    expect(message.line).toBeGreaterThanOrEqual(1);
    expect(message.line).toBeLessThanOrEqual(lines);
    if (message.column !== undefined) expect(message.column).toBeGreaterThanOrEqual(1);
  }
  for (const post of [...result.posts, ...result.drafts]) {
    expectSafe(post.body);
    for (const image of post.images) {
      expect(image.line).toBeGreaterThanOrEqual(1);
      expect(image.line).toBeLessThanOrEqual(lines);
    }
  }
  return result;
}

describe('the reader on any input', () => {
  it('never throws, answers quickly, reports lines inside the file, and keeps its trees to the safe list, on random post soup', () => {
    fc.assert(
      fc.property(soup, (text) => {
        readTimed(text);
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on arbitrary Unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 500 }), (text) => {
        readTimed(text);
      }),
      { numRuns: 200 },
    );
  });

  it('reads a post of 1,000 dollar signs, brackets and backticks in linear time', () => {
    for (const unit of ['$', '$a ', '`', '[', '<a ', '{{< ', '{% ', '<Foo ', '\\(', '*_', '<!--', '{']) readTimed(unit.repeat(1000));
  });
});
