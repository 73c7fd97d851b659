import type { PageName } from '../contract';
import { t } from './pageContext';

/** A page's name in the page's language, for headings, menu buttons and messages. */
export function pageTitle(page: PageName): string {
  return t(`page.${page}`);
}
