import type { MouseEvent } from 'react';
import { pageContext, t } from '@portfolio/shared';
import { rememberPageForNextLoad } from './resumePage';

/** A plain click follows the link here; with a modifier the visitor opens it elsewhere and stays. */
function followsHere(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The site's languages as plain links (crawlers and visitors without JavaScript follow them too),
 * each named in its own language. Following one on a section opens the same section in the other
 * language. Nothing on a one-language site; no redirect by the browser's language, ever.
 */
export function LanguageSwitch() {
  const { lang, languages } = pageContext();
  if (languages.length < 2) return null;
  return (
    <nav className="language-switch" aria-label={t('shell.languages')}>
      <ul className="language-switch__list">
        {languages.map((language) => (
          <li key={language.tag}>
            <a
              className="language-switch__link"
              href={language.href}
              hrefLang={language.tag}
              lang={language.tag}
              aria-current={language.tag === lang ? 'page' : undefined}
              onClick={(event) => {
                if (!followsHere(event)) return;
                try {
                  rememberPageForNextLoad();
                } catch {
                  // No storage: the other language opens on its home page.
                }
              }}
            >
              <span className="language-switch__code" aria-hidden="true">
                {language.tag.split('-')[0]}
              </span>
              <span className="visually-hidden-on-phone">{language.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
