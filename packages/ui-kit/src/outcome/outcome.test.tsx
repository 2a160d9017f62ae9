import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '#dialog/confirm-dialog.tsx';
import { done, isValidationFailure, outcomeFromAnswer, outcomeFromError, poof, type Outcome } from './outcome.ts';
import { OutcomeProvider, useOutcome, type RunOptions } from './use-outcome.tsx';

/** A failure shaped like the api-client's errors, without importing it. */
function failure(message: string, status?: number, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), status === undefined ? {} : { status }, extra);
}

describe('outcome builders', () => {
  it('words success with the server message, or the fallback when it sent none', () => {
    expect(done('The server has been started')).toEqual({ title: 'Done!', message: 'The server has been started', tone: 'success' });
    expect(done(undefined, 'The scan has started.')).toMatchObject({ message: 'The scan has started.' });
    expect(done('', 'The scan has started.')).toMatchObject({ message: 'The scan has started.' });
    expect(poof(null, 'The backup has been deleted.')).toEqual({ title: 'Poof!', message: 'The backup has been deleted.', tone: 'success' });
  });

  it('reads an API answer, marking its message as markup only when asked to', () => {
    expect(outcomeFromAnswer({ message: 'Invite sent' }, 'The invite has been sent.')).toEqual({ title: 'Done!', message: 'Invite sent', tone: 'success' });
    expect(outcomeFromAnswer({}, 'The invite has been sent.', { title: 'Poof!' })).toMatchObject({ title: 'Poof!', message: 'The invite has been sent.' });
    expect(outcomeFromAnswer({ message: '<b>Sent</b>' }, 'Sent.', { html: true })).toMatchObject({ html: true });
    // The fallback is the portal's own text, never markup.
    expect(outcomeFromAnswer({ message: null }, 'Sent.', { html: true })).not.toHaveProperty('html');
  });

  it('reads a thrown failure structurally: message, status and details', () => {
    expect(outcomeFromError(failure('The node is busy', 409))).toEqual({ title: 'Whoops!', message: 'The node is busy', tone: 'error' });
    expect(outcomeFromError({ message: 'The server sent an answer this screen cannot read.', details: 'Call: GET /api/x' })).toMatchObject({
      title: 'Whoops!',
      details: 'Call: GET /api/x',
    });
    expect(outcomeFromError('boom')).toMatchObject({ message: 'Something went wrong' });
    expect(outcomeFromError(new Error(''))).toMatchObject({ message: 'Something went wrong' });
    expect(outcomeFromError(null)).toMatchObject({ message: 'Something went wrong' });
  });

  it("titles a server's own failure 'Uh oh!' only when asked to", () => {
    expect(outcomeFromError(failure('Server Error', 500)).title).toBe('Whoops!');
    expect(outcomeFromError(failure('Server Error', 500), { uhOhForServerErrors: true }).title).toBe('Uh oh!');
    expect(outcomeFromError(failure('Not allowed', 403), { uhOhForServerErrors: true }).title).toBe('Whoops!');
  });

  it('tells a 422 apart', () => {
    expect(isValidationFailure(failure('The email is invalid', 422))).toBe(true);
    expect(isValidationFailure(failure('Nope', 400))).toBe(false);
    expect(isValidationFailure(undefined)).toBe(false);
  });
});

function Raiser({ outcome, label = 'Start server' }: { outcome: Outcome; label?: string }) {
  const { show, dialog } = useOutcome();
  return (
    <>
      <button type="button" onClick={() => show(outcome)}>
        {label}
      </button>
      {dialog}
    </>
  );
}

