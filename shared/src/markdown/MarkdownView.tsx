import { createElement, type MouseEvent, type ReactNode } from 'react';
import type { Place } from '../contract';
import { postPlace } from '../places';
import { postPath } from './addresses';
import { MD_TAGS, type MdElement, type MdNode } from './tree';

/** The safe list, again: the tree comes from our build, but over the network; nothing else becomes an element. */
const ALLOWED = new Set<string>(MD_TAGS);
/** Attributes React must not receive from data whatever the build wrote: handlers, inline styles, raw HTML. */
const REFUSED = /^(?:on|style$|dangerouslySetInnerHTML$|ref$|key$)/i;
const SAFE_HREF = /^(?:https?:|mailto:|#|\.{0,2}\/|[^:]*$)/i;

interface Props {
  nodes: MdNode[];
  /** The Writing remote's folder, ending in "/": a picture's src in the tree is relative to it. Relative itself in a post's document (the build prerenders it). */
  base: string;
  /** A link to another of the owner's posts opens it in the site. */
  onNavigate(place: Place): void;
}

/** The text a node shows, nested lists left out: a task's label. */
function textOf(nodes: readonly MdNode[] = []): string {
  return nodes
    .map((node) => (typeof node === 'string' ? node : node.t === 'ul' || node.t === 'ol' ? '' : textOf(node.c)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A task list item's checkbox: directly in the item, or in its first paragraph (a loose list). */
function taskBox(item: MdElement): MdElement | undefined {
  const first = item.c?.find((child): child is MdElement => typeof child !== 'string');
  const box = first?.t === 'p' ? first.c?.find((child): child is MdElement => typeof child !== 'string') : first;
  return box?.t === 'input' ? box : undefined;
}

/** A file of the Writing remote's (relative in the tree) at its address; an address with a scheme as it is. */
const fromBase = (src: string, base: string) => (/^[a-z][\w+.-]*:/i.test(src) ? src : `${base}${src}`);

/** A click that means "follow here" (not a new tab, not a modified click). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The level each heading of a post shows at: under the page's one h1 (the post's title), one below
 * the heading it belongs to, so the outline skips no level (authors' posts go from h2 to h4; a screen
 * reader's list of headings, and axe, read a gap as a missing section). A heading belongs to the
 * last one before it of a higher level in the post.
 */
function headingLevels(nodes: readonly MdNode[]): Map<MdElement, number> {
  const levels = new Map<MdElement, number>();
  const open: { written: number; shown: number }[] = [];
  const visit = (node: MdNode) => {
    if (typeof node === 'string') return;
    const heading = /^h([1-6])$/.exec(node.t);
    if (heading) {
      const written = Number(heading[1]);
      while (open.length > 0 && open[open.length - 1]!.written >= written) open.pop();
      const shown = Math.min(6, (open[open.length - 1]?.shown ?? 1) + 1);
      open.push({ written, shown });
      levels.set(node, shown);
    }
    node.c?.forEach(visit);
  };
  nodes.forEach(visit);
  return levels;
}

/**
 * A post's body as React elements, from the build's tree (shared/src/markdown/tree.ts): no HTML
 * string, so no innerHTML, no Trusted Types policy and no inline style. Links leave the site in a new
 * tab; links to another post open it in the site, at its own address for a new tab.
 */
export function MarkdownView({ nodes, base, onNavigate }: Props) {
  /** Each task's checkbox, named by its task's text (a screen reader reads "Model, checkbox, checked"). */
  const taskLabels = new Map<MdElement, string>();
  const levels = headingLevels(nodes);
  const render = (node: MdNode, key: number): ReactNode => {
    if (typeof node === 'string') return node;
    if (node.t === 'li') {
      const box = taskBox(node);
      if (box) taskLabels.set(box, textOf(node.c));
    }
    if (!ALLOWED.has(node.t)) return node.c?.map(render) ?? null;
    const props: Record<string, unknown> = { key };
    for (const [name, value] of Object.entries(node.a ?? {})) if (!REFUSED.test(name)) props[name] = value;
    if (node.t === 'a') {
      const slug = typeof props.post === 'string' ? props.post : null;
      const hash = typeof props.hash === 'string' && props.hash !== '' ? `#${props.hash}` : '';
      delete props.post;
      delete props.hash;
      if (slug !== null) {
        props.href = `${postPath(slug)}${hash}`;
        props.onClick = (event: MouseEvent) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          onNavigate(postPlace(slug));
        };
      } else if (typeof props.href !== 'string' || !SAFE_HREF.test(props.href)) {
        delete props.href;
      } else if (props.href.startsWith('#')) {
        // A footnote or a heading of this post: scrolled to, not a new history entry (the site's
        // history holds pages; a hash change would read as leaving the post).
        const id = decodeURIComponent(props.href.slice(1));
        props.onClick = (event: MouseEvent) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          const target = document.getElementById(id);
          if (!target) return;
          // Focus scrolls it into view, and a screen reader reads on from there.
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus();
        };
      } else if (/^https?:/i.test(props.href)) {
        props.target = '_blank';
        props.rel = 'noopener noreferrer';
      }
    }
    if (node.t === 'img') {
      if (typeof props.src === 'string') props.src = fromBase(props.src, base);
      // The build marks a picture that opens the post: it may be the largest paint, so it is not held back.
      if (props.loading !== 'eager') props.loading = 'lazy';
      props.decoding = 'async';
    }
    if (node.t === 'source' && typeof props.srcSet === 'string') {
      props.srcSet = props.srcSet
        .split(',')
        .map((candidate) => fromBase(candidate.trim(), base))
        .join(', ');
    }
    if (node.t === 'input') {
      // A task list's box shows its state; the visitor does not tick the owner's list.
      props.readOnly = true;
      props.disabled = true;
      const label = taskLabels.get(node);
      if (label) props['aria-label'] = label;
    }
    // A code block or a formula scrolls sideways rather than wrap: a keyboard must reach it too.
    if (node.t === 'pre' || (node.t === 'math' && props.display === 'block')) props.tabIndex = 0;
    // An empty header cell (a table whose corner the author left blank) names no column: a plain cell.
    if (node.t === 'th' && textOf(node.c) === '') return createElement('td', props, ...(node.c?.map(render) ?? []));
    // HTML drops a newline that opens a <pre> (the parser, not React): written so, the server's
    // markup and the browser's tree differ, and hydrating the post fails. Neither shows it anyway.
    if (node.t === 'pre' && typeof node.c?.[0] === 'string' && node.c[0].startsWith('\n')) {
      return createElement('pre', props, node.c[0].slice(1), ...node.c.slice(1).map((child, at) => render(child, at + 1)));
    }
    const level = levels.get(node);
    if (level) return createElement(`h${level}`, props, ...(node.c?.map(render) ?? []));
    const children = node.c?.map(render);
    return createElement(node.t, props, ...(children ?? []));
  };
  return <>{nodes.map(render)}</>;
}
