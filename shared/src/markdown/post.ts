/**
 * An owner's post as the build reads it from content/posts/ (readers/markdown/): the fields every
 * generator's front matter has under one name each, and the body as a tree (./tree.ts). Plain JSON,
 * made at build time: the browser gets it as data and never parses Markdown.
 */
import type { MdNode } from './tree';

export interface Post {
  /**
   * The post's address within the site, unique among the posts of one language: the front matter's
   * `slug`, else the page bundle's folder name (`2020-hello/index.md` → `hello`), else the file name,
   * without a Jekyll date (`2015-05-21-name.markdown` → `name`). Lower case, words joined by '-', any
   * script's letters kept (a Chinese slug stays Chinese).
   */
  slug: string;
  /** Plain text: the front matter's, else Next's `export const metadata = { title }`, else the first heading (then not repeated in body). */
  title: string;
  /**
   * ISO 8601 in UTC (as FeedPost.date, so the Writing list sorts both together), or null when the
   * post says none anywhere: front matter (`date`, `pubDatetime`, `pubDate`, `published`…), the file
   * or folder name's date, a Zola `path` with one.
   */
  date: string | null;
  /** When it was last changed (`lastmod`, `updated`, `modDatetime`…), ISO 8601, or null: the feed's `updated`. */
  updated: string | null;
  /** Plain text, at most ~200 characters cut at a word: the front matter's description, else the text before `<!--more-->`, else the first paragraph. */
  summary: string;
  /** Plain text, each once whatever its case: `tags`, `categories`, TOML's `[taxonomies]`. */
  tags: string[];
  /** A BCP 47 tag when the post says one (`lang`, `language`, Hugo's `name.fr.md`). */
  lang?: string;
  /** `draft: true` or Jekyll's `published: false`: the site leaves it out (readPosts lists it apart). */
  draft: boolean;
  /** A page of the owner's own (content/pages/): its place in the home menu (`order`, Hugo's `weight`…), lowest first. */
  order?: number;
  /** A page of the owner's own: the background video it shows, by name in content/media/backgrounds/ (default: the page's own name). */
  video?: string;
  /** Where it was read, relative to content/posts/: what warnings name. */
  file: string;
  body: MdNode[];
  /** Every picture the body shows, in order: what the media pipeline processes (local) or fetches (remote). */
  images: PostImage[];
  /** Words of prose a reader reads (code and math left out; each CJK character counts as one): for "n min read". */
  words: number;
}

export interface PostImage {
  /** As the post wrote it: the same string as the img's src in body, so the site can swap in the processed picture. */
  src: string;
  /** The file relative to content/, when it is there (beside the post, under posts/, or content/'s static/ or public/); null when remote or missing. */
  file: string | null;
  /** 1-based line in the post's file. */
  line: number;
  alt: string;
  /** On another host (http:, https:, //): fetched at build time so no third party sees a visitor. */
  remote: boolean;
}

/** What a reader says about a file: errors stop the build, warnings are listed and lose nothing else. */
export interface ReadMessage {
  severity: 'error' | 'warning';
  /** Relative to content/posts/. */
  file: string;
  /** 1-based, inside the file. */
  line: number;
  /** 1-based, when the parser that failed knows it. */
  column?: number;
  message: string;
}
