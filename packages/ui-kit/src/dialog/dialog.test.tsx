import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { deferred } from '#utils/deferred.ts';

function ConfirmHarness(props: Partial<ConfirmDialogProps> & Pick<ConfirmDialogProps, 'onConfirm'>) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete server?"
      description="The server and its backups are removed for good."
      confirmLabel="Delete server"
      tone="danger"
      {...props}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its description', () => {
    render(<ConfirmHarness onConfirm={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete server?' });
    expect(dialog).toHaveAccessibleDescription('The server and its backups are removed for good.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('shows the confirm button busy while the action runs, then closes', async () => {
    const user = userEvent.setup();
    const action = deferred();
    render(<ConfirmHarness onConfirm={() => action.promise} />);
    const confirm = screen.getByRole('button', { name: 'Delete server' });
    await user.click(confirm);

    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    action.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the action fails, ready to try again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error('Node unreachable')));
    function WithError() {
      const [error, setError] = useState<string>();
      return (
        <ConfirmHarness
          error={error}
          onConfirm={() =>
            onConfirm().catch((reason: Error) => {
              setError(reason.message);
              throw reason;
            })
          }
        />
      );
    }
    render(<WithError />);
    await user.click(screen.getByRole('button', { name: 'Delete server' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Node unreachable');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete server' })).toBeEnabled();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  describe('given a confirmText', () => {
    it('keeps confirm disabled until the exact text is typed', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      render(<ConfirmHarness confirmText="plex-eu-01" onConfirm={onConfirm} />);
      const field = screen.getByRole('textbox', { name: 'Type plex-eu-01 to confirm' });
      const confirm = screen.getByRole('button', { name: 'Delete server' });
      expect(field).toHaveFocus();
      expect(confirm).toBeDisabled();

      await user.type(field, 'plex-eu-0');
      expect(confirm).toBeDisabled();
      await user.type(field, '2');
      expect(confirm).toBeDisabled();
      await user.clear(field);
      await user.type(field, 'plex-eu-01');
      expect(confirm).toBeEnabled();

      await user.click(confirm);
      expect(onConfirm).toHaveBeenCalledTimes(1);
    });

    it('starts empty again when reopened', async () => {
      const user = userEvent.setup();
      function Reopenable() {
        const [open, setOpen] = useState(true);
        return (
          <>
            <button type="button" onClick={() => setOpen(true)}>
              Delete…
            </button>
            <ConfirmDialog
              open={open}
              onOpenChange={setOpen}
              title="Delete server?"
              description="This cannot be undone."
              confirmLabel="Delete server"
              confirmText="plex-eu-01"
              onConfirm={() => {}}
            />
          </>
        );
      }
      render(<Reopenable />);
      await user.type(screen.getByRole('textbox', { name: 'Type plex-eu-01 to confirm' }), 'plex');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(screen.getByRole('button', { name: 'Delete…' }));
      expect(screen.getByRole('textbox', { name: 'Type plex-eu-01 to confirm' })).toHaveValue('');
    });
  });
});

describe('MessageDialog', () => {
  it('shows the title and message and closes with its action', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <MessageDialog open={open} onOpenChange={setOpen} tone="success" title="Done!" message="The server has been started" />
      );
    }
    render(<Harness />);
    const dialog = screen.getByRole('alertdialog', { name: 'Done!' });
    expect(dialog).toHaveAccessibleDescription('The server has been started');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('uses a custom action label and reports the action', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <MessageDialog
        open
        onOpenChange={onOpenChange}
        tone="error"
        title="Whoops!"
        message="Something went wrong fetching the user"
        actionLabel="Got it!"
        onAction={onAction}
      />,
    );
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('MessageDialog, extended', () => {
  it('offers a second action that closes the dialog too', async () => {
    const user = userEvent.setup();
    const onSecondaryAction = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <MessageDialog
        open
        onOpenChange={onOpenChange}
        tone="success"
        title="Done!"
        message="Your ticket is open."
        secondaryActionLabel="View ticket"
        onSecondaryAction={onSecondaryAction}
      >
        <p>Reference 4821</p>
      </MessageDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Done!' });
    // Content under the message is not part of the description.
    expect(dialog).toHaveAccessibleDescription('Your ticket is open.');
    expect(within(dialog).getByText('Reference 4821')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'View ticket' }));
    expect(onSecondaryAction).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('lets the caller move focus when it closes', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button">Start server</button>
          <MessageDialog
            open={open}
            onOpenChange={setOpen}
            title="Done!"
            message="The server has been started"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              screen.getByRole('button', { name: 'Start server', hidden: true }).focus();
            }}
          />
        </>
      );
    }
    render(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Start server' })).toHaveFocus();
  });
});

describe('Dialog', () => {
  it('opens from its trigger, traps focus inside and returns it on close', async () => {
    const user = userEvent.setup();
    render(
      <Dialog.Root>
        <Dialog.Trigger>Rename server</Dialog.Trigger>
        <Dialog.Content title="Rename server" description="Customers see the new name at once.">
          <label htmlFor="new-name">New name</label>
          <input id="new-name" />
          <Dialog.Footer>
            <Dialog.Close>Cancel</Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Rename server' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Rename server' });
    expect(dialog).toHaveAccessibleDescription('Customers see the new name at once.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from its labelled close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Invite a user">
          <p>Invites expire after seven days.</p>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
