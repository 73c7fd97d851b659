import { t } from '../i18n/pageContext';
import './tags.css';

/*
 * A module of its own: the Writing list shows tags, and a module goes whole into a chunk that needs
 * any of it (beside PostArticle, it brought the Markdown renderer into the list).
 */

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
