const { summarise } = require('./report');

test('one line: files in with their bytes, files out with the bytes that ship', () => {
  expect(
    summarise('shell', [
      { file: 'profile.png', before: 8 * 1024 * 1024, after: 150 * 1024, outputs: 6 },
      { file: 'x', before: 1024, after: 1024, outputs: 1 },
    ]),
  ).toBe('Media (shell): 2 files, 8.0 MB in → 7 files, 151 KB shipped');
});
