import { PostArticle, type Place } from '@portfolio/shared';
import { Unavailable } from '../writing/PostParts';
import type { EntryView } from './useOwnEntry';
import './markdown.css';

interface Props {
  view: EntryView;
  retry(): void;
  base: string;
  onNavigate(place: Place): void;
  /** What the status says while the entry loads. */
  loading: string;
  /** What shows when the index has no entry of that name. */
  missing: string;
}

/** A post's or own page's body under its page's heading: its status while it loads, then the article, or why not. */
export function OwnEntryBody({ view, retry, base, onNavigate, loading, missing }: Props) {
  return (
    <div className="writing">
      <p className="writing-status" role="status">
        {view.kind === 'loading' ? loading : ''}
      </p>
      {view.kind === 'shown' && <PostArticle post={view.post} base={base} onNavigate={onNavigate} />}
      {view.kind === 'missing' && <p className="card writing-empty">{missing}</p>}
      {view.kind === 'unavailable' && <Unavailable onRetry={retry} />}
    </div>
  );
}
