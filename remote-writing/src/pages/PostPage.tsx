import { PostArticle, SectionPage, t, useBackground, type PostPageProps } from '@portfolio/shared';
import { Unavailable } from '../writing/PostParts';
import type { ReadContent } from '../posts/ownPosts';
import { useOwnEntry } from '../posts/useOwnEntry';
import '../posts/markdown.css';

interface Props extends PostPageProps {
  /** Where the remote's files are: beside its entry. Tests pass their own. */
  base?: string;
  fetchImpl?: typeof fetch;
  readContent?: ReadContent;
}

/**
 * One of the owner's posts, in the site's frame: its title the page's heading, its date and tags,
 * then its body as the build read it from their Markdown. Back leads to the Writing list.
 */
export default function PostPage({ slug, onNavigate, base = __webpack_public_path__, fetchImpl, readContent }: Props) {
  const { view, retry } = useOwnEntry('posts', slug, { base, fetchImpl, readContent });
  const video = useBackground(base, 'writing');
  const post = view.kind === 'shown' ? view.post : null;
  return (
    <SectionPage title={post?.title ?? t('page.writing')} video={video} onNavigate={onNavigate} back="writing">
      <div className="writing">
        <p className="writing-status" role="status">
          {view.kind === 'loading' ? t('writing.loading') : ''}
        </p>
        {post && <PostArticle post={post} base={base} onNavigate={onNavigate} />}
        {view.kind === 'missing' && <p className="card writing-empty">{t('writing.postMissing')}</p>}
        {view.kind === 'unavailable' && <Unavailable onRetry={retry} />}
      </div>
    </SectionPage>
  );
}
