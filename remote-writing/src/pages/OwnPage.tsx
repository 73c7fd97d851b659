import { SectionPage, ownPageTitle, t, useBackground, type OwnPageProps } from '@portfolio/shared';
import { OwnEntryBody } from '../posts/OwnEntryBody';
import { useOwnEntry, type EntrySource } from '../posts/useOwnEntry';

type Props = OwnPageProps & Partial<EntrySource>;

/**
 * One of the owner's own pages (content/pages/<name>.md), in the site's frame: its title the
 * heading (the menu's label while it loads), its background video if its front matter names one,
 * then its body. Back leads home.
 */
export default function OwnPage({ name, onNavigate, base = __webpack_public_path__, fetchImpl, readContent }: Props) {
  const { view, retry } = useOwnEntry('pages', name, { base, fetchImpl, readContent });
  const page = view.kind === 'shown' ? view.post : null;
  const title = page?.title ?? ownPageTitle(name);
  const video = useBackground(base, view.kind === 'loading' ? undefined : (page?.video ?? null));
  return (
    <SectionPage title={title} video={video} onNavigate={onNavigate}>
      <OwnEntryBody view={view} retry={retry} base={base} onNavigate={onNavigate} loading={t('shell.loadingPage', { page: title })} missing={t('writing.pageMissing')} />
    </SectionPage>
  );
}
