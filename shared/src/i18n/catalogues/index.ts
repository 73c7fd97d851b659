/**
 * Every built-in catalogue, for the build (which writes the page's own language into its HTML) and
 * the tests. Browser code never imports this module: a visitor downloads one language's text,
 * inside the page, and no catalogue at all in the JavaScript.
 */
import type { Catalogue, UiLanguage } from '../languages';
import { ar } from './ar';
import { bg } from './bg';
import { bn } from './bn';
import { ca } from './ca';
import { cs } from './cs';
import { da } from './da';
import { de } from './de';
import { el } from './el';
import { en } from './en';
import { es } from './es';
import { et } from './et';
import { fa } from './fa';
import { fi } from './fi';
import { fil } from './fil';
import { fr } from './fr';
import { he } from './he';
import { hi } from './hi';
import { hr } from './hr';
import { hu } from './hu';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { lt } from './lt';
import { lv } from './lv';
import { ms } from './ms';
import { nb } from './nb';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { ru } from './ru';
import { sk } from './sk';
import { sl } from './sl';
import { sr } from './sr';
import { sv } from './sv';
import { sw } from './sw';
import { ta } from './ta';
import { th } from './th';
import { tr } from './tr';
import { uk } from './uk';
import { ur } from './ur';
import { vi } from './vi';
import { zh } from './zh';
import { zhHant } from './zh-Hant';

export const CATALOGUES: Record<UiLanguage, Catalogue> = {
  en,
  fr,
  de,
  es,
  pt,
  it,
  nl,
  pl,
  cs,
  zh,
  ja,
  ar,
  he,
  fa,
  ur,
  'zh-Hant': zhHant,
  ko,
  ru,
  uk,
  tr,
  vi,
  id,
  th,
  hi,
  bn,
  sv,
  da,
  nb,
  fi,
  el,
  hu,
  ro,
  sk,
  bg,
  sr,
  hr,
  sl,
  lt,
  lv,
  et,
  ca,
  ms,
  fil,
  sw,
  ta,
};
