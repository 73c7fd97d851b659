import { pageRemoteOf, parseRemoteMap, readRemoteMap, REMOTE_MAP_ID, remoteOf } from './remoteMap';

const RELATIVE = JSON.stringify([
  { name: 'remote_cv', entry: 'cv/mf-manifest.json' },
  { name: 'remote_music', entry: 'https://music.example.dev/mf-manifest.json' },
]);

describe('parseRemoteMap', () => {
  it('resolves relative entries against the page: a domain root or any sub-path', () => {
    expect(parseRemoteMap(RELATIVE, 'https://mira.example.dev/')[0]?.entry).toBe('https://mira.example.dev/cv/mf-manifest.json');
    const underPath = parseRemoteMap(RELATIVE, 'https://mira.github.io/portfolio/');
    expect(underPath.map((remote) => remote.entry)).toEqual([
      'https://mira.github.io/portfolio/cv/mf-manifest.json',
      'https://music.example.dev/mf-manifest.json',
    ]);
  });

  it('says what is wrong with a missing or broken map', () => {
    expect(() => parseRemoteMap(null, 'https://x.dev/')).toThrow(/no remote map \(#portfolio-remotes\)/);
    expect(() => parseRemoteMap('{', 'https://x.dev/')).toThrow(/not valid JSON/);
    expect(() => parseRemoteMap('[{"name":"remote_cv"}]', 'https://x.dev/')).toThrow(/Entry 0 .* needs a "name" and an "entry"/);
  });
});

describe('readRemoteMap and remoteOf', () => {
  it('reads the data block of the page and finds the remote of a module id', () => {
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${REMOTE_MAP_ID}">${RELATIVE}</script>`);
    const remotes = readRemoteMap();
    expect(remoteOf('remote_cv/SkillsPage', remotes)?.entry).toBe(new URL('cv/mf-manifest.json', document.baseURI).href);
    expect(remoteOf('remote_projects/ProjectsPage', remotes)).toBeUndefined();
    document.getElementById(REMOTE_MAP_ID)?.remove();
  });
});

describe('pageRemoteOf', () => {
  it("finds a module's remote in the page's map, and nothing (no throw) when the map is missing or broken", () => {
    expect(pageRemoteOf('remote_cv/SkillsPage')).toBeUndefined();
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${REMOTE_MAP_ID}">${RELATIVE}</script>`);
    expect(pageRemoteOf('remote_cv/SkillsPage')?.name).toBe('remote_cv');
    document.getElementById(REMOTE_MAP_ID)!.textContent = '{not json';
    expect(pageRemoteOf('remote_cv/SkillsPage')).toBeUndefined();
    document.getElementById(REMOTE_MAP_ID)?.remove();
  });
});
