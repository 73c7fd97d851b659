import { useCallback, useSyncExternalStore } from 'react';
import { siteContent } from '../content/pageContent';
import { t } from '../i18n/pageContext';
import { servedMode } from './themeCss';
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

/** The mode on screen; in the prerender (no document), the owner's setting as the page is served. */
const modeNow = () => (typeof document === 'undefined' ? servedMode(siteContent().theme.mode) : currentMode(siteContent().theme.mode));

/**
 * The visitor's light/dark switch: "Dark mode", on when the page is dark. Its knob shows the mode
 * from the first paint (the theme's CSS places it). A switch must say whether it is on, so the
 * prerendered HTML carries the owner's setting, which the start script corrects to the mode on
 * screen before the app hydrates (startAfterFirstPaint.js): hydration then finds what it renders.
 */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const mode = useSyncExternalStore(subscribe, modeNow, modeNow);
  const toggle = useCallback(() => {
    chooseMode(currentMode(siteContent().theme.mode) === 'dark' ? 'light' : 'dark');
    listeners.forEach((listener) => listener());
  }, []);
  return (
    <button
      type="button"
      role="switch"
      className={`theme-toggle ${className}`.trim()}
      aria-checked={mode === 'dark'}
      onClick={toggle}
    >
      <span className="theme-toggle__icon" aria-hidden="true" />
      <span className="visually-hidden-on-phone">{t('shell.darkMode')}</span>
    </button>
  );
}
