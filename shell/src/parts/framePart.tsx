/**
 * A part of the owner's own (shared/src/parts/partContract.ts) in the site's frame: the heading (its
 * menu title, which the shell focuses after the page change), Back, and the part's page below, given
 * the page's language and direction. A chunk of its own, loaded with a part: a site without parts
 * never loads it, nor the frame's styles, which it adopts when it comes (adoptStyles).
 */
import { useEffect, type ComponentType } from 'react';
import { SectionPage, ownPageTitle, pageLanguage, t, type PageProps } from '@portfolio/shared';
import { adoptStyles } from '@portfolio/shared/src/frame/adoptStyles';
import frameStyles from '@portfolio/shared/src/frame/frame.css?inline';
import { partContractProblem, type PartModule, type PartPageProps } from '@portfolio/shared/src/parts/partContract';

export interface FramedPartProps extends PageProps {
  /** The part's name (its place, part:<name>): its title is the menu's. */
  name: string;
}

const isComponent = (value: unknown) => typeof value === 'function' || (typeof value === 'object' && value !== null);

/**
 * The component that shows a loaded part's module: its page in the frame; in its place, a message
 * when the part needs a newer site (the console says which contract). Null when the module has no
 * page to render.
 */
export function framePart(module: PartModule): ComponentType<FramedPartProps> | null {
  adoptStyles(frameStyles);
  const Part = module.default as ComponentType<PartPageProps>;
  const newer = (title: string) => partContractProblem(module, title);
  // A part of a contract this site mounts must have a page; one that needs a newer site shows the message instead.
  if (newer('') === null && !isComponent(Part)) return null;
  return function FramedPart({ name, onNavigate }: FramedPartProps) {
    const title = ownPageTitle(name);
    const problem = newer(title);
    useEffect(() => {
      if (problem) console.error(problem);
    }, [problem]);
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
  };
}
