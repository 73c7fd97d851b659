import { SectionPage, t, useBackground, type PostPageProps } from '@portfolio/shared';
import { OwnEntryBody } from '../posts/OwnEntryBody';
import { useOwnEntry, type EntrySource } from '../posts/useOwnEntry';

type Props = PostPageProps & Partial<EntrySource>;

/**
 * One of the owner's posts, in the site's frame: its title the page's heading, its date and tags,
 * then its body as the build read it from their Markdown. Back leads to the Writing list.
 */
export default function PostPage({ slug, onNavigate, base = __webpack_public_path__, fetchImpl, readContent }: Props) {
  const { view, retry } = useOwnEntry('posts', slug, { base, fetchImpl, readContent });
  const video = useBackground(base, 'writing');
  return (
    <SectionPage title={view.kind === 'shown' ? view.post.title : t('page.writing')} video={video} onNavigate={onNavigate} back="writing">
      <OwnEntryBody view={view} retry={retry} base={base} onNavigate={onNavigate} loading={t('writing.loading')} missing={t('writing.postMissing')} />
    </SectionPage>
  );
}
