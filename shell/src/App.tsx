import { useEffect, type ReactNode } from 'react';
import { ThemeToggle, contentPart, type PageProps, type Place } from '@portfolio/shared';
import { HomePage } from './home/HomePage';
import { useResizeKey } from './layout/useResizeKey';
import { focusPageHeading } from './navigation/focusPageHeading';
import { LanguageSwitch } from './navigation/LanguageSwitch';
import { onAppLive } from './navigation/onAppLive';
import { usePageNavigation } from './navigation/usePageNavigation';
import { MusicPlayerSlot } from './remotes/MusicPlayerSlot';
import { SectionRemotePage } from './remotes/SectionRemotePage';

function PageView({ page, onNavigate }: PageProps & { page: Place }) {
  if (page === 'home') return <HomePage onNavigate={onNavigate} />;
  return <SectionRemotePage place={page} onNavigate={onNavigate} />;
}

export interface AppProps {
  /** The place the document starts on: home, or a post's or own page's in its own document. */
  start?: Place;
  /** That place's page as its document carries it (EntryPage, from the entry-document chunk): shown there without its remote. */
  entry?: (onNavigate: (place: Place) => void) => ReactNode;
}

/** The root view, from the place its document starts on: one in-memory page value, the re-mounted page view, and the persistent player (when there is music). */
export function App({ start = 'home', entry }: AppProps) {
  const { page, changeCount, navigate } = usePageNavigation(start);
  const resizeKey = useResizeKey();
  const musicFirstTitle = contentPart('musicFirstTitle');

  useEffect(onAppLive, []);

  useEffect(() => {
    if (changeCount === 0) return undefined;
    window.scrollTo(0, 0);
    return focusPageHeading();
  }, [changeCount]);

  return (
    <>
      {/* The first view arrives in the HTML and is not faded in; every page shown after it is. */}
      <main className={changeCount > 0 ? 'page page--fade-in' : 'page'} key={`${page}:${resizeKey}`} data-page={page}>
        {entry && page === start ? entry(navigate) : <PageView page={page} onNavigate={navigate} />}
      </main>
      <footer className="site-bar">
        {/* No music, no player: the music remote is then never loaded, so it costs the visitor nothing. */}
        {musicFirstTitle !== null && <MusicPlayerSlot firstTitle={musicFirstTitle} />}
        <div className="site-bar__end">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </footer>
    </>
  );
}
