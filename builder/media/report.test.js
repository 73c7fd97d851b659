const { noBackgroundLine, summarise } = require('./report');

test('one line: files in with their bytes, files out with the bytes that ship', () => {
  expect(
    summarise('shell', [
      { file: 'profile.png', before: 8 * 1024 * 1024, after: 150 * 1024, outputs: 6 },
      { file: 'x', before: 1024, after: 1024, outputs: 1 },
    ]),
  ).toBe('Media (shell): 2 files, 8.0 MB in → 7 files, 151 KB shipped');
});

describe('noBackgroundLine: the pages without a background video, as information', () => {
  const extensions = ['mp4', 'webm', 'mov', 'm4v'];

  test('names every such page (in a stable order) and how to add a video', () => {
    expect(noBackgroundLine('remote-cv', ['skills', 'experience', 'qualifications'], 'content/media/backgrounds', extensions)).toBe(
      "Backgrounds (remote-cv): no video for the experience, qualifications and skills pages, which show the theme's plain background. " +
        'To add one, put <page>.<mp4|webm|mov|m4v> in content/media/backgrounds and run npm run media:prepare.',
    );
  });

  test('one page is named in the file to add', () => {
    expect(noBackgroundLine('remote-projects', ['projects'], 'content/media/backgrounds', extensions)).toBe(
      "Backgrounds (remote-projects): no video for the projects page, which shows the theme's plain background. " +
        'To add one, put projects.<mp4|webm|mov|m4v> in content/media/backgrounds and run npm run media:prepare.',
    );
  });
});
