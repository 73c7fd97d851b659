import { t, type Place, type PostSummary } from '@portfolio/shared';
import type { WritingView } from './loadWriting';
import { PostCard } from './PostCard';
import { Unavailable } from './PostParts';
import { OwnPostCard } from '../posts/OwnPostCard';
import { entryKey, writingEntries } from '../posts/writingEntries';
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

export function WritingContent({ view, own, base, onRetry, onNavigate }: Props) {
  const loading = view.kind === 'loading' || own === 'loading';
  const unavailable = view.kind === 'unavailable' || own === 'unavailable';
  const entries = loading ? [] : writingEntries(Array.isArray(own) ? own : [], view.kind === 'shown' ? view.snapshot.posts : []);
  return (
    <div className="writing">
      {/* Always mounted, so screen readers announce each change of its text. */}
      <p className="writing-status" role="status">
        {loading ? t('writing.loading') : ''}
      </p>
      {entries.length > 0 && (
        <ul className="writing-list" aria-label={t('writing.list')}>
          {entries.map((entry) => (
            <li key={entryKey(entry)}>{entry.kind === 'own' ? <OwnPostCard post={entry.post} onNavigate={onNavigate} /> : <PostCard post={entry.post} base={base} />}</li>
          ))}
        </ul>
      )}
      {!loading && !unavailable && entries.length === 0 && (view.kind === 'noFeed' ? <p className="card writing-empty">{t('writing.noFeed')}</p> : <p className="writing-empty">{t('writing.none')}</p>)}
      {unavailable && <Unavailable onRetry={onRetry} />}
    </div>
  );
}
