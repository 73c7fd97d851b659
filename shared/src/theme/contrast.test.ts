import { contrastRatio, isHexColor, mix, parseHex } from './color';
import { themeContrastProblems } from './contrast';
import { DEFAULT_ACCENT, palette } from './palette';
import { themeCss } from './themeCss';

describe('colour arithmetic', () => {
  it('reads short and long hex colours', () => {
    expect(parseHex('#fa0')).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseHex('#1858C4')).toEqual({ r: 24, g: 88, b: 196 });
    expect(isHexColor('blue')).toBe(false);
    expect(isHexColor('#12345')).toBe(false);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The WCAG reference value for #767676 on white is 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#1858c4', '#ffffff', 0)).toBe('#1858c4');
  });
});

describe('themeContrastProblems', () => {
  it('accepts the default accent in both modes', () => {
    expect(themeContrastProblems({ accent: DEFAULT_ACCENT })).toEqual([]);
  });

  it('names the field and the pair for an unreadable accent', () => {
    const problems = themeContrastProblems({ accent: '#ffd400' });
    expect(problems[0]).toBe('theme.accent: white text on #ffd400 is 1.4:1 (needs 4.5:1)');
    expect(problems).toContain('theme.accent: link text #ffd400 on #ffffff in light mode is 1.4:1 (needs 4.5:1)');
    expect(problems).toContain('theme.accent: focus ring #ffd400 on #ffffff in light mode is 1.4:1 (needs 3:1)');
  });

  it('rounds a ratio just under the bar down, never up to the bar', () => {
    // White on #3b82f6 is 3.68:1.
    expect(themeContrastProblems({ accent: '#3b82f6' })).toContain(
      'theme.accent: white text on #3b82f6 is 3.6:1 (needs 4.5:1)',
    );
  });

  it('accepts dark, saturated accents that owners pick', () => {
    for (const accent of ['#7c3aed', '#0f766e', '#b91c1c', '#000080']) {
      expect(themeContrastProblems({ accent })).toEqual([]);
    }
  });

  it('keeps every built-in text pair of both palettes at AA', () => {
    for (const mode of ['dark', 'light'] as const) {
      const p = palette(mode);
      const pairs: [string, string][] = [
        [p.text, p.bg],
        [p.muted, p.surface],
        [p.warningText, p.warningBg],
        [p.danger, p.surface],
      ];
      for (const [fg, bg] of pairs) {
        expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('themeCss', () => {
  it('follows the visitor preference in auto mode and lets the toggle override it', () => {
    const css = themeCss({ mode: 'auto', accent: '#7c3aed' });
    expect(css).toMatch(/^:root \{[^}]*--color-bg: #0d1117;[^}]*--color-primary: #7c3aed;/m);
    expect(css).toContain("@media (prefers-color-scheme: light) {\n  :root:not([data-theme='dark']) {");
    expect(css).toMatch(/:root\[data-theme='light'\] \{[^}]*--color-bg: #f6f8fa;[^}]*color-scheme: light;/);
    expect(css).toMatch(/:root\[data-theme='dark'\] \{[^}]*--color-bg: #0d1117;/);
  });

  it('prints black on white in either mode', () => {
    const css = themeCss({ mode: 'dark', accent: DEFAULT_ACCENT });
    const print = css.slice(css.indexOf('@media print'));
    expect(print).toMatch(/:root\[data-theme\] \{[^}]*--color-bg: #ffffff;[^}]*--color-text: #000000;/);
  });

  it('starts light without a media query when the owner chooses light', () => {
    const css = themeCss({ mode: 'light', accent: DEFAULT_ACCENT });
    expect(css).toMatch(/^:root \{[^}]*--color-bg: #f6f8fa;/m);
    expect(css).not.toContain('prefers-color-scheme');
  });
});
