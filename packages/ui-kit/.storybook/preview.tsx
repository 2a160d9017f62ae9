import type { Preview } from '@storybook/react-vite';
import '#styles/index.ts';
import { activateLocale, i18n, type Locale } from '#i18n/i18n.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { ThemeFrame, type ThemeMode } from './theme-frame.tsx';

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'side-by-side' || value === 'light' || value === 'dark';
}

function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'de' || value === 'en-XA';
}

/** Renders the story once its language's catalog is active, and again on each switch. */
function InLanguage({ locale, children }: { locale: Locale; children: () => ReactNode }) {
  // The language already active renders at once (a story's play function starts right away).
  const [active, setActive] = useState<Locale | null>(() => (i18n.locale === locale ? locale : null));
  useEffect(() => {
    let current = true;
    void activateLocale(locale).then(() => current && setActive(locale));
    return () => {
      current = false;
    };
  }, [locale]);
  return active === locale ? <>{children()}</> : null;
}

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the components’ own words',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'en-XA', title: 'Pseudo (en-XA): what is not in a catalog shows unmarked' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme of the canvas',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'side-by-side', title: 'Light and dark side by side', icon: 'sidebyside' },
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'side-by-side', locale: 'en' },
  decorators: [
    (Story, context) => {
      const mode = isThemeMode(context.globals.theme) ? context.globals.theme : 'side-by-side';
      const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
      return <InLanguage locale={locale}>{() => <ThemeFrame mode={mode}>{() => <Story />}</ThemeFrame>}</InLanguage>;
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: {
      // Landmarks are the app shell's job; a component on its own has none.
      config: { rules: [{ id: 'region', enabled: false }] },
    },
  },
};

export default preview;
