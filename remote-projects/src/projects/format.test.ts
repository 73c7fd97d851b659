import { formatDate, pageContext, setPageContext } from '@portfolio/shared';
import { staleNotice, unavailableMessage } from './format';

const takenAt = '2026-06-30T12:00:00.000Z';
const resetAt = '2026-07-01T15:45:00.000Z';
const time = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));

beforeAll(() => setPageContext({ ...pageContext(), lang: 'en-GB' }));

describe('staleNotice', () => {
  it("says GitHub can't be reached, with the list's date in the page's language", () => {
    expect(staleNotice(takenAt, { kind: 'server', status: 500 })).toBe(
      `Showing the list from ${formatDate(takenAt, 'en-GB')}: GitHub can't be reached right now.`,
    );
    expect(formatDate(takenAt, 'en-GB')).toBe('30 Jun 2026');
  });

  it('gives the reset time when rate-limited', () => {
    expect(staleNotice(takenAt, { kind: 'rate-limited', status: 403, resetAt })).toBe(
      `Showing the list from 30 Jun 2026: GitHub's request limit for this network has been reached (it resets at ${time(resetAt, 'en-GB')}).`,
    );
  });

  it('says "try again later" when the reset time is unknown', () => {
    expect(staleNotice(takenAt, { kind: 'rate-limited', status: 429, resetAt: null })).toMatch(/try again later/);
  });
});

describe('unavailableMessage', () => {
  it('explains that there is nothing to show', () => {
    expect(unavailableMessage({ kind: 'malformed', message: 'x' })).toMatch(/can't be shown.*no saved list/);
    expect(unavailableMessage({ kind: 'rate-limited', status: 403, resetAt })).toContain(time(resetAt, 'en-GB'));
  });
});
