/**
 * A part's page in the site's frame: the heading (the part's title), Back, and the part's page
 * below, given the page's language and direction; in its place, a message when the part needs a
 * newer site (the console says which contracts). The shell mounts parts in it (shell/src/parts/
 * framePart.tsx), and so does a part's own `npm start` (PartHarness): a part looks the same in both.
 */
import { useEffect, type ComponentType } from 'react';
import type { PageProps } from '../contract';
import { SectionPage } from '../frame/SectionPage';
import { pageLanguage, t } from '../i18n/pageContext';
import { partContractProblem, type PartModule, type PartPageProps } from './partContract';

export interface PartInFrameProps extends PageProps {
  /** Its heading: the part's title, as the menu shows it. */
  title: string;
  module: PartModule;
}

const isComponent = (value: unknown) => typeof value === 'function' || (typeof value === 'object' && value !== null);

/** Whether a loaded module can be shown: it has a page, or states a contract this site cannot mount (whose message shows instead). */
export function isShowablePart(module: PartModule): boolean {
  return partContractProblem(module, '') !== null || isComponent(module.default);
}

export function PartInFrame({ title, module, onNavigate }: PartInFrameProps) {
  const problem = partContractProblem(module, title);
  useEffect(() => {
    if (problem) console.error(problem);
  }, [problem]);
  const Part = module.default as ComponentType<PartPageProps>;
  return (
    <SectionPage title={title} video={null} onNavigate={onNavigate}>
      {problem ? (
        <p className="remote-state__message" role="alert">
          {t('shell.partNeedsNewerSite', { page: title })}
        </p>
      ) : (
        <Part lang={pageLanguage()} dir={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'} onNavigate={onNavigate} />
      )}
    </SectionPage>
  );
}
