type Network = 'photos' | 'professional' | 'code';

const PATHS: Record<Network, string> = {
  photos:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  professional:
    'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 7v8h2.5v-8H7Zm1.25-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM11 10v8h2.5v-4.2c0-1.2.7-1.8 1.6-1.8.9 0 1.4.6 1.4 1.8V18H19v-4.9c0-2.4-1.3-3.3-3-3.3-1.2 0-2 .5-2.5 1.2V10H11Z',
  code: 'M8.7 7.3 4 12l4.7 4.7 1.4-1.4L6.8 12l3.3-3.3-1.4-1.4Zm6.6 0-1.4 1.4 3.3 3.3-3.3 3.3 1.4 1.4L20 12l-4.7-4.7Z',
};

/** A decorative glyph for a social network; the link's text gives its accessible name. */
export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg className="social__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" fillRule="evenodd" d={PATHS[network]} />
    </svg>
  );
}
