import { t } from '@portfolio/shared';
import type { WritingView } from './loadWriting';
import { PostCard } from './PostCard';
import './writing.css';

export function WritingContent({ view, base, onRetry }: { view: WritingView; base: string; onRetry(): void }) {
  return (
    <div className="writing">
      {/* Always mounted, so screen readers announce each change of its text. */}
      <p className="writing-status" role="status">
        {view.kind === 'loading' ? t('writing.loading') : ''}
      </p>
      {view.kind === 'shown' &&
        (view.snapshot.posts.length === 0 ? (
          <p className="writing-empty">{t('writing.none')}</p>
        ) : (
          <ul className="writing-list" aria-label={t('writing.list')}>
            {view.snapshot.posts.map((post) => (
              <li key={post.url}>
                <PostCard post={post} base={base} />
              </li>
            ))}
          </ul>
        ))}
      {view.kind === 'noFeed' && <p className="card writing-empty">{t('writing.noFeed')}</p>}
      {view.kind === 'unavailable' && (
        <div className="card writing-unavailable">
          <p role="alert">{t('writing.unavailable')}</p>
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
