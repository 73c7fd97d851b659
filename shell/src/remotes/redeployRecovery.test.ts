import { fingerprint, readReloadRecord, recoveryAfterFailure, RELOAD_GUARD_MS } from './redeployRecovery';

const OLD = fingerprint('{"version":"old"}');
const NEW = fingerprint('{"version":"new"}');
const base = { remote: 'remote_cv', loaded: OLD, current: NEW, lastReload: undefined, now: 1_000_000 };

describe('recoveryAfterFailure', () => {
  it('reloads once when the remote was redeployed since this visit loaded it', () => {
    expect(recoveryAfterFailure(base)).toBe('reload');
  });

  it('shows the error when the manifest is unchanged, unreachable or was never loaded: the remote is broken', () => {
    expect(recoveryAfterFailure({ ...base, current: OLD })).toBe('show-error');
    expect(recoveryAfterFailure({ ...base, current: undefined })).toBe('show-error');
    expect(recoveryAfterFailure({ ...base, loaded: undefined })).toBe('show-error');
  });

  it('never reloads twice for the same version, nor twice in quick succession', () => {
    const reloadedForNew = { versions: { remote_cv: NEW }, at: base.now - 10 * RELOAD_GUARD_MS };
    expect(recoveryAfterFailure({ ...base, lastReload: reloadedForNew })).toBe('show-error');
    const justReloaded = { versions: { remote_music: NEW }, at: base.now - 1000 };
    expect(recoveryAfterFailure({ ...base, lastReload: justReloaded })).toBe('show-error');
    const longAgo = { versions: { remote_cv: fingerprint('older') }, at: base.now - 2 * RELOAD_GUARD_MS };
    expect(recoveryAfterFailure({ ...base, lastReload: longAgo })).toBe('reload');
  });
});

describe('fingerprint and readReloadRecord', () => {
  it('tells different manifests apart and reads back only a well-formed record', () => {
    expect(fingerprint('a')).toBe(fingerprint('a'));
    expect(fingerprint('{"id":"static/js/a.1.js"}')).not.toBe(fingerprint('{"id":"static/js/a.2.js"}'));
    expect(readReloadRecord(JSON.stringify({ versions: { remote_cv: OLD }, at: 5 }))).toEqual({ versions: { remote_cv: OLD }, at: 5 });
    expect(readReloadRecord('not json')).toBeUndefined();
    expect(readReloadRecord(null)).toBeUndefined();
  });
});
