import { memo, useMemo } from 'react';
import { t, type Place, type PostSummary } from '@portfolio/shared';
import type { WritingView } from './loadWriting';
import { PostCard } from './PostCard';
import { Unavailable } from './PostParts';
import { OwnPostCard } from '../posts/OwnPostCard';
import { entryKey, writingEntries, type WritingEntry } from '../posts/writingEntries';
import { useShownCount } from './useShownCount';
import './writing.css';

/** The owner's own posts: their index as loaded, or why not yet. */
export type OwnPosts = PostSummary[] | 'loading' | 'unavailable';

interface Props {
  /** The feed's posts. */
  view: WritingView;
  own: OwnPosts;
  base: string;
  onRetry(): void;
  onNavigate(place: Place): void;
}

/** One entry of the list; rendered again only when it changes, not when a batch joins the list. */
const Entry = memo(function Entry({ entry, base, onNavigate }: { entry: WritingEntry; base: string; onNavigate(place: Place): void }) {
  return <li>{entry.kind === 'own' ? <OwnPostCard post={entry.post} onNavigate={onNavigate} /> : <PostCard post={entry.post} base={base} />}</li>;
});

export function WritingContent({ view, own, base, onRetry, onNavigate }: Props) {
  const loading = view.kind === 'loading' || own === 'loading';
  const unavailable = view.kind === 'unavailable' || own === 'unavailable';
  // Made once per load: each batch that joins the list leaves the entries already shown as they are.
  const entries = useMemo(() => (loading ? [] : writingEntries(Array.isArray(own) ? own : [], view.kind === 'shown' ? view.snapshot.posts : [])), [loading, own, view]);
  const shown = useShownCount(entries.length);
  return (
    <div className="writing">
      {/* Always mounted, so screen readers announce each change of its text. */}
      <p className="writing-status" role="status">
        {loading ? t('writing.loading') : ''}
      </p>
      {entries.length > 0 && (
        <ul className="writing-list" aria-label={t('writing.list')}>
          {entries.slice(0, shown).map((entry) => (
            <Entry key={entryKey(entry)} entry={entry} base={base} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      {!loading && !unavailable && entries.length === 0 && (view.kind === 'noFeed' ? <p className="card writing-empty">{t('writing.noFeed')}</p> : <p className="writing-empty">{t('writing.none')}</p>)}
      {unavailable && <Unavailable onRetry={onRetry} />}
    </div>
  );
}
