/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ownerStyles } = require('./ownerStyles');

let folder;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-styles-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  fs.writeFileSync(path.join(folder, file), text);
};

test('without a styles.css there is nothing to link', () => {
  expect(ownerStyles(folder)).toBeNull();
});

test('the file ships as the owner wrote it, outside any layer, named by its text', () => {
  write('styles.css', 'h1 {\n  letter-spacing: 0.1em;\n}\n');
  const first = ownerStyles(folder);
  expect(first.href).toMatch(/^static\/css\/owner\.[0-9a-f]{8}\.css$/);
  expect(first.files).toEqual([{ file: first.href, source: 'h1 {\n  letter-spacing: 0.1em;\n}\n' }]);
  write('styles.css', 'h1 {\n  letter-spacing: 0.2em;\n}\n');
  expect(ownerStyles(folder).href).not.toBe(first.href);
});

test('a file CSS cannot read is an error naming its file and line, with the lines around it', () => {
  write('styles.css', 'h1 {\n  color: red;\n}\n}\n');
  expect(() => ownerStyles(folder)).toThrow(/styles\.css:4:1: Unexpected }[\s\S]*> 4 \| }/);
});

test('a font or picture beside it ships too, named by its bytes, and the rule points at the copy', () => {
  write('fonts/Brand.woff2', 'font bytes');
  write('media/paper.png', 'png bytes');
  write(
    'styles.css',
    "@font-face { font-family: Brand; src: url('fonts/Brand.woff2?v=2') format('woff2'); }\n" +
      'body { background: url(media/paper.png), url(data:image/png;base64,AA==); }\n' +
      'a { background: url("https://example.dev/x.png"); }\n',
  );
  const { files, href } = ownerStyles(folder);
  const [css, ...media] = files;
  expect(css.file).toBe(href);
  expect(media.map(({ file }) => file)).toEqual([expect.stringMatching(/^static\/media\/Brand\.[0-9a-f]{8}\.woff2$/), expect.stringMatching(/^static\/media\/paper\.[0-9a-f]{8}\.png$/)]);
  expect(media[0].source.toString()).toBe('font bytes');
  // Addresses relative to the stylesheet's own place, static/css/.
  expect(css.source).toContain(`url("../media/${path.basename(media[0].file)}?v=2")`);
  expect(css.source).toContain(`url("../media/${path.basename(media[1].file)}"), url(data:image/png;base64,AA==)`);
  expect(css.source).toContain('url("https://example.dev/x.png")');
});

test('an address that names no file is an error naming the line', () => {
  write('styles.css', 'h1 { color: red; }\nbody {\n  background: url(media/missing.png);\n}\n');
  expect(() => ownerStyles(folder)).toThrow(/styles\.css:3: url\(media\/missing\.png\) names no file/);
});
