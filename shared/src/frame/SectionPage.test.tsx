import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOADING_OVERLAY_DELAY_MS, SectionPage } from './SectionPage';

afterEach(() => jest.useRealTimers());

/** jsdom never loads a video, so a page with one is "slow" after the delay. */
function renderAndWait(video: Parameters<typeof SectionPage>[0]['video'], onNavigate = jest.fn()) {
  jest.useFakeTimers();
  const view = render(
    <SectionPage title="Experience" video={video} onNavigate={onNavigate}>
      <p>The page itself</p>
    </SectionPage>,
  );
  act(() => jest.advanceTimersByTime(LOADING_OVERLAY_DELAY_MS + 100));
  return view;
}

describe('SectionPage background', () => {
  it('plays the video the build chose, and says LOADING while it is slow', () => {
    const { container } = renderAndWait({ webm: 'bg.webm', mp4: 'bg.mp4', poster: 'bg.jpg' });
    const sources = [...container.querySelectorAll('video source')].map((source) => source.getAttribute('src'));
    expect(sources).toEqual(['bg.webm', 'bg.mp4']);
    expect(screen.getByRole('status')).toHaveTextContent('LOADING...');
  });

  it('without a video (the owner has none for this page): no <video>, no LOADING, and the page works', async () => {
    const onNavigate = jest.fn();
    const { container } = renderAndWait(null, onNavigate);
    expect(container.querySelector('video')).toBeNull();
    // The themed plain background: the scrim over the page colour is still there.
    expect(container.querySelector('.frame__scrim')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('heading', { level: 1, name: 'Experience' })).toBeInTheDocument();
    expect(screen.getByText('The page itself')).toBeInTheDocument();
    jest.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: /Back/ }));
    expect(onNavigate).toHaveBeenCalledWith('home');
  });
});
