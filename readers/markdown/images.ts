/**
 * Where a post's pictures are. A local one is looked for where each generator keeps it: beside the
 * post (`./img.png`, `img.png`, a page bundle's files), and for a path from the site's root
 * (`/images/x.png`) under content/posts/, content/, and content/'s `static/` (Hugo, Zola) or
 * `public/` (Next, Astro, Gatsby) — the folders an owner copies with their posts. A picture on
 * another host is listed as remote (the build fetches it). Nothing outside content/ is ever read.
 */
import type { PostImage } from '@portfolio/shared/src/markdown/post';
import { isRemote } from './safeUrl';
import type { FoundImage } from './toTree';

/** Does this file exist? Paths are relative to content/, '/' between folders. */
export type HasFile = (pathFromContent: string) => boolean;

/** a/b/../c → a/c; null when it climbs out of content/. */
function normalise(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.join('/');
}

function decoded(src: string): string {
  const path = src.replace(/[?#].*$/, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The places a local picture may be, nearest first, relative to content/. */
export function candidates(src: string, postFolder: string, postsDir = 'posts'): string[] {
  const path = decoded(src);
  const paths = path.startsWith('/')
    ? [`${postsDir}${path}`, path, `static${path}`, `public${path}`]
    : [`${postsDir}/${postFolder ? `${postFolder}/` : ''}${path}`, `${postsDir}/${path}`];
  return [...new Set(paths.map(normalise).filter((candidate): candidate is string => candidate !== null && candidate !== ''))];
}

export interface ResolvedImages {
  images: PostImage[];
  /** One per missing picture: line and message. */
  missing: { line: number; message: string }[];
}

export function resolveImages(found: FoundImage[], postFolder: string, hasFile: HasFile, postsDir = 'posts'): ResolvedImages {
  const missing: ResolvedImages['missing'] = [];
  const images = found.map(({ src, alt, line }): PostImage => {
    if (isRemote(src)) return { src, file: null, line, alt, remote: true };
    const file = candidates(src, postFolder, postsDir).find((candidate) => hasFile(candidate)) ?? null;
    if (file === null) missing.push({ line, message: `picture ${src} is not there (looked beside the post and under content/): its alt text${alt ? ` "${alt.slice(0, 40)}"` : ''} shows instead` });
    return { src, file, line, alt, remote: false };
  });
  return { images, missing };
}
