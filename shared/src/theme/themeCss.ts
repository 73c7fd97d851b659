/**
 * The palettes as CSS custom properties. The build writes this stylesheet and theme.css imports it,
 * so every app (the shell and each remote's standalone harness) gets the owner's colours.
 *
 * The mode a visitor sees: their own choice (the toggle, stored in localStorage and put on <html> as
 * data-theme by themeInit.js before the first paint), else the owner's theme.mode, where `auto`
 * follows prefers-color-scheme.
 */
import { palette, printPalette, type Palette, type ThemeMode } from './palette';

export type ThemeSetting = ThemeMode | 'auto';

const PROPERTIES: Record<string, keyof Palette> = {
  '--color-bg': 'bg',
  '--color-surface': 'surfaceTranslucent',
  '--color-surface-solid': 'surface',
  '--color-raised': 'raised',
  '--color-border': 'border',
  '--color-text': 'text',
  '--color-muted': 'muted',
  '--color-accent': 'link',
  '--color-accent-strong': 'linkHover',
  '--color-primary': 'accent',
  '--color-primary-hover': 'accentHover',
  '--color-on-primary': 'onAccent',
  '--color-warning-bg': 'warningBg',
  '--color-warning-text': 'warningText',
  '--color-danger-text': 'danger',
  '--color-scrim-top': 'scrimTop',
  '--color-scrim-bottom': 'scrimBottom',
  '--color-overlay': 'overlay',
  '--color-bar': 'bar',
  '--color-chip-bg': 'chipBg',
};

function declarations(mode: ThemeMode, accent: string, p: Palette = palette(mode, accent)): string {
  const lines = Object.entries(PROPERTIES).map(([name, key]) => `  ${name}: ${p[key]};`);
  // 1 in dark mode: the theme switch's knob sits by it, right from the first paint (before the script knows the mode).
  return [...lines, `  --mode-dark: ${mode === 'dark' ? 1 : 0};`, `  color-scheme: ${mode};`].join('\n');
}

/** The mode of the stylesheet's base rule: `auto` is dark unless the system asks for light. */
export function servedMode(setting: ThemeSetting): ThemeMode {
  return setting === 'light' ? 'light' : 'dark';
}

export function themeCss(theme: { mode: ThemeSetting; accent: string }): string {
  const { mode, accent } = theme;
  const fallback = servedMode(mode);
  const blocks = [
    `/* Generated from content/site.json "theme" by shared/src/theme/themeCss.ts. */`,
    `:root {\n${declarations(fallback, accent)}\n}`,
  ];
  if (mode === 'auto') {
    blocks.push(
      `@media (prefers-color-scheme: light) {\n  :root:not([data-theme='dark']) {\n${declarations('light', accent).replace(/^/gm, '  ')}\n  }\n}`,
    );
  }
  blocks.push(`:root[data-theme='light'] {\n${declarations('light', accent)}\n}`);
  blocks.push(`:root[data-theme='dark'] {\n${declarations('dark', accent)}\n}`);
  // Last and as specific as every rule above, so paper is always black on white.
  blocks.push(
    `@media print {\n  :root:not([data-theme]),\n  :root[data-theme] {\n${declarations('light', accent, printPalette()).replace(/^/gm, '  ')}\n  }\n}`,
  );
  return `${blocks.join('\n\n')}\n`;
}

/** The colour of the browser's UI (meta theme-color) for each mode. */
export function themeColors(accent: string): Record<ThemeMode, string> {
  return { dark: palette('dark', accent).bg, light: palette('light', accent).bg };
}
