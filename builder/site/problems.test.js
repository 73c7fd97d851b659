const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { problemsOf } = require('./problems');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'problems-'));
const cv = path.join(dir, 'main.tex');
fs.writeFileSync(cv, ['\\documentclass{altacv}', '\\begin{document}', '\\input{awards}', '\\name{Mira}', '\\end{document}'].join('\n'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('problemsOf', () => {
  it('locates an error our checks located (file and loc), with the lines around it', () => {
    const error = Object.assign(new Error('site.json is not valid'), { file: cv, loc: { start: { line: 3 } } });
    expect(problemsOf([error])).toEqual([
      {
        message: 'site.json is not valid',
        file: cv,
        line: 3,
        excerpt: [1, 2, 3, 4, 5].map((line) => ({ line, text: expect.any(String) })),
      },
    ]);
  });

  it("prefers the owner's file a loader's message names over the loader's own module, and drops webpack's wrapping and the stack", () => {
    const error = Object.assign(new Error(`Module build failed (from ./builder/cvTextLoader.js):\nError: ${cv}:3: \\input{awards} names a file that is not there\n    at cvEntry (cvTextLoader.js:40:11)`), {
      module: { resource: path.join(__dirname, 'liveChannel.js') },
    });
    const [problem] = problemsOf([error]);
    expect(problem).toMatchObject({ message: `${cv}:3: \\input{awards} names a file that is not there`, file: cv, line: 3 });
    expect(problem.excerpt.find(({ line }) => line === 3).text).toBe('\\input{awards}');
  });

  it('names the picture a media check rejects, which has no line', () => {
    const photo = path.join(dir, 'profile.png');
    fs.writeFileSync(photo, 'not really a picture');
    // From the step that emits the picture's files: no module.
    const error = new Error(`${photo}: the 480px avif is still 90 KB at the lowest quality, over the 60 KB budget`);
    expect(problemsOf([error])).toEqual([{ message: error.message, file: photo, line: undefined, excerpt: undefined }]);
  });

  it('falls back to the module that failed, and to the message alone', () => {
    const moduleError = Object.assign(new Error('Unexpected token'), { module: { resource: `${cv}?page=experience` }, loc: { start: { line: 2 } } });
    expect(problemsOf([moduleError])[0]).toMatchObject({ file: cv, line: 2 });
    expect(problemsOf([new Error('something else')])).toEqual([{ message: 'something else' }]);
  });

  it('lists one problem per place (the CV check and the CV loader both report a missing \\input)', () => {
    const check = new Error(`CV: ${cv}:3: missing`);
    const loader = new Error(`${cv}:3: missing`);
    expect(problemsOf([loader, check])).toHaveLength(1);
  });
});
