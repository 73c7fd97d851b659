const { buildHash } = require('./liveChannel');

describe('buildHash', () => {
  const compilation = (hash, files) => ({ hash, assets: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, { buffer: () => Buffer.from(text) }])) });

  it('changes with an emitted file alone, as an edit of the content does (the code, and webpack’s hash, stay as they were)', () => {
    const before = buildHash(compilation('abc', { 'main.js': 'code', 'index.html': '<p>Old intro</p>', 'content.json': '{"cv":[]}' }));
    expect(buildHash(compilation('abc', { 'main.js': 'code', 'index.html': '<p>New intro</p>', 'content.json': '{"cv":[]}' }))).not.toBe(before);
    expect(buildHash(compilation('abc', { 'content.json': '{"cv":[]}', 'index.html': '<p>Old intro</p>', 'main.js': 'code' }))).toBe(before);
    expect(buildHash(compilation('abd', { 'main.js': 'code', 'index.html': '<p>Old intro</p>', 'content.json': '{"cv":[]}' }))).not.toBe(before);
  });
});
