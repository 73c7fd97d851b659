/**
 * The CV parser's surface for the pages: the model, reading a CV with a given reader, and the
 * helpers the pages use. It imports no reader: the browser loads only the one its CV needs, as its
 * own chunk (see cvStore). The build and the tests use parseCv (./parseCv), which knows them all.
 */
export { readCv } from './read';
export { detectCvClass } from './detect';
export { plainText } from './inline';
export { sectionsOfPage, countsOf } from './sections';
export type * from './types';
export type { CvClass, CvReader } from './reader';
