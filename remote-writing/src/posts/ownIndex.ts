import type { ComponentType } from 'react';
import { pageLanguage, type Place, type PostSummary, type WritingContent } from '@portfolio/shared';
import type { Post } from '../writing/snapshot';
import type { WritingEntry } from './writingEntries';

/** Where a file the build names may be: under the remote's static/media/, nowhere else. */
export const BUILT_FILE = /^static\/media\/[\w.-]+\.json$/;

export type ReadContent = (base: string) => Promise<WritingContent>;

/** The owner's posts in the Writing list, with the card that shows one and their merge with the feed's. */
export interface OwnList {
  posts: readonly PostSummary[];
  Card: ComponentType<{ post: PostSummary; onNavigate(place: Place): void }>;
  /** The owner's posts and the feed's together, newest first. */
  entries(feed: readonly Post[]): WritingEntry[];
}

/**
 * The index of the owner's posts or pages a page in this language reads, as content.json names it:
 * its language's own when it has translations, else the main language's; null when the site has none.
 */
export function ownIndexFile(content: WritingContent, kind: 'posts' | 'pages'): string | null {
  const file = content.languages?.[pageLanguage()]?.[kind] ?? content[kind];
  return typeof file === 'string' && BUILT_FILE.test(file) ? file : null;
}
