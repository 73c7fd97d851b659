import type { Catalogue } from '../languages';
import { en } from './en';

/** A stub, to be replaced by the translation. */
export const id: Catalogue = en;
