/**
 * The one place the site turns a string into markup under Trusted Types: a feed read live, parsed
 * by DOMParser into a document that is never shown, never inserted, and runs no script (DOMParser's
 * documents have none), from which only text and links are read (liveFeed.ts, feedText). No
 * markup the site renders comes from here: React renders the text.
 */
import { definePolicy, FEED_PARSER_POLICY } from '@portfolio/shared/src/security/trustedTypes';

const policy = definePolicy(FEED_PARSER_POLICY, { createHTML: (markup) => markup });

/** An inert document of the feed's markup: `text/html` for a post's HTML, `application/xml` for the feed. */
export function parseInert(markup: string, type: 'text/html' | 'application/xml'): Document {
  return new DOMParser().parseFromString(policy.createHTML(markup), type);
}
