import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { findCvPdf } from '../content/findCvPdf';
import { contentPart, setPageContent, siteContent } from '../content/pageContent';
import { parseSiteContent } from '../content/loadSiteContent';
import { CvDownloadLink } from './CvDownloadLink';
import { formatFileSize } from '../i18n/format';

const withPdf = (cvPdf: { file: string; bytes: number } | null) => setPageContent({ site: siteContent(), playlist: contentPart('playlist'), cvPdf });
const sample = () => JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'content', 'site.json'), 'utf8'));

afterEach(() => withPdf(null));

describe('CvDownloadLink', () => {
  it('is a plain link to the hashed PDF with its size', () => {
    withPdf({ file: 'static/media/mira-cv.1a2b3c4d.pdf', bytes: 84_210 });
    render(<CvDownloadLink />);
    const link = screen.getByRole('link', { name: 'Download CV (PDF, 84 kB)' });
    expect(link).toHaveAttribute('href', 'static/media/mira-cv.1a2b3c4d.pdf');
  });

  it('is absent when the owner has no PDF', () => {
    render(<CvDownloadLink />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it.each([
    [840, 'en', '840 byte'],
    [84_210, 'en', '84 kB'],
    [999_499, 'en', '999 kB'],
    [999_600, 'en', '1 MB'],
    [1_234_567, 'en', '1.2 MB'],
    [1_234_567, 'de', '1,2 MB'],
    [84_210, 'fr', '84 ko'],
    // The space is whichever the runtime's CLDR data gives (French uses a narrow no-break space).
  ])('%d bytes reads in %s "%s"', (bytes, lang, text) => expect(formatFileSize(bytes, lang).replace(/\s/g, ' ')).toBe(text));
});

describe('findCvPdf', () => {
  function contentWith(pdfs: Record<string, string>) {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(dir, 'cv'));
    for (const [name, text] of Object.entries(pdfs)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  }

  it('offers none without a PDF', () => {
    expect(findCvPdf(contentWith({}), parseSiteContent(sample()))).toBeNull();
  });

  it('finds the one PDF in content/cv/ and names it by its content', () => {
    const found = findCvPdf(contentWith({ 'cv/Mira Kestrel CV.pdf': '%PDF-1.4 one' }), parseSiteContent(sample()));
    expect(found?.file).toMatch(/^static\/media\/Mira-Kestrel-CV\.[0-9a-f]{8}\.pdf$/);
    expect(found?.bytes).toBe(12);
    const changed = findCvPdf(contentWith({ 'cv/Mira Kestrel CV.pdf': '%PDF-1.4 two' }), parseSiteContent(sample()));
    expect(changed?.file).not.toBe(found?.file);
  });

  it('takes the file cv.pdf names, and fails naming the field when it is missing', () => {
    const json = sample();
    json.cv = { pdf: 'build/cv.pdf' };
    const site = parseSiteContent(json);
    expect(findCvPdf(contentWith({ 'build/cv.pdf': '%PDF' }), site)?.file).toMatch(/^static\/media\/cv\.[0-9a-f]{8}\.pdf$/);
    expect(() => findCvPdf(contentWith({}), site)).toThrow(
      'content/site.json: field "cv.pdf": content/build/cv.pdf does not exist (the path is relative to the content folder)',
    );
  });

  it('asks the owner to choose when content/cv/ holds several PDFs', () => {
    expect(() =>
      findCvPdf(contentWith({ 'cv/a.pdf': '%PDF', 'cv/b.pdf': '%PDF' }), parseSiteContent(sample())),
    ).toThrow('content/cv/ holds 2 PDFs (a.pdf, b.pdf): name the one to offer with "cv.pdf" in content/site.json');
  });
});
