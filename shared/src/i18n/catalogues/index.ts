/**
 * Every built-in catalogue, for the build (which writes the page's own language into its HTML) and
 * the tests. Browser code never imports this module: a visitor downloads one language's text,
 * inside the page, and no catalogue at all in the JavaScript.
 */
import type { Catalogue, UiLanguage } from '../languages';
import { cs } from './cs';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { zh } from './zh';

export const CATALOGUES: Record<UiLanguage, Catalogue> = { en, fr, de, es, pt, it, nl, pl, cs, zh, ja };
