import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '#button/button.tsx';
import { ViewDialog } from './view-dialog.tsx';

interface Backup {
  name: string;
  invites: string[];
}

const BACKUPS: Backup[] = [
  { name: 'Before the move', invites: ['sam@example.com', 'alex@example.com'] },
  { name: 'Spring clean-up', invites: [] },
];

function BackupList({ initial }: { initial: Backup | null }) {
  const [open, setOpen] = useState<Backup | null>(initial);
  return (
    <>
      {BACKUPS.map((backup) => (
        <Button key={backup.name} variant="secondary" onClick={() => setOpen(backup)}>
          View {backup.name}
        </Button>
      ))}
      <ViewDialog item={open} onClose={() => setOpen(null)} title={(backup) => backup.name} description={(backup) => `${backup.invites.length} invites.`}>
        {(backup) =>
          backup.invites.length > 0 ? (
            <ul>
              {backup.invites.map((invite) => (
                <li key={invite}>{invite}</li>
              ))}
            </ul>
          ) : (
            <p>This backup holds no invites.</p>
          )
        }
      </ViewDialog>
    </>
  );
}

const meta = {
  title: 'Overlays/ViewDialog',
  component: BackupList,
  args: { initial: BACKUPS[0]! },
} satisfies Meta<typeof BackupList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open on an item with content. */
export const Open: Story = {};

/** Open on an item whose body is an empty state. */
export const EmptyItem: Story = { args: { initial: BACKUPS[1]! } };

/** Closed: the list's buttons open it. */
export const Closed: Story = { args: { initial: null } };
