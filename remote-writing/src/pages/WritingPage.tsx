import { useCallback, useEffect, useState } from 'react';
import { SectionPage, pageTitle, siteContent, useBackground, type PageProps } from '@portfolio/shared';
import { loadLivePosts } from '../writing/liveWriting';
import { loadWriting, type WritingView } from '../writing/loadWriting';
import { WritingContent } from '../writing/WritingContent';

interface Props extends PageProps {
  /** Where the snapshot and covers are: beside the remote's entry. Tests pass their own. */
  base?: string;
  /** Tests pass their own. */
  fetchImpl?: typeof fetch;
  /**
   * Whether content/site.json names a feed. Without one the shell has no Writing page, and the build
   * writes no snapshot: the remote's standalone page says what to add instead of asking for it.
   */
  feed?: boolean;
}

const NO_FEED: WritingView = { kind: 'noFeed' };

export default function WritingPage({ onNavigate, base = __webpack_public_path__, fetchImpl, feed = Boolean(siteContent().writing) }: Props) {
  const [view, setView] = useState<WritingView>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const video = useBackground(base, 'writing');
  useEffect(() => {
    if (!feed) return undefined;
    let current = true;
    void (async () => {
      const next = await loadWriting(base, fetchImpl);
      if (!current) return;
      setView(next);
      // The snapshot is on screen; where the feed allows it, the list as the blog has it now replaces it.
      if (next.kind !== 'shown') return;
      const posts = await loadLivePosts(next.snapshot, fetchImpl);
      if (current && posts) setView({ kind: 'shown', snapshot: { ...next.snapshot, posts } });
    })();
    return () => {
      current = false;
    };
  }, [base, fetchImpl, feed, attempt]);
  const retry = useCallback(() => {
    setView({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return (
    <SectionPage title={pageTitle('writing')} video={video} onNavigate={onNavigate}>
      <WritingContent view={feed ? view : NO_FEED} base={base} onRetry={retry} />
    </SectionPage>
  );
}
