import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import {
  MarkdownView,
  setPageContent,
  setPageContext,
  type OwnPagePlace,
  type PageContent,
  type PageContext,
  type PostBody,
  type PostPlace,
} from '@portfolio/shared';
import { App } from './App';
import { EntryPage } from './navigation/EntryPage';

/** The first view (home) as HTML in the page's language, put into index.html at build time and hydrated in the browser. */
export function render(context: PageContext, content: PageContent): string {
  setPageContext(context);
  setPageContent(content);
  return renderToString(<App />);
}

const stay = () => undefined;

/**
 * One of the owner's posts or own pages as its own document shows it before (and without)
 * JavaScript: the app on that place, its page the EntryPage the browser hydrates from the same data
 * (navigation/entryDocument.tsx). `base`: the Writing remote's folder, relative to the document's
 * <base> (the site root) or absolute.
 */
export function renderEntry(context: PageContext, content: PageContent, place: PostPlace | OwnPagePlace, post: PostBody, base: string): string {
  setPageContext(context);
  setPageContent(content);
  return renderToString(<App start={place} entry={(onNavigate) => <EntryPage place={place} post={post} base={base} onNavigate={onNavigate} />} />);
}

/** A post's body as HTML for the owner's Atom feed: `base` absolute where the site's address is known. */
export function postHtml(post: PostBody, base: string): string {
  return renderToStaticMarkup(<MarkdownView nodes={post.body} base={base} onNavigate={stay} />);
}
