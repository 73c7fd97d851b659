/** @jest-environment node */
const fs = require('node:fs');
const path = require('node:path');
const { PART_PACKAGES } = require('./partPackages');

const engine = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8'));

describe("a part's packages", () => {
  it.each(Object.keys(PART_PACKAGES))("%s: the range of the engine's package.json", (name) => {
    expect(PART_PACKAGES[name]).toBe(engine.dependencies[name] ?? engine.devDependencies[name]);
  });

  it('are React, its types, TypeScript, webpack with Module Federation and its stylesheet loaders, and node\'s types for the tests', () => {
    expect(Object.keys(PART_PACKAGES).sort()).toEqual(['@module-federation/enhanced', '@types/node', '@types/react', '@types/react-dom', 'css-loader', 'mini-css-extract-plugin', 'react', 'react-dom', 'ts-loader', 'typescript', 'webpack']);
  });
});
