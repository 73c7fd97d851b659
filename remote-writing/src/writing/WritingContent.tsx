import { memo, useMemo } from 'react';
import { t, type Place } from '@portfolio/shared';
import type { WritingView } from './loadWriting';
import { PostCard } from './PostCard';
import { Unavailable } from './PostParts';
import type { OwnList } from '../posts/ownIndex';
import { entryKey, type WritingEntry } from '../posts/writingEntries';
import { BATCH, FIRST_BATCH, useShownCount } from './useShownCount';
import './writing.css';

/** The owner's own posts: as loaded (null when the site has none), or why not yet. */
export type OwnPosts = OwnList | null | 'loading' | 'unavailable';

interface Props {
  /** The feed's posts. */
  view: WritingView;
  own: OwnPosts;
  base: string;
  onRetry(): void;
  onNavigate(place: Place): void;
}

/**
 * One batch of the list's entries (useShownCount), rendered again only when it changes: a batch
 * joining the list costs its own entries, not a pass over all those already shown.
 */
const Batch = memo(function Batch({ entries, base, OwnCard, onNavigate }: { entries: readonly WritingEntry[]; base: string; OwnCard: OwnList['Card'] | undefined; onNavigate(place: Place): void }) {
  return entries.map((entry) => <li key={entryKey(entry)}>{entry.kind === 'feed' ? <PostCard post={entry.post} base={base} /> : OwnCard && <OwnCard post={entry.post} onNavigate={onNavigate} />}</li>);
});

/** The list cut where useShownCount adds to it: the first batch, then one per task. */
function batchesOf(entries: readonly WritingEntry[]): { start: number; entries: readonly WritingEntry[] }[] {
  const batches = [{ start: 0, entries: entries.slice(0, FIRST_BATCH) }];
  for (let start = FIRST_BATCH; start < entries.length; start += BATCH) batches.push({ start, entries: entries.slice(start, start + BATCH) });
  return batches;
}

export function WritingContent({ view, own, base, onRetry, onNavigate }: Props) {
  const loading = view.kind === 'loading' || own === 'loading';
  const unavailable = view.kind === 'unavailable' || own === 'unavailable';
  // Made once per load: each batch that joins the list leaves the entries already shown as they are.
  const entries = useMemo(() => {
    if (loading) return [];
    const feed = view.kind === 'shown' ? view.snapshot.posts : [];
    return typeof own === 'object' && own !== null ? own.entries(feed) : feed.map((post): WritingEntry => ({ kind: 'feed', post }));
  }, [loading, own, view]);
  const OwnCard = typeof own === 'object' && own !== null ? own.Card : undefined;
  const shown = useShownCount(entries.length);
  const batches = useMemo(() => batchesOf(entries), [entries]);
  return (
    <div className="writing">
      {/* Always mounted, so screen readers announce each change of its text. */}
      <p className="writing-status" role="status">
        {loading ? t('writing.loading') : ''}
      </p>
      {entries.length > 0 && (
        <ul className="writing-list" aria-label={t('writing.list')}>
          {batches
            .filter(({ start }) => start < shown)
            .map(({ start, entries: batch }) => (
              <Batch key={start} entries={batch} base={base} OwnCard={OwnCard} onNavigate={onNavigate} />
            ))}
        </ul>
      )}
      {!loading && !unavailable && entries.length === 0 && (view.kind === 'noFeed' ? <p className="card writing-empty">{t('writing.noFeed')}</p> : <p className="writing-empty">{t('writing.none')}</p>)}
      {unavailable && <Unavailable onRetry={onRetry} />}
    </div>
  );
}
