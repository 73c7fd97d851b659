import { useCallback, useSyncExternalStore } from 'react';
import { site } from '../content/site';
import { t } from '../i18n/pageContext';
import { chooseMode, currentMode } from './themePreference';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia?.('(prefers-color-scheme: light)');
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}

/**
 * The visitor's light/dark switch: "Dark mode", on when the page is dark. Its knob shows the mode
 * from the first paint (the theme's CSS places it); aria-checked follows once the page is live
 * (the server cannot know the visitor's choice), so the prerendered HTML matches.
 */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const mode = useSyncExternalStore(
    subscribe,
    () => currentMode(site.theme.mode),
    () => null,
  );
  const toggle = useCallback(() => {
    chooseMode(currentMode(site.theme.mode) === 'dark' ? 'light' : 'dark');
    listeners.forEach((listener) => listener());
  }, []);
  return (
    <button
      type="button"
      role="switch"
      className={`theme-toggle ${className}`.trim()}
      aria-checked={mode === null ? undefined : mode === 'dark'}
      onClick={toggle}
    >
      <span className="theme-toggle__icon" aria-hidden="true" />
      <span className="visually-hidden-on-phone">{t('shell.darkMode')}</span>
    </button>
  );
}
