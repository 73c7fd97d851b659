const { sharedReactProblems, shellReactVersions } = require('./sharedReact');

const SHELL = { react: '19.3.1', 'react-dom': '19.3.1' };
const manifest = (react, reactDom) => ({
  shared: [
    { name: 'react', version: react, singleton: true },
    { name: 'react-dom', version: reactDom, singleton: true },
  ],
});

describe('sharedReactProblems', () => {
  it('accepts a remote that shares the React and react-dom the shell provides', () => {
    expect(sharedReactProblems('cv/mf-manifest.json', manifest('19.3.1', '19.3.1'), SHELL)).toEqual([]);
  });

  it('names the remote, the package and both versions when they differ', () => {
    expect(sharedReactProblems('cv/mf-manifest.json', manifest('18.3.1', '19.3.1'), SHELL)).toEqual([
      "cv/mf-manifest.json shares react 18.3.1, but the shell provides react 19.3.1: rebuild the remote with the shell's lock file (npm ci && npm run build)",
    ]);
    expect(sharedReactProblems('music/mf-manifest.json', manifest('19.3.1', '19.2.0'), SHELL)).toEqual([expect.stringContaining('shares react-dom 19.2.0, but the shell provides react-dom 19.3.1')]);
  });

  it('refuses a remote that does not share React at all (it would bring a second copy)', () => {
    expect(sharedReactProblems('projects/mf-manifest.json', {}, SHELL)).toEqual([
      'projects/mf-manifest.json does not share react: the remote would bring its own copy (the shell provides react 19.3.1)',
      'projects/mf-manifest.json does not share react-dom: the remote would bring its own copy (the shell provides react-dom 19.3.1)',
    ]);
  });

  it("reads the shell's versions from the React this checkout installs", () => {
    expect(shellReactVersions()).toEqual({ react: require('react/package.json').version, 'react-dom': require('react-dom/package.json').version });
  });
});
