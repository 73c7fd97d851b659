/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError, parseSiteContent } from '../content/loadSiteContent';
import { isPlace } from '../contract';
import { PART_CONTRACT, partContractProblem } from './partContract';
import { partModuleId, partRemoteName } from './partNames';
import { partManifestProblem, partNameOf, partTitleIn } from './siteParts';

const sample = () => JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'content', 'site.json'), 'utf8'));

function problemOf(parts: unknown): string {
  try {
    parseSiteContent({ ...sample(), parts });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected a ContentError');
}

describe('a part in content/site.json', () => {
  it('takes a deployed part or one built beside the site, and none by default', () => {
    expect(parseSiteContent(sample()).parts).toEqual([]);
    const parts = [
      { title: 'Lab', manifest: 'https://lab.example.dev/mf-manifest.json' },
      { title: 'Synth', name: 'synth', order: 2, titles: { fr: 'Synthé' }, from: '../synth/dist' },
      { title: 'Dev', manifest: 'http://localhost:3100/mf-manifest.json' },
    ];
    expect(parseSiteContent({ ...sample(), parts }).parts).toEqual(parts);
  });

  it.each([
    [[{ manifest: 'https://lab.example.dev/mf-manifest.json' }], 'a part needs a "title": its button in the home menu and its heading'],
    [[{ title: 'Lab', manifest: 'http://lab.example.dev/mf-manifest.json' }], 'must be an https:// address (http:// only on localhost or 127.0.0.1, while you develop)'],
    [[{ title: 'Lab', manifest: 'lab/mf-manifest.json' }], 'must be the address of the part’s mf-manifest.json'],
    [[{ title: 'Lab' }], 'needs either "manifest" (the address of its mf-manifest.json) or "from" (its built folder), not both'],
    [[{ title: 'Lab', manifest: 'https://lab.example.dev/mf-manifest.json', from: '../lab/dist' }], 'not both'],
    [[{ title: 'Lab', from: '/home/mira/lab/dist' }], 'must be a folder relative to the content folder'],
    [[{ title: 'Lab', name: 'My Lab', manifest: 'https://lab.example.dev/mf-manifest.json' }], 'must be lower-case letters, digits and hyphens'],
    [[{ title: 'Lab', manifest: 'https://a.example.dev/mf-manifest.json' }, { title: 'lab', manifest: 'https://b.example.dev/mf-manifest.json' }], 'names the same place as part 1 ("lab"): give one of them another "name"'],
  ])('stops the build naming what is wrong: %j', (parts, message) => {
    const problem = problemOf(parts);
    expect(problem).toContain('parts');
    expect(problem).toContain(message);
  });
});

describe('partNameOf', () => {
  it('is the name site.json gives, else made from the title, else the part’s position', () => {
    expect(partNameOf({ name: 'demo', title: 'Lab' }, 0)).toBe('demo');
    expect(partNameOf({ title: 'Café Lab — 2026' }, 0)).toBe('cafe-lab-2026');
    expect(partNameOf({ title: '实验室' }, 1)).toBe('part-2');
  });
});

describe('partTitleIn', () => {
  it('is the title for the language, or for its language without the region, else the main title', () => {
    const part = { title: 'Lab', titles: { fr: 'Labo', 'pt-BR': 'Laboratório' } };
    expect(partTitleIn(part, 'fr')).toBe('Labo');
    expect(partTitleIn(part, 'fr-CA')).toBe('Labo');
    expect(partTitleIn(part, 'pt-br')).toBe('Laboratório');
    expect(partTitleIn(part, 'de')).toBe('Lab');
  });
});

describe('partManifestProblem', () => {
  it('takes https anywhere and http on this machine only', () => {
    expect(partManifestProblem('https://lab.example.dev/mf-manifest.json')).toBeNull();
    expect(partManifestProblem('http://127.0.0.1:3100/mf-manifest.json')).toBeNull();
    expect(partManifestProblem('http://[::1]:3100/mf-manifest.json')).toBeNull();
    expect(partManifestProblem('http://192.168.1.4/mf-manifest.json')).toMatch(/https/);
    expect(partManifestProblem('ftp://lab.example.dev/mf-manifest.json')).toMatch(/https/);
  });
});

describe('the part contract', () => {
  it('mounts a part of this contract or an older one (none stated is the first), and names one that needs a newer site', () => {
    expect(partContractProblem({ default: () => null }, 'Lab')).toBeNull();
    expect(partContractProblem({ default: () => null, contract: PART_CONTRACT }, 'Lab')).toBeNull();
    expect(partContractProblem({ default: () => null, contract: PART_CONTRACT + 1 }, 'Lab')).toBe(
      `The part "Lab" was built for contract ${PART_CONTRACT + 1}; this site's engine has contract ${PART_CONTRACT}. Upgrade the site (npx folio upgrade) to show it.`,
    );
    expect(partContractProblem({ default: () => null, contract: 'two' }, 'Lab')).toMatch(/cannot read \(two\)/);
  });

  it('registers a part under a remote name of its own, whatever its container is called, and its place is a place', () => {
    expect(partRemoteName('my-lab')).toBe('part_my-lab');
    expect(partModuleId('my-lab')).toBe('part_my-lab/Page');
    expect(isPlace('part:my-lab')).toBe(true);
    expect(isPlace('part:My Lab')).toBe(false);
  });
});
