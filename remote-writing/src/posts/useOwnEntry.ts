import { useCallback, useEffect, useState } from 'react';
import type { PostBody } from '@portfolio/shared';
import type { ReadContent } from './ownIndex';
import { loadOwnPosts, loadPostBody } from './ownPosts';

export type EntryView = { kind: 'loading' } | { kind: 'shown'; post: PostBody } | { kind: 'missing' } | { kind: 'unavailable' };

export interface EntrySource {
  /** Where the remote's files are: beside its entry. Tests pass their own. */
  base: string;
  fetchImpl?: typeof fetch | undefined;
  readContent?: ReadContent | undefined;
}

/**
 * One of the owner's posts or pages, by its name in the index: loading, shown, not (or no longer)
 * there, or unavailable with Retry, which loads it again.
 */
export function useOwnEntry(kind: 'posts' | 'pages', name: string, { base, fetchImpl, readContent }: EntrySource): { view: EntryView; retry(): void } {
  const [view, setView] = useState<EntryView>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const entries = await loadOwnPosts(base, fetchImpl, readContent, kind);
        const summary = entries.find((entry) => entry.slug === name);
        const next: EntryView = summary ? { kind: 'shown', post: await loadPostBody(base, summary, fetchImpl) } : { kind: 'missing' };
        if (current) setView(next);
      } catch {
        if (current) setView({ kind: 'unavailable' });
      }
    })();
    return () => {
      current = false;
    };
  }, [base, fetchImpl, readContent, kind, name, attempt]);
  const retry = useCallback(() => {
    setView({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { view, retry };
}
