import { t } from '@portfolio/shared';

/** A post's tags, as text (a feed's or the owner's front matter), or nothing without any. */
export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="writing-card__tags" aria-label={t('writing.tags')}>
      {tags.map((tag) => (
        <li key={tag} className="writing-card__tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** What the page says when its posts cannot be had, with Retry. */
export function Unavailable({ onRetry }: { onRetry(): void }) {
  return (
    <div className="card writing-unavailable">
      <p role="alert">{t('writing.unavailable')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
