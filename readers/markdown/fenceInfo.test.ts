/** @jest-environment node */
import { parseFenceInfo } from './fenceInfo';

describe('parseFenceInfo: each generator’s extras understood, never shown', () => {
  it.each([
    ['', null, null],
    ['js', 'js', null],
    ['jsx:title=App.js', 'jsx', 'App.js'],
    ['javascript{1,4-6}', 'javascript', null],
    ['js {2,3}', 'js', null],
    ['python title="x.py"', 'python', 'x.py'],
    ["jsx title='/src/App.js' {1,4} showLineNumbers", 'jsx', '/src/App.js'],
    ['go {title="main.go"}', 'go', 'main.go'],
    ['swift { hl_lines=["2-3"]}', 'swift', null],
    ['bash {linenos=true linenostart=1}', 'bash', null],
    ['js [vite.config.js]', 'js', 'vite.config.js'],
    ['{.python .numberLines}', 'python', null],
    ['{r, echo=FALSE}', 'r', null],
    ['js eval', 'js', null],
    ['C++', 'c++', null],
    ['<script>', null, null],
  ])('%j → %j, title %j', (info, lang, title) => expect(parseFenceInfo(info)).toEqual({ lang, title }));
});
