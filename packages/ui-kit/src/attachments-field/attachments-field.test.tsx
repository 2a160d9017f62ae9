import { testFile } from '@portal/test-config/multipart';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '#form/form.tsx';
import { FormError } from '#form/form-error.tsx';
import { SubmitButton } from '#form/submit-button.tsx';
import { AttachmentsField, mapAttachmentsError, type AttachmentsFieldProps } from './attachments-field.tsx';

/** The field as a form holds it: the picked files in state. */
function Attaching({ initial = [], ...props }: Partial<AttachmentsFieldProps> & { initial?: File[] }) {
  const [files, setFiles] = useState<File[]>(initial);
  return <AttachmentsField {...props} files={files} onChange={setFiles} />;
}

const fileNames = () => within(screen.getByRole('list', { name: 'Files to attach' })).getAllByRole('listitem').map((item) => item.firstChild?.textContent);

describe('AttachmentsField', () => {
  it('starts with the rules and a button to pick files', () => {
    render(<Attaching />);
    expect(screen.getByRole('group', { name: 'Attachments' })).toHaveAccessibleDescription(
      'Up to 5 files of at most 5 MB each: screenshots (png, jpg, gif, webp) or text and log files (txt, log).',
    );
    expect(screen.queryByRole('list', { name: 'Files to attach' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add files' })).toBeEnabled();
    expect(screen.getByLabelText('Attach files')).toHaveAttribute('accept', '.png,.jpg,.jpeg,.gif,.webp,.txt,.log');
  });

  it('follows the rules the API sent: count, size and types', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Attaching rules={{ files: 2, bytes: 2.5 * 1024 * 1024, extensions: ['pdf', 'log'] }} />);
    expect(screen.getByRole('group', { name: 'Attachments' })).toHaveAccessibleDescription('Up to 2 files of at most 2.5 MB each, of these types: pdf, log.');
    expect(screen.getByLabelText('Attach files')).toHaveAttribute('accept', '.pdf,.log');
    await user.upload(screen.getByLabelText('Attach files'), [
      testFile('invoice.pdf', 300, 'application/pdf'),
      testFile('screen.png', 300, 'image/png'),
      testFile('big.log', 2.5 * 1024 * 1024 + 1),
      testFile('plex.log', 30),
      testFile('more.log', 30),
    ]);
    expect(fileNames()).toEqual(['invoice.pdf', 'plex.log']);
    expect(screen.getByText('The file screen.png must be a file of type: pdf, log.')).toBeInTheDocument();
    expect(screen.getByText('The file big.log must not be greater than 2.5 MB.')).toBeInTheDocument();
    expect(screen.getByText('You can attach at most 2 files; more.log was left out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add more files' })).toBeDisabled();
  });

  it('lists the picked files with their sizes, adds more and removes one', async () => {
    const user = userEvent.setup();
    render(<Attaching />);
    await user.upload(screen.getByLabelText('Attach files'), [testFile('plex.log', 1200), testFile('screen.png', 300, 'image/png')]);
    expect(fileNames()).toEqual(['plex.log', 'screen.png']);
    expect(screen.getByRole('list', { name: 'Files to attach' })).toHaveTextContent('1.2 KB');
    await user.upload(screen.getByLabelText('Attach files'), testFile('roku.txt', 20));
    expect(fileNames()).toEqual(['plex.log', 'screen.png', 'roku.txt']);
    expect(screen.getByRole('button', { name: 'Add more files' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove screen.png' }));
    expect(fileNames()).toEqual(['plex.log', 'roku.txt']);
  });

  it('refuses a file of another kind or over 5 MB on picking, in the server’s words', async () => {
    // A picker told to show every file can still hand over one the field does not take.
    const user = userEvent.setup({ applyAccept: false });
    render(<Attaching />);
    await user.upload(screen.getByLabelText('Attach files'), [
      testFile('plex.log', 300),
      testFile('setup.exe', 10, 'application/x-msdownload'),
      testFile('huge.png', 5 * 1024 * 1024 + 1, 'image/png'),
    ]);
    expect(fileNames()).toEqual(['plex.log']);
    const refusal = 'The file setup.exe must be an image (png, jpg, jpeg, gif, webp) or a text or log file (txt, log).';
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.getByText('The file huge.png must not be greater than 5 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add more files' })).toHaveAccessibleDescription(new RegExp(`^${refusal.replace(/[().]/g, '\\$&')}`));
    // Removing a file starts over: the refusals belonged to the last pick.
    await user.click(screen.getByRole('button', { name: 'Remove plex.log' }));
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });

  it('takes five files at most and names the ones left out', async () => {
    const user = userEvent.setup();
    render(<Attaching initial={['a.log', 'b.log', 'c.log'].map((name) => testFile(name, 10))} />);
    await user.upload(screen.getByLabelText('Attach files'), ['d.log', 'e.log', 'f.log'].map((name) => testFile(name, 10)));
    expect(fileNames()).toEqual(['a.log', 'b.log', 'c.log', 'd.log', 'e.log']);
    expect(screen.getByText('You can attach at most 5 files; f.log was left out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add more files' })).toBeDisabled();
    expect(screen.getByLabelText('Attach files')).toBeDisabled();
  });

  it('lets nothing be added or removed while disabled', () => {
    render(<Attaching initial={[testFile('plex.log', 10)]} disabled />);
    expect(screen.getByRole('button', { name: 'Add more files' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove plex.log' })).toBeDisabled();
    expect(screen.getByLabelText('Attach files')).toBeDisabled();
  });

  it('shows an error it is given with the files', () => {
    render(<Attaching initial={[testFile('plex.log', 10)]} error="The file plex.log could not be scanned for viruses." />);
    const add = screen.getByRole('button', { name: 'Add more files' });
    expect(add).toHaveAttribute('aria-invalid', 'true');
    expect(add).toHaveAccessibleDescription('The file plex.log could not be scanned for viruses.');
  });

  describe('in a form the server refuses', () => {
    it('shows each file error once, with the files, and focuses the field', async () => {
      const user = userEvent.setup();
      const submit = vi.fn(() =>
        Promise.reject({
          message: 'The file plex.log could not be scanned for viruses. (and 1 more error)',
          errors: {
            'attachments.0': ['The file plex.log could not be scanned for viruses.'],
            'attachments.1': ['The file screen.png must not be greater than 5 MB.'],
          },
        }),
      );
      render(
        <Form aria-label="Reply" mapError={mapAttachmentsError} onSubmit={submit}>
          <FormError />
          <Attaching initial={[testFile('plex.log', 10), testFile('screen.png', 10, 'image/png')]} />
          <SubmitButton>Send reply</SubmitButton>
        </Form>,
      );
      await user.click(screen.getByRole('button', { name: 'Send reply' }));
      const add = screen.getByRole('button', { name: 'Add more files' });
      await waitFor(() => expect(add).toHaveFocus());
      expect(add).toHaveAccessibleDescription('The file plex.log could not be scanned for viruses. The file screen.png must not be greater than 5 MB.');
      expect(screen.getAllByText('The file plex.log could not be scanned for viruses.')).toHaveLength(1);
      // The summary only repeated the first file error, so the form shows no message of its own.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(fileNames()).toEqual(['plex.log', 'screen.png']);
    });

    it('keeps a message that is not about the files for the form', () => {
      expect(mapAttachmentsError({ message: 'This ticket is closed.', errors: { message: ['Write your reply.'] } })).toEqual({
        message: 'This ticket is closed.',
        fields: { message: 'Write your reply.' },
      });
    });
  });
});
