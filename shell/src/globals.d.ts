/** content/site.json names an analytics provider: the shell records pages and vitals for it. */
declare const __ANALYTICS__: boolean;
