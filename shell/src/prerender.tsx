import { renderToString } from 'react-dom/server';
import { setPageContent, setPageContext, type PageContent, type PageContext } from '@portfolio/shared';
import { App } from './App';

/** The first view (home) as HTML in the page's language, put into index.html at build time and hydrated in the browser. */
export function render(context: PageContext, content: PageContent): string {
  setPageContext(context);
  setPageContent(content);
  return renderToString(<App />);
}
