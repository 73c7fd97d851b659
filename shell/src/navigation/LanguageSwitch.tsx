import type { MouseEvent } from 'react';
import { pageContext, t } from '@portfolio/shared';
import { rememberPageForNextLoad } from './resumePage';

/** A plain click follows the link here; with a modifier the visitor opens it elsewhere and stays. */
function followsHere(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** More languages than a phone's bar has room for beside the player fold into a popover there… */
export const LANGUAGES_IN_A_PHONE_BAR = 3;
/** …and more than a wide screen's bar has room for, everywhere. */
export const LANGUAGES_IN_A_BAR = 6;

const LIST_ID = 'language-switch-list';

/**
 * The site's languages as plain links (crawlers and visitors without JavaScript follow them too),
 * each named in its own language. Following one on a section opens the same section in the other
 * language. Nothing on a one-language site; no redirect by the browser's language, ever.
 * More languages than the bar has room for (three on a phone, six on a wide screen) fold behind a
 * button with the current one's code: a popover the browser opens and closes itself
 * (popovertarget), so it needs no script either.
 */
export function LanguageSwitch() {
  const { lang, languages } = pageContext();
  if (languages.length < 2) return null;
  const folds = languages.length > LANGUAGES_IN_A_PHONE_BAR;
  return (
    <nav className={languages.length > LANGUAGES_IN_A_BAR ? 'language-switch language-switch--folds' : 'language-switch'} aria-label={t('shell.languages')}>
      {folds && (
        <button type="button" className="language-switch__toggle" popoverTarget={LIST_ID}>
          {/* Its name holds what it shows (the code), after what it is for. */}
          <span className="visually-hidden">{`${t('shell.languages')} `}</span>
          <span lang={lang}>{lang.split('-')[0]}</span>
        </button>
      )}
      <ul className="language-switch__list" {...(folds ? { id: LIST_ID, popover: 'auto' as const } : {})}>
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
