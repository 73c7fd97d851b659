import { render, screen, waitFor } from '@testing-library/react';
import type { RemoteContent } from '../content/remoteContent';
import { SectionPage } from './SectionPage';
import { backgroundAt, useBackground } from './useBackground';

const BASE = 'https://cv.example.dev/';

function Page({ read }: { read: (base: string) => Promise<RemoteContent> }) {
  const video = useBackground(BASE, 'experience', read);
  return <SectionPage title="Experience" video={video} onNavigate={() => undefined} />;
}

const sources = () => [...document.querySelectorAll('video source')].map((source) => source.getAttribute('src'));

test("plays the video its remote's content.json names, from the remote's folder, once that is read", async () => {
  let answer!: (content: RemoteContent) => void;
  render(<Page read={() => new Promise((resolve) => (answer = resolve))} />);
  // Not known yet: no video, nothing requested.
  expect(screen.queryByTestId('background-video')).toBeNull();
  answer({ backgrounds: { experience: { webm: 'static/media/experience.web.1.webm', mp4: 'static/media/experience.web.2.mp4', poster: 'static/media/experience.poster.3.jpg' } } });
  await waitFor(() => expect(screen.getByTestId('background-video')).toBeTruthy());
  expect(sources()).toEqual([`${BASE}static/media/experience.web.1.webm`, `${BASE}static/media/experience.web.2.mp4`]);
  expect(screen.getByTestId('background-video').getAttribute('poster')).toBe(`${BASE}static/media/experience.poster.3.jpg`);
});

test('a page without a video, or a content.json that cannot be read, shows the plain background', async () => {
  const read = jest.fn(async () => ({ backgrounds: { experience: null } }));
  const { unmount } = render(<Page read={read} />);
  await waitFor(() => expect(read).toHaveBeenCalled());
  expect(screen.queryByTestId('background-video')).toBeNull();
  unmount();
  const failing = jest.fn(async () => Promise.reject(new Error('HTTP 503')));
  render(<Page read={failing} />);
  await waitFor(() => expect(failing).toHaveBeenCalled());
  expect(screen.queryByTestId('background-video')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Experience' })).toBeTruthy();
});

test('backgroundAt keeps the formats there are', () => {
  expect(backgroundAt(BASE, { mp4: 'static/media/a.mp4' })).toEqual({ mp4: `${BASE}static/media/a.mp4`, webm: undefined, poster: undefined });
  expect(backgroundAt(BASE, null)).toBeNull();
  expect(backgroundAt(BASE, undefined)).toBeNull();
});
