/** @jest-environment node */
const { releaseNotes, releaseProblems } = require('./checkRelease');

const CHANGELOG = '# Changelog\n\n## 1.1.0 (2027-01-10)\n\n- Content schema 1.1: a migration.\n\n## 1.0.0 (2026-11-27)\n\n- First release.\n';

it('reads one release\'s notes from CHANGELOG.md', () => {
  expect(releaseNotes(CHANGELOG, '1.1.0')).toBe('- Content schema 1.1: a migration.');
  expect(releaseNotes(CHANGELOG, '1.0.0')).toBe('- First release.');
  expect(releaseNotes(CHANGELOG, '1.0.1')).toBeNull();
});

it('releases a tag only when both packages hold its version and the changelog has its notes', () => {
  expect(releaseProblems('v1.1.0', { engine: '1.1.0', create: '1.1.0', changelog: CHANGELOG })).toEqual([]);
  expect(releaseProblems('v1.2.0', { engine: '1.1.0', create: '1.2.0', changelog: CHANGELOG })).toEqual([
    "the tag v1.2.0 is not package.json's version (1.1.0)",
    'CHANGELOG.md has no notes under "## 1.2.0"',
  ]);
});

it('the working tree could release its own version now', () => {
  const { version } = require('../../package.json');
  expect(releaseProblems(`v${version}`)).toEqual([]);
});
