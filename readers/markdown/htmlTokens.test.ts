/** @jest-environment node */
import { htmlTokens } from './htmlTokens';

describe('htmlTokens', () => {
  it('cuts open tags (attributes decoded, names in lower case), close tags and text (entities decoded)', () => {
    expect(htmlTokens('<IMG SRC="a.png" alt=\'A &amp; B\' width=10 hidden>Tom &lt;3 &copy</p>')).toEqual([
      { type: 'open', name: 'img', attributes: [['src', 'a.png'], ['alt', 'A & B'], ['width', '10'], ['hidden', '']], selfClosing: false, offset: 0 },
      { type: 'text', text: 'Tom <3 ©', offset: 49 },
      { type: 'close', name: 'p', offset: 64 },
    ]);
  });

  it('skips comments, declarations and what scripts and styles hold', () => {
    const tokens = htmlTokens('<!-- a <b> --><!DOCTYPE html><script>if (a < b) { "</p>" }</script>x<style>p{}</style>');
    expect(tokens.map((token) => (token.type === 'text' ? token.text : `${token.type}:${token.name}`))).toEqual(['open:script', 'close:script', 'x', 'open:style', 'close:style']);
  });

  it('keeps a "<" that starts no tag as text', () => {
    expect(htmlTokens('a < b and <3 and <-')).toEqual([{ type: 'text', text: 'a < b and <3 and <-', offset: 0 }]);
  });

  it('reads a self-closing tag and a close tag whose open tag was in another chunk', () => {
    expect(htmlTokens('<br/></details>').map((token) => token.type === 'open' ? [token.name, token.selfClosing] : token.type)).toEqual([['br', true], 'close']);
  });
});
