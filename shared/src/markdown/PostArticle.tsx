import { formatDate } from '../i18n/formatDate';
import type { Place } from '../contract';
import { MarkdownView } from './MarkdownView';
import type { PostBody } from './postFiles';
import { TagList } from './TagList';

interface Props {
  post: PostBody;
  /** The Writing remote's folder (MarkdownView). */
  base: string;
  onNavigate(place: Place): void;
}

/**
 * One of the owner's posts under its heading: date, tags, then its body. The Writing remote shows it
 * in the site; the build prerenders the same into the post's own document.
 */
export function PostArticle({ post, base, onNavigate }: Props) {
  return (
    <article className="card post" lang={post.lang}>
      {(post.date || post.tags.length > 0) && (
        <div className="post__meta">
          {post.date && <time dateTime={post.date}>{formatDate(post.date)}</time>}
          <TagList tags={post.tags} />
        </div>
      )}
      {/* The body reads in its own direction (an English post on an Arabic site): not the date's, whose Arabic form carries a right-to-left mark. */}
      <div className="post__body" dir="auto">
        <MarkdownView nodes={post.body} base={base} onNavigate={onNavigate} />
      </div>
    </article>
  );
}
