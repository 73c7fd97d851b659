import { TagList, formatDate, t } from '@portfolio/shared';

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

/** What a card shows under its title, for a feed's post and the owner's alike: date, tags, summary. */
export function CardDetails({ date, tags, summary }: { date: string | null; tags: readonly string[]; summary: string }) {
  return (
    <>
      {date && (
        <p className="writing-card__date">
          <time dateTime={date}>{formatDate(date)}</time>
        </p>
      )}
      <TagList tags={tags} />
      {summary && (
        <p className="writing-card__summary" dir="auto">
          {summary}
        </p>
      )}
    </>
  );
}
