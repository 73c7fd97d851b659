/**
 * Every reader, for the build and the tests (node). The browser never imports this: it loads only
 * the reader of the CV in use, as its own chunk (remote-cv/src/cv/readerChunks.ts).
 */
import type { CvClass, CvReader } from '../reader';
import { reader as altacv } from './altacv';
import { reader as awesomecv } from './awesome-cv';
import { reader as jakes } from './jakes';
import { reader as jsonresume } from './jsonresume';
import { reader as moderncv } from './moderncv';

export const READERS: Record<CvClass, CvReader> = { altacv, 'awesome-cv': awesomecv, moderncv, jakes, jsonresume };
