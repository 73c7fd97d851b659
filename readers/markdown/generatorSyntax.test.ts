/** @jest-environment node */
import { parseArguments, rewriteGeneratorSyntax, tagEnd } from './generatorSyntax';

const lines = (text: string) => text.split('\n').length;
const rewrite = (text: string) => {
  const result = rewriteGeneratorSyntax(text);
  // Every rewrite keeps the line count, so the parser's lines are the file's.
  expect(lines(result.text)).toBe(lines(text));
  return result;
};

describe('rewriteGeneratorSyntax: Liquid (Jekyll, Hexo)', () => {
  it('makes a highlight block a fenced code block, its content untouched', () => {
    const result = rewrite('Intro\n\n{% highlight python linenos %}\nprint("{{ not liquid }}")\n{% endhighlight %}\n');
    expect(result.text).toBe('Intro\n\n```python\nprint("{{ not liquid }}")\n```\n');
    expect(result.findings).toEqual([{ kind: 'Liquid tag', line: 3, sample: '{% highlight python linenos %}', count: 1 }]);
  });

  it('keeps {% raw %} content as written, drops comments and other tags, and turns post_url and includes into links and pictures', () => {
    const result = rewrite(
      [
        'Use {% raw %}{{ page.title }}{% endraw %} in a layout.',
        '{% comment %}secret{% endcomment %}{% assign x = 1 %}',
        'See [the older post]({% post_url 2010-07-21-name %}).',
        '{% include figure.liquid path="assets/img/9.jpg" title="A title" class="img-fluid" %}',
        '![logo]({{ "/assets/logo.png" | relative_url }}) at {{ site.baseurl }}/x',
      ].join('\n'),
    );
    expect(result.text.split('\n')).toEqual([
      'Use {{ page.title }} in a layout.',
      '',
      'See [the older post](x-post:2010-07-21-name).',
      '<figure><img src="assets/img/9.jpg" alt="A title"><figcaption>A title</figcaption></figure>',
      '![logo](/assets/logo.png) at /x',
    ]);
    expect(result.findings.map((finding) => [finding.kind, finding.line])).toEqual([
      ['Liquid tag', 2],
      ['template expression', 5],
    ]);
  });

  it('reads Hexo’s codeblock and asset_img', () => {
    expect(rewrite('{% codeblock lang:js %}\nlet a;\n{% endcodeblock %}\n{% asset_img diagram.png The flow %}').text).toBe('```js\nlet a;\n```\n![The flow](diagram.png)');
  });
});

describe('rewriteGeneratorSyntax: Hugo shortcodes', () => {
  it('makes highlight a code block, figure a figure, youtube a link, and keeps a paired shortcode’s inner text', () => {
    const result = rewrite(
      [
        '{{< highlight go "linenos=table" >}}',
        'fmt.Println("hi")',
        '{{< /highlight >}}',
        '{{< figure src="cat.png" alt="A cat" caption="Our cat" >}}',
        '{{< youtube MX4yy1dTVYg >}}',
        '{{% notice tip %}}',
        'Inner **text**.',
        '{{% /notice %}}',
      ].join('\n'),
    );
    expect(result.text.split('\n')).toEqual([
      '```go',
      'fmt.Println("hi")',
      '```',
      '<figure><img src="cat.png" alt="A cat"><figcaption>Our cat</figcaption></figure>',
      '<https://www.youtube.com/watch?v=MX4yy1dTVYg>',
      '',
      'Inner **text**.',
      '',
    ]);
    expect(result.findings).toEqual([{ kind: 'Hugo shortcode', line: 1, sample: '{{< highlight go "linenos=table" >}}', count: 5 }]);
  });

  it('turns ref and relref into links to the other post, in a link target or on their own', () => {
    expect(rewrite('[Setup]({{< ref "installing-hugo/#10-actions" >}}) and {{< relref "/posts/other.md" >}}').text).toBe('[Setup](x-post:installing-hugo/#10-actions) and [/posts/other.md](x-post:/posts/other.md)');
  });

  it('shows an escaped shortcode as written, in prose and in code', () => {
    expect(rewrite('Write {{</* figure src="x" */>}}.\n\n```\n{{</* gist a b */>}}\n```').text).toBe('Write {{< figure src="x" >}}.\n\n```\n{{< gist a b >}}\n```');
  });

  it('reads a shortcode that spans lines', () => {
    expect(rewrite('{{< figure\n  src="a.png"\n  caption="A"\n>}}\nnext').text).toBe('<figure><img src="a.png" alt="A"><figcaption>A</figcaption></figure>\n\n\n\nnext');
  });
});

