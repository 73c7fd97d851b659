import { useEffect } from 'react';
import { SECTION_PAGE_MODULES, type PageName, type PageProps } from '@portfolio/shared';
import { HomePage } from './home/HomePage';
import { useResizeKey } from './layout/useResizeKey';
import { whenIdle } from './layout/whenIdle';
import { focusPageHeading } from './navigation/focusPageHeading';
import { usePageNavigation } from './navigation/usePageNavigation';
import { MusicPlayerSlot } from './remotes/MusicPlayerSlot';
import { preloadRemoteComponent } from './remotes/remoteComponents';
import { SectionRemotePage } from './remotes/SectionRemotePage';

function PageView({ page, onNavigate }: PageProps & { page: PageName }) {
  if (page === 'home') return <HomePage onNavigate={onNavigate} />;
  return <SectionRemotePage page={page} onNavigate={onNavigate} />;
}

/** The root view: one in-memory page value, the re-mounted page view, and the persistent player. */
export function App() {
  const { page, changeCount, navigate } = usePageNavigation();
  const resizeKey = useResizeKey();

  // Section remotes are fetched ahead of the visitor's click, once the first paint is done.
  useEffect(() => whenIdle(() => Object.values(SECTION_PAGE_MODULES).forEach(preloadRemoteComponent), 3000), []);

  useEffect(() => {
    if (changeCount === 0) return undefined;
    window.scrollTo(0, 0);
    return focusPageHeading();
  }, [changeCount]);

  return (
    <>
      {/* The first view arrives in the HTML and is not faded in; every page shown after it is. */}
      <main className={changeCount > 0 ? 'page page--fade-in' : 'page'} key={`${page}:${resizeKey}`} data-page={page}>
        <PageView page={page} onNavigate={navigate} />
      </main>
      <MusicPlayerSlot />
    </>
  );
}
