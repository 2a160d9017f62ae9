import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { TextLink } from './text-link.tsx';

const meta = {
  title: 'Components/TextLink',
  component: TextLink,
  args: { href: '#password-reset', children: 'Forgot your password?' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InRunningText: Story = {
  render: (args) => (
    <p style={{ maxWidth: '32rem' }}>
      Your trial ends in three days. Pick a plan in the <TextLink {...args} href="#shop">shop</TextLink> to keep your
      server, or <TextLink href="#support">contact support</TextLink> if you need more time.
    </p>
  ),
};

/** Stands in for a router's `Link`, which renders an `<a>` and forwards its props. */
function RouterLink({ to, children, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

export const AsChild: Story = {
  render: () => (
    <TextLink asChild>
      <RouterLink to="#request-trial">Request a trial</RouterLink>
    </TextLink>
  ),
};
