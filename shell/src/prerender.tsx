import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import {
  MarkdownView,
  PostArticle,
  SectionPage,
  postPlace,
  setPageContent,
  setPageContext,
  type PageContent,
  type PageContext,
  type PostBody,
} from '@portfolio/shared';
import { App, SiteBar } from './App';

/** The first view (home) as HTML in the page's language, put into index.html at build time and hydrated in the browser. */
export function render(context: PageContext, content: PageContent): string {
  setPageContext(context);
  setPageContent(content);
  return renderToString(<App />);
}

const stay = () => undefined;

/**
 * One of the owner's posts as its own document shows it before (and without) JavaScript: the site's
 * frame around the post as the Writing remote shows it. Not hydrated: once the app has shown the same
 * post, it takes this one's place (bootstrap.tsx). `base`: the Writing remote's folder, relative to
 * the document's <base> (the site root) or absolute.
 */
export function renderPost(context: PageContext, content: PageContent, slug: string, post: PostBody, base: string): string {
  setPageContext(context);
  setPageContent(content);
  return renderToString(
    <>
      <main className="page" data-page={postPlace(slug)}>
        <SectionPage title={post.title} video={null} onNavigate={stay} back="writing">
          <div className="writing">
            <PostArticle post={post} base={base} onNavigate={stay} />
          </div>
        </SectionPage>
      </main>
      <SiteBar />
    </>,
  );
}

/** A post's body as HTML for the owner's Atom feed: `base` absolute where the site's address is known. */
export function postHtml(post: PostBody, base: string): string {
  return renderToStaticMarkup(<MarkdownView nodes={post.body} base={base} onNavigate={stay} />);
}
