import type { SiteContent } from './schema';

declare const __SITE__: SiteContent;

/**
 * The owner's validated content/site.json, inlined by the build (webpack DefinePlugin) so that no
 * request is needed to render it. Tests define the same global from the sample content.
 */
export const site: SiteContent = __SITE__;
