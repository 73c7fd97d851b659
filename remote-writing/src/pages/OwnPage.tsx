import { PostArticle, SectionPage, ownPageTitle, t, useBackground, type OwnPageProps } from '@portfolio/shared';
import { Unavailable } from '../writing/PostParts';
import type { ReadContent } from '../posts/ownPosts';
import { useOwnEntry } from '../posts/useOwnEntry';
import '../posts/markdown.css';

interface Props extends OwnPageProps {
  /** Where the remote's files are: beside its entry. Tests pass their own. */
  base?: string;
  fetchImpl?: typeof fetch;
  readContent?: ReadContent;
}

/**
 * One of the owner's own pages (content/pages/<name>.md), in the site's frame: its title the
 * heading (the menu's label while it loads), its background video if its front matter names one,
 * then its body. Back leads home.
 */
export default function OwnPage({ name, onNavigate, base = __webpack_public_path__, fetchImpl, readContent }: Props) {
  const { view, retry } = useOwnEntry('pages', name, { base, fetchImpl, readContent });
  const page = view.kind === 'shown' ? view.post : null;
  const title = page?.title ?? ownPageTitle(name);
  const video = useBackground(base, view.kind === 'loading' ? undefined : (page?.video ?? null));
  return (
    <SectionPage title={title} video={video} onNavigate={onNavigate}>
      <div className="writing">
        <p className="writing-status" role="status">
          {view.kind === 'loading' ? t('shell.loadingPage', { page: title }) : ''}
        </p>
        {page && <PostArticle post={page} base={base} onNavigate={onNavigate} />}
        {view.kind === 'missing' && <p className="card writing-empty">{t('writing.pageMissing')}</p>}
        {view.kind === 'unavailable' && <Unavailable onRetry={retry} />}
      </div>
    </SectionPage>
  );
}
