import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { Stack } from '#layout/stack.tsx';
import { vars } from './contract.css.ts';
import * as styles from './tokens.css.ts';
import { baseTokens, lightColors } from './tokens.ts';

/** The design tokens as they resolve in each theme. */
function Tokens() {
  const id = useId();
  return (
    <Stack gap="xl">
      <Stack gap="md" as="section" aria-labelledby={`${id}-colour-tokens`}>
        <h2 id={`${id}-colour-tokens`}>Colour</h2>
        <ul className={styles.swatchGrid}>
          {(Object.keys(lightColors) as Array<keyof typeof lightColors>).map((name) => (
            <li key={name} className={styles.swatch}>
              <span className={styles.chip} style={{ backgroundColor: vars.color[name] }} />
              <code>color.{name}</code>
            </li>
          ))}
        </ul>
      </Stack>
      <Stack gap="md" as="section" aria-labelledby={`${id}-type-tokens`}>
        <h2 id={`${id}-type-tokens`}>Type</h2>
        {(Object.keys(baseTokens.font.size) as Array<keyof typeof baseTokens.font.size>).map((size) => (
          <p key={size} style={{ fontSize: vars.font.size[size] }}>
            font.size.{size}: Your servers, their status and what they are doing.
          </p>
        ))}
      </Stack>
      <Stack gap="md" as="section" aria-labelledby={`${id}-space-tokens`}>
        <h2 id={`${id}-space-tokens`}>Space</h2>
        {(Object.keys(baseTokens.space) as Array<keyof typeof baseTokens.space>).map((space) => (
          <div key={space} className={styles.scaleRow}>
            <code style={{ width: '6rem' }}>space.{space}</code>
            <span className={styles.spaceBar} style={{ width: vars.space[space] }} />
          </div>
        ))}
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTokens: Story = {};
