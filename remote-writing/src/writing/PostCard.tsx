import { t } from '@portfolio/shared';
import { CardDetails } from './PostParts';
import type { Post } from './snapshot';

/**
 * One post. Its text is the feed's, so it is rendered as text only, in its own direction (a blog
 * may be written in another language than the page); the link was checked to be
 * http(s), and the cover is the build's own copy, served beside the snapshot.
 */
export function PostCard({ post, base }: { post: Post; base: string }) {
  return (
    <article className="card writing-card">
      {post.cover && <img className="writing-card__cover" src={new URL(post.cover, base).href} alt="" width={320} height={168} loading="lazy" decoding="async" />}
      <h2 className="writing-card__title">
        <a href={post.url} target="_blank" rel="noopener noreferrer" dir="auto">
          {post.title}
          <span className="visually-hidden">{` ${t('common.newTab')}`}</span>
        </a>
      </h2>
      <CardDetails date={post.date} tags={post.tags} summary={post.summary} />
    </article>
  );
}