describe('rewriteGeneratorSyntax: MDX, Vue and the rest', () => {
  it('drops imports and exports (multi-line too), reads Next’s metadata, and keeps a component’s inner Markdown', () => {
    const result = rewrite(
      [
        "import { Chart } from '../components/Chart'",
        'import {',
        '  Tabs,',
        "} from 'ui'",
        'export const metadata = {',
        "  title: 'From Next',",
        "  alternates: { canonical: '/n/1' },",
        '};',
        '',
        '<Callout type="warn" onClose={() => setOpen(false)}>',
        'Keep **this**.',
        '</Callout>',
        '<Chart data={[1, 2, 3]} />',
        '{/* a comment */}',
      ].join('\n'),
    );
    expect(result.exported).toEqual({ title: 'From Next' });
    expect(result.text.split('\n')).toEqual(['', '', '', '', '', '', '', '', '', '', 'Keep **this**.', '', '', '']);
    expect(result.findings.map((finding) => [finding.kind, finding.line, finding.count])).toEqual([
      ['MDX import or export', 1, 2],
      ['component', 10, 3],
      ['MDX expression', 14, 1],
    ]);
  });

  it('drops MDX’s expressions in the text of an .mdx file, not TeX’s braces, and not braces in a .md file', () => {
    const text = 'Since {year}, {props.count * 2} posts and {"x"}; $\\frac{a}{b}$ and x^{2}.';
    const result = rewriteGeneratorSyntax(text, { mdx: true });
    expect(result.text).toBe('Since ,  posts and ; $\\frac{a}{b}$ and x^{2}.');
    expect(result.findings).toEqual([{ kind: 'MDX expression', line: 1, sample: '{year}', count: 3 }]);
    expect(rewriteGeneratorSyntax(text).text).toBe(text);
  });

  it('makes an image component a picture and an HTML tag written as JSX plain HTML', () => {
    expect(rewrite('<Image src="./shot.png" alt="Screen" width={600} />\n<img src="./a.png" style={{ width: "100%" }} />').text).toBe('![Screen](./shot.png)\n<img src="./a.png" />');
  });

  it('drops Vue’s components and template expressions, tables-of-contents markers, kramdown’s attributes and ::: containers', () => {
    const result = rewrite(['[[toc]]', '<my-widget :items="list">Text</my-widget> {{ $frontmatter.title }}', '* TOC', '{:toc}', 'A paragraph.', '{: .lead}', '::: tip Good to know', 'Inside.', ':::'].join('\n'));
    expect(result.text.split('\n')).toEqual(['', 'Text ', '', '', 'A paragraph.', '', '**Good to know**', 'Inside.', '']);
    expect(result.findings.map((finding) => finding.kind)).toEqual(['table of contents marker', 'component', 'template expression', 'kramdown attribute list', 'container']);
  });

  it('leaves code alone: fences, inline code, indented fences in lists', () => {
    const text = ['```jsx', "import x from 'y'", '<Foo />', '{% if a %}', '```', '', 'Use `{{< ref >}}` or `<Foo>` inline.', '', '- item', '', '  ```js', "  export default 1", '  ```'].join('\n');
    expect(rewrite(text)).toEqual({ text, findings: [], exported: {}, moreLine: null });
  });

  it('leaves prose that only looks like syntax: prices, TeX braces, capitals that are not tags, autolinks', () => {
    const text = 'It costs {{a}} in $\\frac{{a}}{{b}}$, <API of your choice\\>, <https://example.com>, #include <stdio.h> and a <b>bold</b> <IMG src="x.png">.';
    expect(rewrite(text).text).toBe(text);
  });

  it('finds where the summary ends: <!--more--> (Hugo, Jekyll), truncate (Docusaurus)', () => {
    expect(rewrite('Intro.\n\n<!--more-->\n\nRest.').moreLine).toBe(3);
    expect(rewrite('Intro.\n\n{/* truncate */}\n').moreLine).toBe(3);
    expect(rewrite('```\n<!--more-->\n```').moreLine).toBeNull();
  });
});

describe('helpers', () => {
  it('parseArguments reads positional and named arguments, quoted or not', () => {
    expect(parseArguments(' python linenos=table src="a b.png" alt=\'x\' `raw`')).toEqual({ positional: ['python', 'raw'], named: { linenos: 'table', src: 'a b.png', alt: 'x' } });
  });

  it('tagEnd reads quotes and braces, and refuses what is not a tag', () => {
    const tag = '<Foo onClick={() => a > b} title="x > y">';
    expect(tagEnd(`${tag} after`, 0)).toBe(tag.length);
    expect(tagEnd('<Foo bar="unclosed', 0)).toBe(-1);
    expect(tagEnd('<API of your choice\\>', 0)).toBe(-1);
  });
});
