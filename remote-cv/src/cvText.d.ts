/**
 * The owner's CV as one text per language that has its own, the main language's first, resolved by
 * the build from content/cv and content/translations/<tag>/cv (remote-cv/build/cvTextLoader.js).
 */
declare module '@cv-text' {
  const cvs: {
    /** The language of this CV (a page in another language shows the main one). */
    lang: string;
    /** The direction it is written in, found by the build (so no browser code works it out). */
    dir: 'ltr' | 'rtl';
    /** Where the resolved text is served. */
    url: string;
    /** The kind of section each of its titles names, found by the build (the title lists stay out of the bundle). */
    kinds: Record<string, import('@portfolio/shared').CvSectionKind>;
    /** The form the build detected. */
    cvClass: import('./parser/reader').CvClass;
    /** Loads the reader of that form: its own chunk, so a visit never downloads the other forms' readers. */
    reader(): Promise<{ reader: import('./parser/reader').CvReader }>;
  }[];
  export default cvs;
}
