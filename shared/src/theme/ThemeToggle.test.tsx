import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

describe('ThemeToggle as prerendered', () => {
  it('is served saying whether it is on, and hydrates as served when the visitor chose the other mode', async () => {
    const served = renderToString(<ThemeToggle />);
    expect(served).toContain('aria-checked="true"');
    // A visitor whose stored choice is light: the start script sets the served switch to what the
    // theme's CSS shows before the app hydrates.
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    document.documentElement.setAttribute('data-theme', 'light');
    const container = document.createElement('div');
    container.innerHTML = served.replace('aria-checked="true"', 'aria-checked="false"');
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <ThemeToggle />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect([recoverable, errors.mock.calls]).toEqual([[], []]);
    errors.mockRestore();
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    container.remove();
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
