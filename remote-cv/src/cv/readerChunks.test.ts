import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chosenByContent } from '@portfolio/shared';
import { CV_CLASSES } from '@portfolio/shared/src/content/cvSections';

// A host preloads a remote's chunks but those its content chooses, which it tells by their names (shared/src/contract.ts).
it('names each reader chunk cv-reader-<form>, as hosts expect of chunks the content chooses', () => {
  const source = readFileSync(join(__dirname, 'readerChunks.ts'), 'utf8');
  for (const form of CV_CLASSES) {
    const named = new RegExp(`'?${form}'?: \\(\\) => import\\(/\\* webpackChunkName: "([^"]+)" \\*/`).exec(source)?.[1];
    expect(named).toBe(`cv-reader-${form}`);
    expect(chosenByContent(`static/js/${named}.02029031.chunk.js`)).toBe(true);
  }
  expect(chosenByContent('static/js/__federation_expose_ExperiencePage.98dc85f1.chunk.js')).toBe(false);
});
