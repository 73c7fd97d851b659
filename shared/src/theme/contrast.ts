/**
 * The build's readability check of the theme: every text/background and control/background pair
 * the palettes produce, in both modes, against WCAG AA (4.5:1 text, 3:1 UI such as the focus ring).
 */
import { contrastRatio } from './color';
import { palette, type Palette, type ThemeMode } from './palette';

export const TEXT_AA = 4.5;
export const UI_AA = 3;

interface Pair {
  /** The site.json field that chose these colours. */
  field: string;
  describe: (p: Palette) => string;
  fg: keyof Palette;
  bg: keyof Palette;
  needs: number;
  /** The same in both modes (reported once). */
  modeFree?: boolean;
}

const PAIRS: Pair[] = [
  { field: 'theme.accent', describe: () => 'white text', fg: 'onAccent', bg: 'accent', needs: TEXT_AA, modeFree: true },
  { field: 'theme.accent', describe: () => 'white text (hovered button)', fg: 'onAccent', bg: 'accentHover', needs: TEXT_AA, modeFree: true },
  { field: 'theme.accent', describe: (p) => `link text ${p.link}`, fg: 'link', bg: 'bg', needs: TEXT_AA },
  { field: 'theme.accent', describe: (p) => `link text ${p.link}`, fg: 'link', bg: 'surface', needs: TEXT_AA },
  { field: 'theme.accent', describe: (p) => `hovered link text ${p.linkHover}`, fg: 'linkHover', bg: 'bg', needs: TEXT_AA },
  { field: 'theme.accent', describe: (p) => `focus ring ${p.link}`, fg: 'link', bg: 'surface', needs: UI_AA },
  { field: 'theme', describe: (p) => `text ${p.text}`, fg: 'text', bg: 'bg', needs: TEXT_AA },
  { field: 'theme', describe: (p) => `text ${p.text}`, fg: 'text', bg: 'surface', needs: TEXT_AA },
  { field: 'theme', describe: (p) => `text ${p.text}`, fg: 'text', bg: 'raised', needs: TEXT_AA },
  { field: 'theme', describe: (p) => `secondary text ${p.muted}`, fg: 'muted', bg: 'bg', needs: TEXT_AA },
  { field: 'theme', describe: (p) => `secondary text ${p.muted}`, fg: 'muted', bg: 'surface', needs: TEXT_AA },
  { field: 'theme', describe: (p) => `notice text ${p.warningText}`, fg: 'warningText', bg: 'warningBg', needs: TEXT_AA },
  { field: 'theme', describe: (p) => `error text ${p.danger}`, fg: 'danger', bg: 'bg', needs: TEXT_AA },
  { field: 'theme', describe: (p) => `error text ${p.danger}`, fg: 'danger', bg: 'surface', needs: TEXT_AA },
];

/** Rounded down, so a ratio just under the bar never prints as meeting it. */
function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 10) / 10}:1`;
}

/** Every pair below AA, as `theme.accent: white text on #ffd400 is 1.4:1 (needs 4.5:1)`; empty when readable. */
export function themeContrastProblems(theme: { accent: string }): string[] {
  const problems = new Set<string>();
  for (const mode of ['light', 'dark'] as ThemeMode[]) {
    const p = palette(mode, theme.accent);
    for (const pair of PAIRS) {
      const ratio = contrastRatio(p[pair.fg], p[pair.bg]);
      if (ratio >= pair.needs) continue;
      const where = pair.modeFree ? '' : ` in ${mode} mode`;
      problems.add(
        `${pair.field}: ${pair.describe(p)} on ${p[pair.bg]}${where} is ${formatRatio(ratio)} (needs ${pair.needs}:1)`,
      );
    }
  }
  return [...problems];
}
