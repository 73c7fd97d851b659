/** markdown-it-footnote ships no types: a plugin, as markdown-it's `use()` takes it. */
declare module 'markdown-it-footnote' {
  import type { MarkdownIt } from 'markdown-it';

  const footnote: (md: MarkdownIt) => void;
  export default footnote;
}
