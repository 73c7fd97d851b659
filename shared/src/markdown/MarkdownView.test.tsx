import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { MdNode } from './tree';
import { MarkdownView } from './MarkdownView';

const BASE = 'https://site.example/writing/';

function show(nodes: MdNode[], onNavigate = jest.fn()) {
  const { container } = render(<MarkdownView nodes={nodes} base={BASE} onNavigate={onNavigate} />);
  return { container, onNavigate };
}

it('renders the tree as elements, with text as text', () => {
  const { container } = show([
    { t: 'h2', a: { id: 'the-core' }, c: ['The core'] },
    { t: 'p', c: ['A ', { t: 'strong', c: ['bold'] }, ' word and <script>alert(1)</script> as text.'] },
    { t: 'pre', c: [{ t: 'code', a: { className: 'hljs language-rust' }, c: [{ t: 'span', a: { className: 'hljs-keyword' }, c: ['fn'] }, ' main() {}'] }] },
  ]);
  expect(screen.getByRole('heading', { level: 2, name: 'The core' }).id).toBe('the-core');
  expect(screen.getByText('bold').tagName).toBe('STRONG');
  expect(container.querySelector('script')).toBeNull();
  expect(container.textContent).toContain('<script>alert(1)</script>');
  expect(container.querySelector('code.language-rust .hljs-keyword')?.textContent).toBe('fn');
});

it('never makes an element or attribute the safe list does not name, even if the data says so', () => {
  const { container } = show([
    { t: 'script' as 'p', c: ['window.__pwned = true'] },
    { t: 'p', a: { onClick: 'window.__pwned = true', style: 'color: red', dangerouslySetInnerHTML: '<b>x</b>' } as Record<string, string>, c: ['text'] },
    { t: 'a', a: { href: 'javascript:window.__pwned = true' }, c: ['bad link'] },
  ]);
  expect(container.querySelector('script')).toBeNull();
  expect(container.textContent).toContain('window.__pwned = true');
  const paragraph = screen.getByText('text');
  expect(paragraph.getAttribute('style')).toBeNull();
  expect(paragraph.getAttribute('onclick')).toBeNull();
  expect(screen.getByText('bad link').getAttribute('href')).toBeNull();
});

it('opens links to other sites in a new tab, and a link to another post in the site', async () => {
  const { onNavigate } = show([
    { t: 'p', c: [{ t: 'a', a: { href: 'https://elsewhere.example/' }, c: ['out'] }, ' and ', { t: 'a', a: { post: 'tide-tables', hash: 'the-core' }, c: ['the other post'] }] },
  ]);
  const out = screen.getByRole('link', { name: 'out' });
  expect(out.getAttribute('target')).toBe('_blank');
  expect(out.getAttribute('rel')).toBe('noopener noreferrer');
  const other = screen.getByRole('link', { name: 'the other post' });
  expect(other.getAttribute('href')).toBe('posts/tide-tables/#the-core');
  await userEvent.click(other);
  expect(onNavigate).toHaveBeenCalledWith('post:tide-tables');
});

it("serves a picture from the remote's folder, lazily, with its size", () => {
  show([{ t: 'p', c: [{ t: 'img', a: { src: 'static/media/curve.1234abcd.png', alt: 'A tide curve', width: 640, height: 320 } }] }]);
  const picture = screen.getByRole('img', { name: 'A tide curve' });
  expect(picture.getAttribute('src')).toBe('https://site.example/writing/static/media/curve.1234abcd.png');
  expect(picture.getAttribute('loading')).toBe('lazy');
  expect(picture.getAttribute('width')).toBe('640');
});

it('shows a task list as it is, each box named by its task, without letting the visitor tick it', () => {
  show([
    {
      t: 'ul',
      c: [
        { t: 'li', c: [{ t: 'input', a: { type: 'checkbox', checked: true, disabled: true } }, ' model ', { t: 'em', c: ['tides'] }] },
        { t: 'li', c: [{ t: 'p', c: [{ t: 'input', a: { type: 'checkbox', disabled: true } }, ' offline page'] }, { t: 'ul', c: [{ t: 'li', c: ['nested'] }] }] },
      ],
    },
  ]);
  const done = screen.getByRole('checkbox', { name: 'model tides' });
  expect(done).toBeChecked();
  expect(done).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'offline page' })).not.toBeChecked();
});

it('lets a keyboard reach a code block that scrolls', () => {
  const { container } = show([{ t: 'pre', c: [{ t: 'code', c: ['a very long line'] }] }]);
  expect(container.querySelector('pre')?.getAttribute('tabindex')).toBe('0');
});

