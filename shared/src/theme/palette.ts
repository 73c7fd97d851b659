/**
 * Every colour of the site, in one place: the dark and light palettes, derived from the owner's
 * accent (content/site.json `theme.accent`). The build turns them into CSS custom properties
 * (themeCss.ts) and checks their contrast (contrast.ts); no stylesheet names a colour itself.
 */
import { mix, rgba } from './color';

export type ThemeMode = 'dark' | 'light';

/** Today's blue: white text on it is 6.2:1. */
export const DEFAULT_ACCENT = '#1858c4';

export interface Palette {
  /** The page. */
  bg: string;
  /** Cards, bars and menus (solid; the translucent variants below are drawn over the video scrim). */
  surface: string;
  /** Hovered controls. */
  raised: string;
  text: string;
  muted: string;
  /** Links and the focus ring. */
  link: string;
  linkHover: string;
  /** Primary buttons: `onAccent` text on `accent`. */
  accent: string;
  accentHover: string;
  onAccent: string;
  warningBg: string;
  warningText: string;
  danger: string;
  /** Decorative: borders, translucent layers over the background video. */
  border: string;
  surfaceTranslucent: string;
  scrimTop: string;
  scrimBottom: string;
  overlay: string;
  bar: string;
  chipBg: string;
}

const BASE = {
  dark: {
    bg: '#0d1117',
    surface: '#161b22',
    raised: '#21262d',
    text: '#f0f3f6',
    muted: '#b7c0ca',
    warningBg: '#3b2f0b',
    warningText: '#ffe29a',
    danger: '#ffb4ab',
    border: 'rgba(240, 246, 252, 0.14)',
  },
  light: {
    bg: '#f6f8fa',
    surface: '#ffffff',
    raised: '#eaeef2',
    text: '#1f2328',
    muted: '#4b535d',
    warningBg: '#fff3c4',
    warningText: '#5c4400',
    danger: '#b42318',
    border: 'rgba(31, 35, 40, 0.16)',
  },
} as const;

/** Paper: black on white whatever the screen mode, links black too (their URLs print after them). */
export function printPalette(): Palette {
  const black = '#000000';
  const white = '#ffffff';
  return {
    bg: white,
    surface: white,
    raised: white,
    text: black,
    muted: '#333333',
    link: black,
    linkHover: black,
    accent: white,
    accentHover: white,
    onAccent: black,
    warningBg: white,
    warningText: black,
    danger: black,
    border: '#999999',
    surfaceTranslucent: white,
    scrimTop: white,
    scrimBottom: white,
    overlay: white,
    bar: white,
    chipBg: white,
  };
}

export function palette(mode: ThemeMode, accent: string = DEFAULT_ACCENT): Palette {
  const base = BASE[mode];
  // On the dark page the accent itself is usually too dark to read, so links use a tint of it;
  // on the light page the accent is the link colour.
  const link = mode === 'dark' ? mix(accent, '#ffffff', 0.55) : accent;
  const linkHover = mode === 'dark' ? mix(accent, '#ffffff', 0.7) : mix(accent, '#000000', 0.2);
  return {
    ...base,
    link,
    linkHover,
    accent,
    accentHover: mix(accent, '#000000', 0.15),
    onAccent: '#ffffff',
    surfaceTranslucent: rgba(base.surface, 0.86),
    scrimTop: rgba(base.bg, 0.78),
    scrimBottom: rgba(base.bg, 0.9),
    overlay: rgba(base.bg, 0.92),
    bar: rgba(base.bg, 0.96),
    chipBg: rgba(link, mode === 'dark' ? 0.12 : 0.1),
  };
}
