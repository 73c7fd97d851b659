import { renderToString } from 'react-dom/server';
import { App } from './App';

/** The first view (home) as HTML, put into index.html at build time and hydrated in the browser. */
export function render(): string {
  return renderToString(<App />);
}
