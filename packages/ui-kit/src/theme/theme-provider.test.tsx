import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from './theme-provider.tsx';
import { useTheme } from './theme-context.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { themeInitScript } from './theme-init-script.ts';

/** A controllable `prefers-color-scheme: dark` query, standing in for the OS setting. */
function mockColorScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes('dark') ? dark : false;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    setDark(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent)));
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

function ThemeName() {
  const { theme } = useTheme();
  return <p>Current theme: {theme}</p>;
}

function renderWithProvider() {
  return render(
    <ThemeProvider>
      <ThemeName />
      <ThemeToggle />
    </ThemeProvider>,
  );
}

let scheme: ReturnType<typeof mockColorScheme>;

beforeEach(() => {
  scheme = mockColorScheme(false);
});

afterEach(() => {
  scheme.restore();
  delete document.documentElement.dataset.theme;
});

describe('ThemeProvider', () => {
  describe('given no stored choice', () => {
    it('follows the OS preference and applies it to <html>', () => {
      scheme.restore();
      scheme = mockColorScheme(true);
      renderWithProvider();
      expect(screen.getByText('Current theme: dark')).toBeInTheDocument();
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    });

    it('follows the OS when it changes while the user has not chosen', () => {
      renderWithProvider();
      expect(document.documentElement.dataset.theme).toBe('light');
      scheme.setDark(true);
      expect(screen.getByText('Current theme: dark')).toBeInTheDocument();
      expect(document.documentElement.dataset.theme).toBe('dark');
    });
  });

  describe('given a stored choice', () => {
    it('uses it over the OS preference', () => {
      scheme.restore();
      scheme = mockColorScheme(true);
      window.localStorage.setItem('theme', 'light');
      renderWithProvider();
      expect(screen.getByText('Current theme: light')).toBeInTheDocument();
      expect(document.documentElement.dataset.theme).toBe('light');
    });

    it('ignores OS changes', () => {
      window.localStorage.setItem('theme', 'light');
      renderWithProvider();
      scheme.setDark(true);
      expect(screen.getByText('Current theme: light')).toBeInTheDocument();
    });

    it('ignores a stored value that is not a theme', () => {
      window.localStorage.setItem('theme', 'sepia');
      renderWithProvider();
      expect(screen.getByText('Current theme: light')).toBeInTheDocument();
    });
  });

  describe('when the toggle is pressed', () => {
    it('switches the theme, stores the choice and renames the button', async () => {
      const user = userEvent.setup();
      renderWithProvider();
      await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(window.localStorage.getItem('theme')).toBe('dark');
      expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    });

    it('keeps the choice when the OS changes afterwards', async () => {
      const user = userEvent.setup();
      renderWithProvider();
      await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
      scheme.setDark(false);
      expect(screen.getByText('Current theme: dark')).toBeInTheDocument();
    });
  });

  describe('given local storage is unavailable', () => {
    beforeEach(() => {
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
    });

    it('renders with the OS preference instead of crashing', () => {
      renderWithProvider();
      expect(screen.getByText('Current theme: light')).toBeInTheDocument();
    });

    it('still toggles, and keeps the choice in a cookie', async () => {
      const user = userEvent.setup();
      renderWithProvider();
      await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(document.cookie).toContain('theme=dark');
    });
  });

  it('follows a choice made in another tab', () => {
    renderWithProvider();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(screen.getByText('Current theme: dark')).toBeInTheDocument();
  });
});

describe('themeInitScript', () => {
  const run = () => new Function(themeInitScript)();

  it('applies the stored choice before React starts', () => {
    scheme.restore();
    scheme = mockColorScheme(true);
    window.localStorage.setItem('theme', 'light');
    run();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('falls back to the OS preference', () => {
    scheme.restore();
    scheme = mockColorScheme(true);
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('reads the cookie when local storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    document.cookie = 'theme=dark; path=/';
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
