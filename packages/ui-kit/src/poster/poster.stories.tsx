import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '#skeleton/skeleton.tsx';
import { Poster } from './poster.tsx';
import { posterFrameClass } from './poster.css.ts';

/** A poster-shaped image drawn in place, so the story needs no network. */
const artwork = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="200" height="300" fill="url(#g)"/><circle cx="100" cy="120" r="48" fill="#f59e0b"/></svg>',
)}`;

const meta = {
  title: 'Components/Poster',
  component: Poster,
  args: { title: 'The Bear', src: artwork, eager: true },
  decorators: [(Story) => <div style={{ width: '9rem' }}>{Story()}</div>],
} satisfies Meta<typeof Poster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};

/** No image: the title's letter, skipping "The", "A" and "An". */
export const Fallback: Story = { args: { src: null } };

export const FallbackWithLabel: Story = { args: { src: null, title: 'A Quiet Place', fallbackLabel: 'No poster' } };

/** The fallback's letter grows and shrinks with the box: a list row's thumbnail next to a card. */
export const Sizes: Story = {
  args: { src: null },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: '1rem' }}>
      <div style={{ width: '3rem', flex: 'none' }}>
        <Poster {...args} />
      </div>
      <div style={{ width: '12.5rem', flex: 'none' }}>
        <Poster {...args} fallbackLabel="No poster" />
      </div>
    </div>
  ),
  decorators: [],
};

/** The frame alone, for a loading placeholder of the same size. */
export const Loading: Story = {
  render: () => <Skeleton className={posterFrameClass} height="auto" />,
};
