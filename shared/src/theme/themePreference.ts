/**
 * The visitor's light/dark choice: kept in localStorage and mirrored on <html data-theme>, which the
 * generated theme stylesheet follows. themeInit.js applies it before the first paint.
 */
import type { ThemeMode } from './palette';
import type { ThemeSetting } from './themeCss';

export const THEME_STORAGE_KEY = 'portfolio:theme';

function storedChoice(): ThemeMode | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/** The mode on screen: the visitor's choice, else the owner's setting (`auto`: the system's). */
export function currentMode(ownerSetting: ThemeSetting): ThemeMode {
  const chosen = document.documentElement.getAttribute('data-theme') ?? storedChoice();
  if (chosen === 'light' || chosen === 'dark') return chosen;
  if (ownerSetting !== 'auto') return ownerSetting;
  return window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

export function chooseMode(mode: ThemeMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
