import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'invites' },
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Plex tools">
        <Tabs.Trigger value="invites">Invites</Tabs.Trigger>
        <Tabs.Trigger value="sync">Sync</Tabs.Trigger>
        <Tabs.Trigger value="collections">Collections</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="invites">Invite friends to your Plex server.</Tabs.Content>
      <Tabs.Content value="sync">Sync libraries between servers.</Tabs.Content>
      <Tabs.Content value="collections">Group films into collections.</Tabs.Content>
    </Tabs.Root>
  ),
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Plex tools">
        <Tabs.Trigger value="invites">Invites</Tabs.Trigger>
        <Tabs.Trigger value="scan-media" disabled>
          Scan media
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="invites">Invite friends to your Plex server.</Tabs.Content>
      <Tabs.Content value="scan-media">Scan for new media.</Tabs.Content>
    </Tabs.Root>
  ),
};

const lounge = ['Movies', 'Movies 4K', 'Shows', 'Shows 4K', 'Subscribed content', 'Top played', 'My requests', 'Media reports', 'Lost and found'];

/** More tabs than fit on a phone: the list scrolls sideways on its own. */
export const ManyTabs: Story = {
  args: { defaultValue: 'Movies' },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Request lounge">
        {lounge.map((name) => (
          <Tabs.Trigger key={name} value={name}>
            {name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {lounge.map((name) => (
        <Tabs.Content key={name} value={name}>
          {name} requested by the people you share with.
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
};
