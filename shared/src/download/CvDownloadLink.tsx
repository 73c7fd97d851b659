import { contentPart } from '../content/pageContent';
import { formatFileSize } from '../i18n/format';
import { t } from '../i18n/pageContext';

/**
 * "Download CV (PDF)": a plain link to the content-hashed file, with its size. Relative, so it
 * resolves against the page's own address: the shell's copy in the site, the CV remote's when it
 * runs standalone. Nothing at all when the owner has no PDF.
 */
export function CvDownloadLink({ className = '' }: { className?: string }) {
  // The PDF the build found (shared/src/content/findCvPdf.ts), or null.
  const pdf = contentPart('cvPdf');
  if (!pdf) return null;
  return (
    <a className={`button cv-download ${className}`.trim()} href={pdf.file} type="application/pdf">
      <span aria-hidden="true">↓</span>
      {` ${t('home.downloadCv', { size: formatFileSize(pdf.bytes) })}`}
    </a>
  );
}
