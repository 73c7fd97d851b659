import type { Page } from 'playwright-core';
import { CATALOGUES } from '../../shared/src/i18n/catalogues';
import type { Catalogue, PluralText, UiLanguage } from '../../shared/src/i18n/languages';

const textsOf = (entry: string | PluralText) => (typeof entry === 'string' ? [entry] : Object.values(entry));

/**
 * Every English text the project writes that reads differently in `lang` and that the page shows
 * or announces: its text, aria-labels, titles and alt texts as they are now. `ownerText` is left
 * out: an English CV on a Japanese page is the owner's, and says "Experience" in its own words.
 */
export async function englishOn(page: Page, lang: UiLanguage, ownerText?: string): Promise<string[]> {
  const own = new Set(Object.values(CATALOGUES[lang]).flatMap(textsOf));
  const english = Object.entries(CATALOGUES.en)
    .filter(([key]) => JSON.stringify(CATALOGUES.en[key as keyof Catalogue]) !== JSON.stringify(CATALOGUES[lang][key as keyof Catalogue]))
    .flatMap(([, entry]) => textsOf(entry))
    .filter((text) => !own.has(text))
    .flatMap((text) => text.split(/\{\w+\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 4);
  const shown = await page.evaluate((skip) => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Scripts hold data (the page's own text block, JSON-LD), not what a visitor reads.
      if (node.parentElement?.closest('script, style')) continue;
      if (!skip || !node.parentElement?.closest(skip)) texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [alt]')) {
      for (const name of ['aria-label', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.join('\n');
  }, ownerText ?? null);
  // Whole words: "Play" is the player's button, "Playwright" the owner's.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...new Set(english)].filter((part) => new RegExp(`(?<!\\p{L})${escape(part)}(?!\\p{L})`, 'u').test(shown));
}
