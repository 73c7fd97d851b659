import { useCallback, useEffect, useState } from 'react';
import { PostArticle, SectionPage, t, useBackground, type PostBody, type PostPageProps } from '@portfolio/shared';
import { Unavailable } from '../writing/PostParts';
import { loadOwnPosts, loadPostBody, type ReadContent } from '../posts/ownPosts';
import '../posts/markdown.css';

interface Props extends PostPageProps {
  /** Where the remote's files are: beside its entry. Tests pass their own. */
  base?: string;
  fetchImpl?: typeof fetch;
  readContent?: ReadContent;
}

type View = { kind: 'loading' } | { kind: 'shown'; post: PostBody } | { kind: 'missing' } | { kind: 'unavailable' };

/**
 * One of the owner's posts, in the site's frame: its title the page's heading, its date and tags,
 * then its body as the build read it from their Markdown. Back leads to the Writing list.
 */
export default function PostPage({ slug, onNavigate, base = __webpack_public_path__, fetchImpl, readContent }: Props) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const video = useBackground(base, 'writing');
  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const posts = await loadOwnPosts(base, fetchImpl, readContent);
        const summary = posts.find((post) => post.slug === slug);
        const next: View = summary ? { kind: 'shown', post: await loadPostBody(base, summary, fetchImpl) } : { kind: 'missing' };
        if (current) setView(next);
      } catch {
        if (current) setView({ kind: 'unavailable' });
      }
    })();
    return () => {
      current = false;
    };
  }, [base, fetchImpl, readContent, slug, attempt]);
  const retry = useCallback(() => {
    setView({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
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
