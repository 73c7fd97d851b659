/**
 * Build time (node): the owner's CV as PDF, offered for download on the home and CV pages. It is
 * the file `cv.pdf` in site.json names (relative to the content folder), else the one PDF in
 * content/cv/, else none.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ContentError } from './loadSiteContent';
import type { SiteContent } from './schema';

export interface CvPdf {
  /** Where the build emits it, content-hashed, relative to each app's root. */
  file: string;
  bytes: number;
  source: Buffer;
  /** The owner's file, which `npm start` watches. */
  path: string;
}

function emitted(path: string): CvPdf {
  const source = readFileSync(path);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  const name = basename(path, '.pdf').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'cv';
  return { file: `static/media/${name}.${hash}.pdf`, bytes: source.length, source, path };
}

/** `label` names the content folder in messages, e.g. "content". */
export function findCvPdf(contentDir: string, site: SiteContent, label = 'content'): CvPdf | null {
  if (site.cv.pdf) {
    const path = join(contentDir, site.cv.pdf);
    if (!existsSync(path) || !statSync(path).isFile()) {
      throw new ContentError(
        `${label}/site.json: field "cv.pdf": ${label}/${site.cv.pdf} does not exist (the path is relative to the content folder)`,
      );
    }
    return emitted(path);
  }
  const folder = join(contentDir, 'cv');
  const pdfs = existsSync(folder) ? readdirSync(folder).filter((name) => /\.pdf$/i.test(name)).sort() : [];
  if (pdfs.length > 1) {
    throw new ContentError(
      `${label}/cv/ holds ${pdfs.length} PDFs (${pdfs.join(', ')}): name the one to offer with "cv.pdf" in ${label}/site.json`,
    );
  }
  return pdfs[0] ? emitted(join(folder, pdfs[0])) : null;
}