describe('useOutcome', () => {
  it('shows the outcome as an alert dialog named by its title and described by the message', async () => {
    const user = userEvent.setup();
    render(<Raiser outcome={done('The server has been started')} />);
    await user.click(screen.getByRole('button', { name: 'Start server' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Done!' });
    expect(dialog).toHaveAccessibleDescription('The server has been started');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('gives focus back to the control the user acted from when it closes', async () => {
    const user = userEvent.setup();
    render(<Raiser outcome={done('The server has been started')} />);
    const trigger = screen.getByRole('button', { name: 'Start server' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('returns focus past a confirmation dialog, to the button that opened it', async () => {
    const user = userEvent.setup();
    function Backups() {
      const [confirming, setConfirming] = useState(false);
      const { failed, dialog } = useOutcome();
      return (
        <>
          <button type="button" onClick={() => setConfirming(true)}>
            Delete backup
          </button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete the backup?"
            description="It cannot be restored afterwards."
            confirmLabel="Delete"
            onConfirm={async () => {
              try {
                await Promise.reject(failure('The backup is being restored right now', 409));
              } catch (error) {
                failed(error);
              }
            }}
          />
          {dialog}
        </>
      );
    }
    render(<Backups />);
    const trigger = screen.getByRole('button', { name: 'Delete backup' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(whoops).toHaveAccessibleDescription('The backup is being restored right now');
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('sends focus to returnFocus when the control is gone (the deleted row)', async () => {
    const user = userEvent.setup();
    function List() {
      const [rows, setRows] = useState(['Nightly']);
      const { show, dialog } = useOutcome();
      return (
        <>
          <h2 id="backups" tabIndex={-1}>
            Backups
          </h2>
          {rows.map((row) => (
            <button
              key={row}
              type="button"
              onClick={() => {
                setRows([]);
                show({ ...poof('The backup has been deleted.'), returnFocus: () => document.getElementById('backups') });
              }}
            >
              Delete {row}
            </button>
          ))}
          {dialog}
        </>
      );
    }
    render(<List />);
    await user.click(screen.getByRole('button', { name: 'Delete Nightly' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Poof!' })).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { name: 'Backups' })).toHaveFocus();
  });

  it('shows server markup only sanitised, and plain text as text', async () => {
    const user = userEvent.setup();
    const markup = '<p>Your plan is <strong>active</strong>.</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>';
    const { unmount } = render(<Raiser outcome={{ ...done(markup), html: true }} />);
    await user.click(screen.getByRole('button', { name: 'Start server' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Done!' });
    expect(within(dialog).getByText('active').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    unmount();

    render(<Raiser outcome={done('<b>Started</b>')} />);
    await user.click(screen.getByRole('button', { name: 'Start server' }));
    expect(screen.getByRole('alertdialog', { name: 'Done!' })).toHaveAccessibleDescription('<b>Started</b>');
  });

  it('puts the details behind a toggle, outside the description', async () => {
    const user = userEvent.setup();
    const error = { message: 'The server sent an answer this screen cannot read.', details: 'Call: GET /api/customer/servers\nWhere: data.0.name' };
    render(<Raiser outcome={outcomeFromError(error)} />);
    await user.click(screen.getByRole('button', { name: 'Start server' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Whoops!' });
    expect(dialog).toHaveAccessibleDescription('The server sent an answer this screen cannot read.');
    await user.click(within(dialog).getByText('Show details'));
    expect(within(dialog).getByText(/Where: data\.0\.name/)).toBeVisible();
  });

  it('offers a second action that runs and closes the dialog, then runs onClose', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(<Raiser outcome={{ ...done('Your ticket is open.'), secondaryAction: { label: 'View ticket', onSelect }, onClose }} />);
    await user.click(screen.getByRole('button', { name: 'Start server' }));
    await user.click(screen.getByRole('button', { name: 'View ticket' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  describe('run', () => {
    function Runner({ action, options }: { action: () => Promise<unknown>; options: RunOptions }) {
      const { run, dialog } = useOutcome();
      const [result, setResult] = useState('');
      return (
        <>
          <button
            type="button"
            onClick={() =>
              run(action as () => Promise<{ message?: string }>, options).then(
                (answer) => setResult(answer ? 'resolved' : 'failed'),
                (error: Error) => setResult(`rejected: ${error.message}`),
              )
            }
          >
            Save
          </button>
          <output>{result}</output>
          {dialog}
        </>
      );
    }

    it("shows 'Done!' with the answer's message, or the success text", async () => {
      const user = userEvent.setup();
      render(<Runner action={() => Promise.resolve({})} options={{ success: 'Your profile has been saved.' }} />);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveAccessibleDescription('Your profile has been saved.');
      expect(await screen.findByText('resolved')).toBeInTheDocument();
    });

    it("shows 'Whoops!' for a failure and resolves without an answer", async () => {
      const user = userEvent.setup();
      render(<Runner action={() => Promise.reject(failure('The server is busy', 503))} options={{ success: 'Saved.' }} />);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toHaveAccessibleDescription('The server is busy');
      expect(await screen.findByText('failed')).toBeInTheDocument();
    });

    it('throws a 422 back to the form and shows no dialog', async () => {
      const user = userEvent.setup();
      render(<Runner action={() => Promise.reject(failure('The e-mail is taken', 422))} options={{ success: 'Saved.' }} />);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('rejected: The e-mail is taken')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  describe('given an OutcomeProvider', () => {
    it('shows the outcomes of every part in its one dialog', async () => {
      const user = userEvent.setup();
      render(
        <OutcomeProvider>
          <Raiser outcome={done('The server has been started')} />
          <Raiser outcome={outcomeFromError(failure('The node is down', 502), { uhOhForServerErrors: true })} label="Restart node" />
        </OutcomeProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Restart node' }));
      expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
      expect(screen.getByRole('alertdialog', { name: 'Uh oh!' })).toHaveAccessibleDescription('The node is down');
      await user.keyboard('{Escape}');
      expect(screen.getByRole('button', { name: 'Restart node' })).toHaveFocus();
    });
  });
});
