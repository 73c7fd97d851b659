import { PostArticle, SectionPage, type PageProps, type Place, type PostBody } from '@portfolio/shared';

interface Props extends PageProps {
  place: Place;
  post: PostBody;
  /** The Writing remote's folder: the post's pictures are under it. */
  base: string;
}

/**
 * A post or own page as its document shows it (SPEC §2, entry documents): prerendered by the build,
 * hydrated in the browser from the post's file, which the document names. Back leads to the Writing
 * list from a post, home from a page. Not the Writing remote's page: the document needs no remote to
 * come alive.
 */
export function EntryPage({ place, post, base, onNavigate }: Props) {
  return (
    <SectionPage title={post.title} video={null} onNavigate={onNavigate} back={place.startsWith('post:') ? 'writing' : 'home'}>
      <div className="writing">
        <PostArticle post={post} base={base} onNavigate={onNavigate} />
      </div>
    </SectionPage>
  );
}
