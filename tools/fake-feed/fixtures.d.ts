export interface FakePost {
  slug: string;
  title: string;
  date: string;
  tags: string[];
  cover: boolean;
  html: string;
}

export const POSTS: FakePost[];
export const HOSTILE: FakePost[];
export function postUrl(slug: string): string;
export function feedsAt(base: string, posts?: FakePost[]): Record<string, { type: string; body: string }>;
export function coverImage(pathname: string): Promise<Buffer>;
