import { startTransition, useCallback, useEffect, useState } from 'react';
import { SectionPage, pageTitle, siteContent, useBackground, type PageProps } from '@portfolio/shared';
import { loadLivePosts } from '../writing/liveWriting';
import { loadWriting, type WritingView } from '../writing/loadWriting';
import { WritingContent, type OwnPosts } from '../writing/WritingContent';
import { loadOwnList } from '../posts/loadOwnList';
import type { ReadContent } from '../posts/ownIndex';

interface Props extends PageProps {
  /** Where the snapshot, the posts and covers are: beside the remote's entry. Tests pass their own. */
  base?: string;
  /** Tests pass their own. */
  fetchImpl?: typeof fetch;
  readContent?: ReadContent;
  /**
   * Whether content/site.json names a feed. Without one the build writes no snapshot: the page lists
   * the owner's own posts, and with none of those either, says what to add.
   */
  feed?: boolean;
}

const NO_FEED: WritingView = { kind: 'noFeed' };

export default function WritingPage({ onNavigate, base = __webpack_public_path__, fetchImpl, readContent, feed = Boolean(siteContent().writing) }: Props) {
  const [view, setView] = useState<WritingView>(feed ? { kind: 'loading' } : NO_FEED);
  const [own, setOwn] = useState<OwnPosts>('loading');
  const [attempt, setAttempt] = useState(0);
  const video = useBackground(base, 'writing');
  useEffect(() => {
    let current = true;
    loadOwnList(base, fetchImpl, readContent).then(
      // A transition: rendering the list's first batch and the page around it may yield to a click.
      (list) => current && startTransition(() => setOwn(list)),
      () => current && setOwn('unavailable'),
    );
    return () => {
      current = false;
    };
  }, [base, fetchImpl, readContent, attempt]);
  useEffect(() => {
    if (!feed) return undefined;
    let current = true;
    void (async () => {
      const next = await loadWriting(base, fetchImpl);
      if (!current) return;
      startTransition(() => setView(next));
      // The snapshot is on screen; where the feed allows it, the list as the blog has it now replaces it.
      if (next.kind !== 'shown') return;
      const posts = await loadLivePosts(next.snapshot, fetchImpl);
      if (current && posts) startTransition(() => setView({ kind: 'shown', snapshot: { ...next.snapshot, posts } }));
    })();
    return () => {
      current = false;
    };
  }, [base, fetchImpl, feed, attempt]);
  const retry = useCallback(() => {
    if (feed) setView({ kind: 'loading' });
    setOwn('loading');
    setAttempt((count) => count + 1);
  }, [feed]);
  return (
    <SectionPage title={pageTitle('writing')} video={video} onNavigate={onNavigate}>
      <WritingContent view={view} own={own} base={base} onRetry={retry} onNavigate={onNavigate} />
    </SectionPage>
  );
}
