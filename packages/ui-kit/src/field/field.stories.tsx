import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '#layout/stack.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { PasswordField } from './password-field.tsx';
import { SelectField } from './select-field.tsx';
import { SwitchField } from './switch-field.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'Forms/Fields',
  component: TextField,
  args: { label: 'Server name', name: 'name' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const WithDescription: Story = {
  args: { description: 'Lowercase letters, digits and dashes. Customers see it in their apps.' },
};

export const WithError: Story = {
  args: { defaultValue: 'Plex EU 01', error: 'The name may only contain lowercase letters, digits and dashes.' },
};

export const Required: Story = { args: { required: true, label: 'E-mail', type: 'email', name: 'email' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'plex-eu-01' } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'plex-eu-01', label: 'Container' } };

export const LongLabelAndError: Story = {
  args: {
    label: 'Public URL of the reverse proxy that sits in front of this server, including the scheme',
    defaultValue: 'media.example',
    error: 'Enter a full URL, including https:// at the start, for example https://media.example.com',
  },
};

export const Password: Story = {
  render: () => <PasswordField label="Password" name="password" defaultValue="correct horse battery staple" />,
};

export const PasswordWithError: Story = {
  render: () => (
    <PasswordField
      label="New password"
      name="password"
      autoComplete="new-password"
      description="At least 12 characters."
      error="The password must be at least 12 characters."
      defaultValue="hunter2"
    />
  ),
};

export const TextArea: Story = {
  render: () => (
    <TextAreaField
      label="Describe the problem"
      name="body"
      description="What you did, what you expected, and what happened instead."
    />
  ),
};

export const TextAreaWithError: Story = {
  render: () => <TextAreaField label="Describe the problem" name="body" required error="Tell us what went wrong." />,
};

const serverTypes = [
  { value: 'plex', label: 'Plex' },
  { value: 'emby', label: 'Emby' },
  { value: 'jellyfin', label: 'Jellyfin' },
];

export const Select: Story = {
  render: () => <SelectField label="Server type" name="type" placeholder="Choose a type" options={serverTypes} />,
};

export const SelectWithError: Story = {
  render: () => (
    <SelectField label="Server type" name="type" options={serverTypes} defaultValue="emby" error="Emby is sold out on this node." />
  ),
};

export const Checkbox: Story = {
  render: () => (
    <Stack>
      <CheckboxField label="Remember me" name="remember" />
      <CheckboxField label="Enable the CDN" name="cdn" defaultChecked description="Serves artwork and streams from the edge." />
      <CheckboxField label="Locked by your reseller" name="locked" disabled />
    </Stack>
  ),
};

export const CheckboxWithError: Story = {
  render: () => (
    <CheckboxField label="I have read the message" name="confirm_read" required error="Please confirm you have read the message!" />
  ),
};

export const Switch: Story = {
  render: () => (
    <Stack>
      <SwitchField label="Don't show this again" name="dismiss" />
      <SwitchField label="E-mail me when a backup fails" name="backup_alerts" defaultChecked description="Sent to ada@example.com." />
      <SwitchField label="Automatic updates" name="auto_update" disabled defaultChecked />
    </Stack>
  ),
};
