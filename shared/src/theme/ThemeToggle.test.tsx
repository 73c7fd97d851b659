import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from './ThemeToggle';
import { THEME_STORAGE_KEY } from './themePreference';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('ThemeToggle', () => {
  it('switches between dark and light and remembers the choice', async () => {
    render(<ThemeToggle />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    // The sample owner's mode is auto; jsdom has no light preference, so the page starts dark.
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});

describe('themeInit.js (the blocking <head> script)', () => {
  const source = readFileSync(join(__dirname, 'themeInit.js'), 'utf8');

  it('applies the stored choice under the key the toggle writes', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    new Function(source)();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('ignores anything but light or dark', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    new Function(source)();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });
});
