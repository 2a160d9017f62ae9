import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AttachmentsField, type AttachmentsFieldProps } from './attachments-field.tsx';

/** A file as the picker hands it over, `size` bytes long. */
function file(name: string, size: number, type = 'text/plain'): File {
  return new File([new Uint8Array(size)], name, { type });
}

const picked = [file('plex-media-server.log', 48_213), file('buffering-tv.png', 412_300, 'image/png'), file('roku-settings.jpg', 1_204_000, 'image/jpeg')];

/** Keeps the files in state, so files can be added and removed in the story. */
function Attaching({ files: initial, onChange, ...props }: AttachmentsFieldProps) {
  const [files, setFiles] = useState<File[]>([...initial]);
  return (
    <AttachmentsField
      {...props}
      files={files}
      onChange={(next) => {
        setFiles(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/AttachmentsField',
  component: AttachmentsField,
  args: { files: [], onChange: fn() },
  render: (args) => <Attaching {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AttachmentsField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: the rules and the button to pick files. */
export const Empty: Story = {};

/** Picked files with their sizes, each removable; more can be added. */
export const WithFiles: Story = { args: { files: picked } };

/** Five files is the most: the button is disabled until one is removed. */
export const Full: Story = {
  args: { files: [...picked, file('player.log', 2_100), file('error.webp', 88_000, 'image/webp')] },
};

/** The server refused a file: its message under the files, and the files still there. */
export const WithError: Story = {
  args: {
    files: picked.slice(0, 1),
    error: 'The file plex-media-server.log could not be scanned for viruses.',
  },
};

/** While the message is being sent nothing can be added or removed. */
export const Disabled: Story = { args: { files: picked, disabled: true } };