it('moves to a footnote without changing the address', async () => {
  const before = window.location.href;
  show([
    { t: 'p', c: ['Text', { t: 'sup', c: [{ t: 'a', a: { href: '#fn-1', id: 'fnref-1' }, c: ['1'] }] }] },
    { t: 'section', a: { className: 'footnotes' }, c: [{ t: 'ol', c: [{ t: 'li', a: { id: 'fn-1' }, c: ['The note.'] }] }] },
  ]);
  await userEvent.click(screen.getByRole('link', { name: '1' }));
  expect(window.location.href).toBe(before);
  expect(document.activeElement?.id).toBe('fn-1');
});

it("shows a picture made by the build from the Writing remote's files, lazily unless the build marks it as opening the post", () => {
  const { container } = show([
    {
      t: 'picture',
      c: [
        { t: 'source', a: { type: 'image/avif', srcSet: 'static/media/c-480.1a2b3c4d.avif 480w, static/media/c-960.5e6f7a8b.avif 960w', sizes: '100vw' } },
        { t: 'img', a: { src: 'static/media/c-960.9c0d1e2f.png', alt: 'A chart', width: 960, height: 480, loading: 'eager' } },
      ],
    },
    { t: 'img', a: { src: 'static/media/d.3a4b5c6d.png', alt: 'Below', width: 10, height: 10 } },
  ]);
  expect(container.querySelector('source')?.getAttribute('srcset')).toBe(`${BASE}static/media/c-480.1a2b3c4d.avif 480w, ${BASE}static/media/c-960.5e6f7a8b.avif 960w`);
  const [first, below] = [...container.querySelectorAll('img')];
  expect(first?.getAttribute('src')).toBe(`${BASE}static/media/c-960.9c0d1e2f.png`);
  expect(first?.getAttribute('loading')).toBe('eager');
  expect(below?.getAttribute('loading')).toBe('lazy');
});

it("puts the post's headings under the page's h1 (its highest level as h2), makes a wide formula reachable by keyboard, and a blank header cell a plain one", () => {
  const { container } = show([
    { t: 'h3', a: { id: 'intro' }, c: ['Intro'] },
    { t: 'h4', c: ['Detail'] },
    { t: 'math', a: { display: 'block' }, c: [{ t: 'mi', c: ['x'] }] },
    { t: 'table', c: [{ t: 'thead', c: [{ t: 'tr', c: [{ t: 'th' }, { t: 'th', c: ['Range'] }] }] }] },
  ]);
  expect([...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => [heading.tagName, heading.id, heading.textContent])).toEqual([
    ['H2', 'intro', 'Intro'],
    ['H3', '', 'Detail'],
  ]);
  expect(container.querySelector('math')?.getAttribute('tabindex')).toBe('0');
  expect([...container.querySelectorAll('thead tr > *')].map((cell) => cell.tagName)).toEqual(['TD', 'TH']);
});

it('skips no heading level: a heading shows one below the one it belongs to, wherever it stands', () => {
  const { container } = show([
    { t: 'h2', c: ['Setup'] },
    { t: 'h4', c: ['Linux'] },
    { t: 'h6', c: ['Debian'] },
    { t: 'h4', c: ['macOS'] },
    { t: 'blockquote', c: [{ t: 'h5', c: ['Quoted'] }] },
    { t: 'h3', c: ['Notes'] },
    { t: 'h2', c: ['Usage'] },
    { t: 'h1', c: ['Appendix'] },
    { t: 'h3', c: ['Tables'] },
  ]);
  expect([...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
    'H2 Setup',
    'H3 Linux',
    'H4 Debian',
    'H3 macOS',
    'H4 Quoted',
    'H3 Notes',
    'H2 Usage',
    'H2 Appendix',
    'H3 Tables',
  ]);
});

it("hydrates a post's prerendered markup as is, a block that opens with a newline too (HTML drops it: zola-tailwind-boilerplate)", async () => {
  const nodes: MdNode[] = [
    { t: 'pre', a: { tabIndex: 0 }, c: ['\n```\n', 'npm run build\n'] },
    { t: 'pre', c: [{ t: 'code', c: ['\nfirst line after a blank one'] }] },
  ];
  const view = <MarkdownView nodes={nodes} base="writing/" onNavigate={() => undefined} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(view);
  document.body.append(container);
  const failures: unknown[] = [];
  await act(async () => void hydrateRoot(container, view, { onRecoverableError: (error) => failures.push(error) }));
  expect(failures).toEqual([]);
  expect([...container.querySelectorAll('pre')].map((pre) => pre.textContent)).toEqual(['```\nnpm run build\n', '\nfirst line after a blank one']);
  container.remove();
});
