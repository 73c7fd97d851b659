/**
 * A code fence's info string as each generator writes it: the language and, when there is one, a
 * title (shown as the block's caption). Everything else (line highlights, line numbers, `eval`,
 * Hugo's `{linenos=table}`) is understood as something only the old generator drew, and never shown.
 *
 *   jsx:title=App.js           Gatsby (gatsby-remark-prismjs)
 *   js {2,3}  js{1,4-6}        line highlights (Gatsby, Docusaurus, Astro)
 *   python title="x.py"        Docusaurus, Astro's expressive-code, rehype-pretty-code
 *   go {title="main.go"}       Hugo's attributes
 *   js [config.js]             VitePress
 *   {.python .numberLines}     pandoc;  {r, echo=FALSE}: R Markdown
 */

export interface FenceInfo {
  /** Lower case, letters, digits and +#.- only; null when none is given. */
  lang: string | null;
  title: string | null;
}

const LANG = /^[\w+#.-]{1,40}$/;
const TITLE = /(?:^|[\s{,:])(?:title|filename|file)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s,}]+))/i;

function language(raw: string | undefined): string | null {
  const lang = (raw ?? '').toLowerCase();
  return LANG.test(lang) ? lang : null;
}

export function parseFenceInfo(info: string): FenceInfo {
  const text = info.trim();
  if (text === '') return { lang: null, title: null };
  const titleMatch = TITLE.exec(text);
  const bracketTitle = /^[^\s{[]+\s+\[([^\]="]+)\]/.exec(text)?.[1];
  const title = (titleMatch?.[1] ?? titleMatch?.[2] ?? titleMatch?.[3] ?? bracketTitle ?? '').trim() || null;
  if (text.startsWith('{')) {
    // pandoc's {.python .numberLines} and R Markdown's {r, echo=FALSE}: the first word.
    const first = /^\{\s*\.?([\w+#-]+)/.exec(text)?.[1];
    return { lang: first && !first.includes('=') ? language(first) : null, title };
  }
  // The language runs to a space, a brace, Gatsby's ':' or VitePress's '['.
  const lang = language(/^[^\s{:[]+/.exec(text)?.[0]);
  return { lang, title };
}
