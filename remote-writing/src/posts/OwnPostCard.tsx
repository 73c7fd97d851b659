import type { MouseEvent } from 'react';
import { postPath, postPlace, type Place, type PostSummary } from '@portfolio/shared';
import { CardDetails } from '../writing/PostParts';

/**
 * One of the owner's own posts in the Writing list: its title links to the post's own address, and a
 * plain click opens it in the site (the frame stays, the music keeps playing).
 */
export function OwnPostCard({ post, onNavigate }: { post: PostSummary; onNavigate(place: Place): void }) {
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(postPlace(post.slug));
  };
  return (
    <article className="card writing-card" lang={post.lang}>
      <h2 className="writing-card__title">
        <a href={post.path ? encodeURI(post.path) : postPath(post.slug)} onClick={open} dir="auto">
          {post.title}
        </a>
      </h2>
      <CardDetails date={post.date} tags={post.tags} summary={post.summary} />
    </article>
  );
}
