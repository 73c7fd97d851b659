/**
 * The reader of each CV form, each its own chunk: a visit downloads only the reader of the CV the
 * page names (shared/src/content/pageContent.ts CvText), never the other forms'.
 */
import type { CvClass } from '@portfolio/shared';
import type { CvReader } from '../parser/reader';

const CHUNKS: Record<CvClass, () => Promise<{ reader: CvReader }>> = {
  altacv: () => import(/* webpackChunkName: "cv-reader-altacv" */ '../parser/readers/altacv'),
  'awesome-cv': () => import(/* webpackChunkName: "cv-reader-awesome-cv" */ '../parser/readers/awesome-cv'),
  moderncv: () => import(/* webpackChunkName: "cv-reader-moderncv" */ '../parser/readers/moderncv'),
  jakes: () => import(/* webpackChunkName: "cv-reader-jakes" */ '../parser/readers/jakes'),
  jsonresume: () => import(/* webpackChunkName: "cv-reader-jsonresume" */ '../parser/readers/jsonresume'),
};

export function loadReader(cvClass: CvClass): Promise<CvReader> {
  return CHUNKS[cvClass]().then((module) => module.reader);
}
