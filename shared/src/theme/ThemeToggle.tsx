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
 * The visitor's light/dark switch: a toggle button "Dark mode", pressed when the page is dark. Its
 * label never changes, so the prerendered HTML matches; only aria-pressed follows the mode once the
 * page is live (the server cannot know the visitor's choice).
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
      className={`theme-toggle ${className}`.trim()}
      aria-pressed={mode === null ? undefined : mode === 'dark'}
      onClick={toggle}
    >
      <span className="theme-toggle__icon" aria-hidden="true" />
      <span className="theme-toggle__label">{t('shell.darkMode')}</span>
    </button>
  );
}
