import type { Preview } from '@storybook/react-vite';
import '#styles/index.ts';
import { ThemeFrame, type ThemeMode } from './theme-frame.tsx';

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'side-by-side' || value === 'light' || value === 'dark';
}

const preview: Preview = {
  globalTypes: {
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
  initialGlobals: { theme: 'side-by-side' },
  decorators: [
    (Story, context) => {
      const mode = isThemeMode(context.globals.theme) ? context.globals.theme : 'side-by-side';
      return <ThemeFrame mode={mode}>{() => <Story />}</ThemeFrame>;
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
