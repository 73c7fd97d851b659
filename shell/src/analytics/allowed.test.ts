import { mayCount } from './allowed';

it('never counts the owner on their own machine', () => {
  for (const hostname of ['localhost', '127.0.0.1', '127.0.1.1', '0.0.0.0', '[::1]']) expect([hostname, mayCount({ hostname }, true)]).toEqual([hostname, false]);
  expect(mayCount({ hostname: 'mira.example.dev' }, true)).toBe(true);
});

it('leaves out a visitor whose browser says Global Privacy Control or Do Not Track, unless the owner turned that off', () => {
  expect(mayCount({ hostname: 'mira.example.dev', globalPrivacyControl: true }, true)).toBe(false);
  expect(mayCount({ hostname: 'mira.example.dev', doNotTrack: '1' }, true)).toBe(false);
  expect(mayCount({ hostname: 'mira.example.dev', doNotTrack: '0', globalPrivacyControl: false }, true)).toBe(true);
  expect(mayCount({ hostname: 'mira.example.dev', globalPrivacyControl: true }, false)).toBe(true);
});
