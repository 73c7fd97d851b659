/**
 * Code highlighted at build time: highlight.js's tokens as spans with its class names
 * (`hljs-keyword`, `hljs-string`…), which the site's theme colours. Classes, not inline styles: the
 * CSP forbids style attributes in prerendered pages. No highlighter ever reaches the browser.
 *
 * highlight.js (CommonJS, ~190 languages, no native or WebAssembly parts) over Shiki or starry-night:
 * those colour with inline styles or need TextMate grammars and an Oniguruma WebAssembly engine,
 * several times slower to load and to run for 1,000 posts.
 */
import hljs, { type Emitter } from 'highlight.js';
import type { MdElement, MdNode } from '@portfolio/shared/src/markdown/tree';

/** Names generators use that highlight.js knows by another, or that are text, not a language. */
const ALIASES: Record<string, string | null> = {
  vue: 'xml',
  svelte: 'xml',
  astro: 'xml',
  mdx: 'markdown',
  hcl: 'ini',
  terraform: 'ini',
  tf: 'ini',
  env: 'bash',
  dotenv: 'bash',
  zig: 'rust',
  text: null,
  txt: null,
  plain: null,
  plaintext: null,
  output: null,
  none: null,
};

/** Past this, code is shown plain: a generated file pasted into a post is not worth the build's time. */
const MAX_HIGHLIGHTED = 100_000;

/** The highlight.js language for a fence's, or null when it has none (then the code is shown plain). */
export function highlightLanguage(lang: string | null): string | null {
  if (lang === null) return null;
  const name = lang in ALIASES ? ALIASES[lang] : lang;
  return name !== null && name !== undefined && hljs.getLanguage(name) ? name : null;
}

/** highlight.js's class for a scope, as its HTML renderer names it: `title.function` is "hljs-title function_". */
function classOf(scope: string): string {
  let name = CLASSES.get(scope);
  if (name === undefined) {
    const [first, ...rest] = scope.split('.');
    name = scope.startsWith('language:') ? scope.replace('language:', 'language-') : [`hljs-${first}`, ...rest.map((piece, index) => `${piece}${'_'.repeat(index + 1)}`)].join(' ');
    CLASSES.set(scope, name);
  }
  return name;
}
const CLASSES = new Map<string, string>();

/**
 * highlight.js's tokens straight into tree nodes, through its Emitter interface (typed and
 * "a pretty stable API", its types say), instead of its HTML: no string to escape and parse back.
 */
class TreeEmitter implements Emitter {
  readonly root: MdElement = { t: 'span', c: [] };
  private readonly stack: MdElement[] = [this.root];

  private get children(): MdNode[] {
    return ((this.stack[this.stack.length - 1] as MdElement).c ??= []);
  }

  addText(text: string): void {
    if (text === '') return;
    const children = this.children;
    const last = children[children.length - 1];
    if (typeof last === 'string') children[children.length - 1] = last + text;
    else children.push(text);
  }

  startScope(scope: string): void {
    const span: MdElement = { t: 'span', a: { className: classOf(scope) }, c: [] };
    this.children.push(span);
    this.stack.push(span);
  }

  endScope(): void {
    if (this.stack.length > 1) {
      const span = this.stack.pop() as MdElement;
      if (span.c?.length === 0) delete span.c;
    }
  }

  /** What highlight.js 11 also calls, besides the Emitter interface it declares. */
  openNode(scope: string): void {
    this.startScope(scope);
  }

  closeNode(): void {
    this.endScope();
  }

  __addSublanguage(emitter: Emitter, name: string): void {
    const root = (emitter as TreeEmitter).root;
    if (name) this.children.push({ t: 'span', a: { className: `language-${name}` }, c: root.c ?? [] });
    else this.children.push(...(root.c ?? []));
  }

  finalize(): void {
    while (this.stack.length > 1) this.endScope();
  }

  toHTML(): string {
    return '';
  }
}

let configured = false;

/** The code's nodes: highlighted when the language is known, else the text as it is. */
export function highlight(code: string, lang: string | null): MdNode[] {
  const language = highlightLanguage(lang);
  if (language === null || code.length > MAX_HIGHLIGHTED) return code === '' ? [] : [code];
  if (!configured) {
    hljs.configure({ __emitter: TreeEmitter });
    configured = true;
  }
  try {
    const result = hljs.highlight(code, { language, ignoreIllegals: true });
    // An error inside highlight.js leaves its tokens unfinished: the code is shown plain then, never cut.
    if (result.illegal || 'errorRaised' in result) return [code];
    return (result._emitter as TreeEmitter).root.c ?? [];
  } catch {
    return [code];
  }
}
