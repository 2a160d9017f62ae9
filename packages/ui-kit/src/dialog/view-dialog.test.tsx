import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ViewDialog } from './view-dialog.tsx';

interface Backup {
  name: string;
  invites: string[];
}

function BackupList() {
  const [open, setOpen] = useState<Backup | null>(null);
  const backups: Backup[] = [
    { name: 'Before the move', invites: ['sam@example.com'] },
    { name: 'Spring clean-up', invites: ['alex@example.com', 'kim@example.com'] },
  ];
  return (
    <>
      {backups.map((backup) => (
        <button key={backup.name} type="button" onClick={() => setOpen(backup)}>
          View {backup.name}
        </button>
      ))}
      <ViewDialog item={open} onClose={() => setOpen(null)} title={(backup) => backup.name} description={(backup) => `${backup.invites.length} invites.`}>
        {(backup) => (
          <ul aria-label="Invites">
            {backup.invites.map((invite) => (
              <li key={invite}>{invite}</li>
            ))}
          </ul>
        )}
      </ViewDialog>
    </>
  );
}

describe('ViewDialog', () => {
  it('shows the item it is given, named by its title, and closes with Close', async () => {
    const user = userEvent.setup();
    render(<BackupList />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Spring clean-up' }));
    const dialog = screen.getByRole('dialog', { name: 'Spring clean-up' });
    expect(dialog).toHaveAccessibleDescription('2 invites.');
    expect(within(within(dialog).getByRole('list', { name: 'Invites' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'alex@example.com',
      'kim@example.com',
    ]);

    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons.at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape, and opens again on another item', async () => {
    const user = userEvent.setup();
    render(<BackupList />);
    await user.click(screen.getByRole('button', { name: 'View Before the move' }));
    expect(screen.getByRole('dialog', { name: 'Before the move' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Spring clean-up' }));
    expect(screen.getByRole('dialog', { name: 'Spring clean-up' })).toBeInTheDocument();
  });

  it('gives the focus back to the element it is told, when it was opened without a trigger', async () => {
    const user = userEvent.setup();
    function FromAMenu() {
      const [open, setOpen] = useState<string | null>(null);
      const bell = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button ref={bell} type="button">
            Notifications
          </button>
          <button type="button" onClick={() => setOpen('Maintenance tonight')}>
            Open the latest
          </button>
          <ViewDialog item={open} onClose={() => setOpen(null)} title={(title) => title} hideCloseButton returnFocus={bell}>
            {() => <p>The servers restart at 02:00.</p>}
          </ViewDialog>
        </>
      );
    }
    render(<FromAMenu />);
    await user.click(screen.getByRole('button', { name: 'Open the latest' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Maintenance tonight' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });
});
