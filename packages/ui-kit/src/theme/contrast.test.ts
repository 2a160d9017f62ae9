import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { type ColorTokens, darkColors, lightColors } from './tokens.ts';

type Pair = [foreground: keyof ColorTokens, background: keyof ColorTokens, minimum: number];

const TEXT = 4.5;
// WCAG 1.4.11: borders of inputs and the focus ring must stand out 3:1 from what surrounds them.
const NON_TEXT = 3;

const surfaces = ['background', 'surface', 'surfaceRaised'] as const;

/** Every foreground/background pairing the components use. */
const pairs: Pair[] = [
  ...surfaces.flatMap((surface): Pair[] => [
    ['text', surface, TEXT],
    ['textMuted', surface, TEXT],
    ['link', surface, TEXT],
    ['danger', surface, TEXT],
    ['success', surface, NON_TEXT],
    ['warning', surface, NON_TEXT],
    ['info', surface, NON_TEXT],
    // Lines and bars of the charts (`./charts`) are graphical objects: 3:1 against their background.
    ['primary', surface, NON_TEXT],
    ['borderStrong', surface, NON_TEXT],
    ['focusRing', surface, NON_TEXT],
  ]),
  ['text', 'surfaceHover', TEXT],
  ['textMuted', 'surfaceHover', TEXT],
  ['danger', 'surfaceHover', TEXT],
  ['primaryContrast', 'primary', TEXT],
  ['primaryContrast', 'primaryHover', TEXT],
  ['dangerContrast', 'danger', TEXT],
  ['dangerContrast', 'dangerHover', TEXT],
  ['primarySoftText', 'primarySoft', TEXT],
  ['successSoftText', 'successSoft', TEXT],
  ['warningSoftText', 'warningSoft', TEXT],
  ['dangerSoftText', 'dangerSoft', TEXT],
  ['infoSoftText', 'infoSoft', TEXT],
  ['neutralSoftText', 'neutralSoft', TEXT],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('the %s palette', (_name, colors) => {
  it.each(pairs)('%s on %s reaches %d:1', (foreground, background, minimum) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(minimum);
  });
});
