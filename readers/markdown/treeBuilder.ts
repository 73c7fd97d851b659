/**
 * Builds a post's tree from open, close and text steps that come from two sources at once: Markdown's
 * tokens (always well nested) and the owner's raw HTML (anything at all). It keeps the tree what a
 * browser's HTML parser would make of it, so the page React prerenders reads back as the same tree
 * when it hydrates: a block element closes an open paragraph, a list item closes the one before it,
 * a link inside a link and a cell outside a row are unwrapped, whitespace between table rows is
 * dropped. An HTML close tag only closes an HTML element opened inside the same Markdown element;
 * a Markdown close closes whatever HTML was left open inside it.
 */
import type { MdAttributes, MdElement, MdNode, MdTagName } from '@portfolio/shared/src/markdown/tree';

export type Origin = 'md' | 'html';

interface Frame {
  element: MdElement;
  origin: Origin;
  /** Dropped with everything inside it (<script>, <svg>…): nothing added under it is kept. */
  dropped: boolean;
}

/** Start tags that close an open <p> (the HTML parser's list, for the elements a tree can hold). */
const CLOSES_P = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'hr', 'figure', 'figcaption', 'details', 'summary', 'section']);
/** Where the search for an open <p> stops (the parser's "button scope"). */
const P_SCOPE = new Set(['table', 'td', 'th', 'mi', 'mo', 'mn', 'ms', 'mtext']);
/** What an element needs as its parent; written elsewhere in HTML it is unwrapped. */
const PARENTS: Partial<Record<MdTagName, readonly MdTagName[]>> = {
  li: ['ul', 'ol'],
  tr: ['thead', 'tbody'],
  td: ['tr'],
  th: ['tr'],
  thead: ['table'],
  tbody: ['table'],
  dt: ['dl'],
  dd: ['dl'],
  figcaption: ['figure'],
  summary: ['details'],
  source: ['picture'],
  mtr: ['mtable'],
  mtd: ['mtr', 'mlabeledtr'],
};
/** Text inside these is not shown where it is written (a parser moves it out of a table): whitespace there is dropped. */
const NO_TEXT = new Set<string>(['table', 'thead', 'tbody', 'tr', 'ul', 'ol', 'dl', 'picture']);

export class TreeBuilder {
  private readonly root: MdElement = { t: 'section', c: [] };
  private readonly stack: Frame[] = [{ element: this.root, origin: 'md', dropped: false }];
  private dropping = 0;

  /** The top-level nodes so far. */
  get nodes(): MdNode[] {
    return this.root.c ?? [];
  }

  /** The element being filled (to add an attribute once its content is known: a task list's class). */
  current(): MdElement {
    return this.top.element;
  }

  /** How deep the stack is: 1 at the top level. */
  get depth(): number {
    return this.stack.length;
  }

  private get top(): Frame {
    return this.stack[this.stack.length - 1] as Frame;
  }

  private append(node: MdNode): void {
    if (this.dropping > 0) return;
    const parent = this.top.element;
    const children = (parent.c ??= []);
    if (typeof node === 'string') {
      if (node === '') return;
      if ((parent === this.root || NO_TEXT.has(parent.t)) && node.trim() === '') return;
      const last = children[children.length - 1];
      if (typeof last === 'string') {
        children[children.length - 1] = last + node;
        return;
      }
    }
    children.push(node);
  }

  private inside(t: MdTagName): boolean {
    return this.stack.some((frame) => frame.element.t === t && frame !== this.stack[0]);
  }

  private popTo(index: number): void {
    while (this.stack.length > index) {
      const frame = this.stack.pop() as Frame;
      if (frame.dropped) this.dropping -= 1;
      if (frame.element.c?.length === 0) delete frame.element.c;
    }
  }

  /** Closes what the HTML parser closes before an element opens: an open paragraph, the list item or cell before it. */
  private closeImplied(t: MdTagName): void {
    if (CLOSES_P.has(t)) {
      for (let index = this.stack.length - 1; index > 0; index -= 1) {
        const open = (this.stack[index] as Frame).element.t;
        if (open === 'p') {
          this.popTo(index);
          break;
        }
        if (P_SCOPE.has(open)) break;
      }
    }
    const siblings: Partial<Record<MdTagName, readonly MdTagName[]>> = { li: ['li'], dt: ['dt', 'dd'], dd: ['dt', 'dd'], tr: ['tr'], td: ['td', 'th'], th: ['td', 'th'] };
    const closes = siblings[t];
    if (closes && closes.includes(this.top.element.t)) this.popTo(this.stack.length - 1);
  }

  /** Whether an element may open here; it may also open what the parser would insert (a tbody for a row in a table). */
  private placeable(t: MdTagName): boolean {
    if (t === 'a' && this.inside('a')) return false;
    const parents = PARENTS[t];
    if (!parents) return true;
    if (t === 'tr' && this.top.element.t === 'table') this.open('tbody', {}, 'html');
    return parents.includes(this.top.element.t);
  }

  /**
   * Opens an element; an HTML one may be unwrapped instead (false): then its close tag finds nothing
   * to close, and its content goes to the parent.
   */
  open(t: MdTagName, a: MdAttributes, origin: Origin): boolean {
    if (this.dropping > 0) return false;
    if (origin === 'html') this.closeImplied(t);
    if (origin === 'html' && !this.placeable(t)) return false;
    const element: MdElement = Object.keys(a).length > 0 ? { t, a } : { t };
    this.append(element);
    element.c = [];
    this.stack.push({ element, origin, dropped: false });
    return true;
  }

  /** An element with no content (img, br, hr, input, source). */
  empty(t: MdTagName, a: MdAttributes, origin: Origin): boolean {
    if (this.dropping > 0) return false;
    if (origin === 'html') this.closeImplied(t);
    if (origin === 'html' && !this.placeable(t)) return false;
    this.append(Object.keys(a).length > 0 ? { t, a } : { t });
    return true;
  }

  /** Starts an element that is dropped with all it holds, up to its close tag. */
  drop(name: string): void {
    this.stack.push({ element: { t: name as MdTagName }, origin: 'html', dropped: true });
    this.dropping += 1;
  }

  text(text: string): void {
    this.append(text);
  }

  /** A whole node made elsewhere (highlighted code, math). */
  node(node: MdNode): void {
    this.append(node);
  }

  /**
   * Closes the nearest open element of that name. A Markdown close closes through whatever HTML was
   * left open inside; an HTML close does not reach past a Markdown element (nothing to close: ignored).
   * @param droppedName  the tag as written, which a dropped element is known by (`t` is what the safe list renamed it to: </b> closes strong)
   */
  close(t: string, origin: Origin, droppedName: string = t): void {
    for (let index = this.stack.length - 1; index > 0; index -= 1) {
      const frame = this.stack[index] as Frame;
      if (frame.origin === origin && frame.element.t === (frame.dropped ? droppedName : t)) {
        this.popTo(index);
        return;
      }
      if (origin === 'html' && frame.origin === 'md') return;
      // Inside a dropped element, a close tag can only close it: nothing outside is touched.
      if (origin === 'html' && frame.dropped) return;
    }
  }

  /** At the end of a raw HTML block: what it left open to drop (an <svg> never closed) ends with it. */
  endHtmlBlock(): void {
    while (this.top.dropped) this.popTo(this.stack.length - 1);
  }

  /** The finished tree: everything still open closed. */
  finish(): MdNode[] {
    this.popTo(1);
    return this.nodes;
  }
}
