import { renderToString } from 'react-dom/server';
import { setPageContext, type PageContext } from '@portfolio/shared';
import { App } from './App';

/** The first view (home) as HTML in the page's language, put into index.html at build time and hydrated in the browser. */
export function render(context: PageContext): string {
  setPageContext(context);
  return renderToString(<App />);
}
