import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from '#field/select-field.tsx';
import { TextAreaField } from '#field/text-area-field.tsx';
import { InviteForm } from './invite-form.tsx';
import { inviteErrors } from './invite-rules.ts';

/** A 422 as the API sends it: Laravel's message and its errors per field. */
function validationFailure(errors: Record<string, string[]>) {
  return Object.assign(new Error(Object.values(errors)[0]?.[0] ?? 'The given data was invalid.'), { status: 422, errors });
}

describe('InviteForm', () => {
  it.each([
    ['plex', 'Invite a user', ['Their Plex e-mail address'], 'Send invite'],
    ['emby', 'Invite a user', ['Username'], 'Invite user'],
    ['emby-connect', 'Invite with Emby Connect', ['Emby Connect e-mail address'], 'Send invite'],
    ['jellyfin', 'Invite a user', ['Username', 'Password'], 'Invite user'],
    ['email', 'Invite someone', ['E-mail address'], 'Send invite'],
  ] as const)('has the fields of a %s invite', (kind, name, labels, button) => {
    render(<InviteForm kind={kind} submit={() => Promise.resolve()} />);
    const form = screen.getByRole('form', { name });
    for (const label of labels) expect(within(form).getByLabelText(new RegExp(`^${label}`), { selector: 'input' })).toBeRequired();
    expect(within(form).getAllByRole('textbox').length + form.querySelectorAll('input[type="password"]').length).toBe(labels.length);
    expect(within(form).getByRole('button', { name: button })).toHaveAttribute('type', 'submit');
  });

  it('checks the fields before sending and focuses the first one in error', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() => Promise.resolve());
    render(<InviteForm kind="jellyfin" submit={submit} />);
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    expect(submit).not.toHaveBeenCalled();
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveFocus();
    expect(username).toHaveAccessibleDescription('Enter a username.');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(/Use at least 8 characters\./);
  });

  it('sends trimmed addresses and usernames, the password as typed, and starts empty again', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() => Promise.resolve());
    render(<InviteForm kind="jellyfin" submit={submit} />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '  grace ');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), ' secret pass ');
    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    expect(submit).toHaveBeenCalledWith({ username: 'grace', password: ' secret pass ' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue(''));
  });

  it('is busy while the invite is sent', async () => {
    const user = userEvent.setup();
    render(<InviteForm kind="emby" submit={() => new Promise(() => {})} />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'grace');
    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    expect(screen.getByRole('button', { name: 'Invite user' })).toHaveAttribute('aria-busy', 'true');
  });

  it("shows the server's 422 next to its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() => Promise.reject(validationFailure({ email: ['This Plex account already has access.'] })));
    render(<InviteForm kind="plex" submit={submit} />);
    const email = screen.getByRole('textbox', { name: 'Their Plex e-mail address' });
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This Plex account already has access.'));
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveFocus();
  });

  it('shows a refusal of the whole invite above the button', async () => {
    const user = userEvent.setup();
    render(<InviteForm kind="emby-connect" submit={() => Promise.reject(Object.assign(new Error('Emby Connect did not answer.'), { status: 502 }))} />);
    const email = screen.getByRole('textbox', { name: 'Emby Connect e-mail address' });
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Emby Connect did not answer.');
    expect(email).toHaveValue('ada@example.com');
  });

  it('takes the wording of another screen, and fields of its own before and after', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() => Promise.resolve());
    render(
      <InviteForm<'email', { message: string; server_id: string }>
        kind="email"
        texts={{
          formLabel: 'Invite a friend',
          emailLabel: 'Friend’s e-mail address',
          emailDescription: 'They get an e-mail with a link to create their account.',
          emailMissing: 'Enter your friend’s e-mail address.',
        }}
        before={<SelectField name="server_id" label="Server" placeholder="Choose a server" options={[{ value: '7', label: 'plex-eu-01' }]} />}
        after={<TextAreaField name="message" label="Personal message" />}
        validate={(values) => ({ server_id: values.server_id ? undefined : 'Choose the server to share.' })}
        actionsAlign="end"
        submit={submit}
      />,
    );
    const form = screen.getByRole('form', { name: 'Invite a friend' });
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(screen.getByRole('combobox', { name: 'Server' })).toHaveAccessibleDescription('Choose the server to share.');
    const email = screen.getByRole('textbox', { name: 'Friend’s e-mail address' });
    expect(email).toHaveAccessibleDescription(/Enter your friend’s e-mail address\./);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), '7');
    await user.type(email, 'ada@example.com ');
    await user.type(screen.getByRole('textbox', { name: 'Personal message' }), 'See you on movie night');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(submit).toHaveBeenCalledWith({ server_id: '7', email: 'ada@example.com', message: 'See you on movie night' });
  });
});

describe('inviteErrors', () => {
  it('applies the e-mail, username and password rules of each kind', () => {
    expect(inviteErrors('plex', { email: '' })).toEqual({ email: 'Enter an e-mail address.' });
    expect(inviteErrors('plex', { email: 'ada@' })).toEqual({ email: 'Enter a valid e-mail address, such as name@example.com.' });
    expect(inviteErrors('email', { email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: 'Enter a valid e-mail address, such as name@example.com.' });
    expect(inviteErrors('emby', { username: 'x'.repeat(65) })).toEqual({ username: 'Keep the username to 64 characters.' });
    expect(inviteErrors('jellyfin', { username: 'grace', password: '' })).toEqual({ username: undefined, password: 'Enter a password.' });
    expect(inviteErrors('jellyfin', { username: 'grace', password: '12345678' })).toEqual({ username: undefined, password: undefined });
  });
});
