/**
 * @jest-environment node
 *
 * The engine's Node.js side as an installed engine runs it: the bundle the engine build made of the
 * TypeScript modules (engine/node/modules.js, engineNodeModules.js) and the pages' inline scripts
 * minified beside it. Each must be what the sources give, which this repository runs everywhere else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { jiti } = require('../tools/jiti');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const listed: Record<string, () => unknown> = require('../engineNodeModules');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bundle: Record<string, () => Record<string, unknown>> = require(join(ROOT, 'engine', 'node', 'modules.js'));

const exportsOf = (module: Record<string, unknown>) => Object.keys(module).filter((name) => name !== '__esModule' && name !== 'default').sort();

it('holds every listed module, with the exports of its source', () => {
  expect(Object.keys(bundle).sort()).toEqual(Object.keys(listed).sort());
  for (const file of Object.keys(listed)) {
    expect({ file, exports: exportsOf(bundle[file]!()) }).toEqual({ file, exports: exportsOf(jiti(join(ROOT, file))) });
  }
});

it('reads the sample content and CV as the sources do', () => {
  const content = (loadSiteContent: (file: string, project: string) => unknown) => loadSiteContent(join(ROOT, 'content', 'site.json'), ROOT);
  expect(content(bundle['shared/src/content/loadSiteContent.ts']!().loadSiteContent as never)).toEqual(content(jiti(join(ROOT, 'shared/src/content/loadSiteContent.ts')).loadSiteContent));
  const files = readdirSync(join(ROOT, 'content', 'cv'))
    .filter((name) => name.endsWith('.tex'))
    .map((name) => ({ file: `content/cv/${name}`, text: readFileSync(join(ROOT, 'content', 'cv', name), 'utf8') }));
  const parse = (parseCv: (cvFiles: typeof files) => unknown) => JSON.stringify(parseCv(files));
  const fromBundle = parse(bundle['remote-cv/src/parser/parseCv.ts']!().parseCv as never);
  expect(fromBundle).toContain('Experience');
  expect(fromBundle).toBe(parse(jiti(join(ROOT, 'remote-cv/src/parser/parseCv.ts')).parseCv));
});

it('carries the inline scripts as the sources minify them', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { minifiedInlineScripts } = require('../builder/site/inlineScripts');
  expect(JSON.parse(readFileSync(join(ROOT, 'engine', 'node', 'inlineScripts.json'), 'utf8'))).toEqual(minifiedInlineScripts());
});
