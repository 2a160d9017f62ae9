import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { TextField } from '#field/text-field.tsx';
import { Stack } from '#layout/stack.tsx';
import { Dialog } from './dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog.Content,
  args: {
    title: 'Rename server',
    description: 'Customers see the new name in their apps at once.',
    size: 'md',
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Rename server</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <TextField label="New name" name="name" defaultValue="plex-eu-01" />
        <Dialog.Footer>
          <Dialog.Close>Cancel</Dialog.Close>
          <Button>Save name</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = {
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Rename server</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <TextField label="New name" name="name" />
      </Dialog.Content>
    </Dialog.Root>
  ),
};

export const Small: Story = { args: { size: 'sm', description: undefined } };

export const Large: Story = {
  args: { size: 'lg', title: 'Announcement', description: undefined },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args}>
        <Stack>
          <p>We are moving the Frankfurt nodes to new hardware on Sunday between 02:00 and 04:00 CET.</p>
          <p>Servers on those nodes restart once during the window. Nothing else changes for you.</p>
        </Stack>
        <Dialog.Footer>
          <Dialog.Close variant="primary">Got it!</Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
};

/** Longer than the screen: the dialog scrolls inside, its title stays reachable. */
export const LongContent: Story = {
  args: { title: 'Terms of service', description: 'Please read them before you continue.' },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args}>
        <Stack>
          {Array.from({ length: 12 }, (_, index) => (
            <p key={index}>
              {index + 1}. Your media stays yours. We keep backups for thirty days after a server is deleted and remove
              them afterwards. Fair use applies to transcoding on shared nodes.
            </p>
          ))}
        </Stack>
        <Dialog.Footer>
          <Dialog.Close>Decline</Dialog.Close>
          <Dialog.Close variant="primary">Accept</Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
};
