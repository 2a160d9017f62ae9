import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { plexToolsRoutes } from '../routes.tsx';
import { checkBackup } from './backup-invites-form.tsx';
import { checkInvite } from './invite-form.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function openSignedIn() {
  await signInAs('customer-plex');
  const view = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/invites' });
  const form = await screen.findByRole('form', { name: 'Sign in to Plex' });
  await view.user.type(within(form).getByLabelText(/Plex e-mail or username/), 'plex@demo.test');
  await view.user.type(within(form).getByLabelText(/Plex password/), DEMO_PASSWORD);
  await view.user.click(within(form).getByRole('button', { name: 'Sign in to Plex' }));
  await screen.findByRole('list', { name: 'Invites' });
  return view;
}

describe('checkInvite', () => {
  it('asks for a server and a valid e-mail address', () => {
    expect(checkInvite({ server_id: '', email: '' })).toEqual({ server_id: 'Choose the server to share.', email: 'Enter their Plex e-mail address.' });
    expect(checkInvite({ server_id: '1', email: 'not-an-address' }).email).toBe('Enter a valid e-mail address.');
    expect(checkInvite({ server_id: '1', email: ' pat@example.com ' })).toEqual({ server_id: undefined, email: undefined });
  });
});

describe('checkBackup', () => {
  it('asks for a server and a name of at most 60 characters', () => {
    expect(checkBackup({ server_id: '', name: ' ' })).toEqual({ server_id: 'Choose the server whose invites to back up.', name: 'Name the backup.' });
    expect(checkBackup({ server_id: '1', name: 'x'.repeat(61) }).name).toBe('Keep the name to 60 characters.');
  });
});

describe('the invites tool', () => {
  it('asks for the Plex login inline before sending anything', async () => {
    await signInAs('customer-plex');
    const { user } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/invites' });
    await user.click(await screen.findByRole('button', { name: 'Sign in to Plex' }));
    expect(screen.getByLabelText(/Plex e-mail or username/)).toHaveAccessibleDescription('Enter your Plex e-mail address or username.');
    expect(screen.getByLabelText(/Plex password/)).toHaveAccessibleDescription('Enter your Plex password.');
  });

  it('shows wrong Plex credentials next to the login and keeps what was typed', async () => {
    await signInAs('customer-plex');
    const { user } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/invites' });
    const login = await screen.findByLabelText(/Plex e-mail or username/);
    await user.type(login, 'plex@demo.test');
    await user.type(screen.getByLabelText(/Plex password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in to Plex' }));
    await waitFor(() => expect(login).toHaveAccessibleDescription('These Plex credentials do not match our records.'));
    expect(login).toHaveValue('plex@demo.test');
    expect(screen.getByLabelText(/Plex password/)).toHaveValue('wrong-password');
  });

  it("lists the account's invites after signing in to Plex", async () => {
    await openSignedIn();
    const invites = screen.getByRole('list', { name: 'Invites' });
    const expected = db.invite.findMany({ where: { server_id: { equals: DEMO_IDS.servers.plex } } });
    expect(within(invites).getAllByRole('listitem')).toHaveLength(expected.length);
    expect(screen.getByText('Signed in to Plex as plex@demo.test.')).toBeInTheDocument();
  });

  it("invites a Plex user and says 'Done!'", async () => {
    const { user } = await openSignedIn();
    const form = screen.getByRole('form', { name: 'Invite a Plex user' });
    await user.type(within(form).getByLabelText(/Their Plex e-mail address/), 'sam.rivera@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(dialog).getByText('An invite to Jordan’s Plex has been sent to sam.rivera@example.com.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(screen.getByRole('list', { name: 'Invites' })).findByText('sam.rivera@example.com')).toBeInTheDocument();
  });

  it('shows a refused invite next to the e-mail field and keeps it', async () => {
    const { user } = await openSignedIn();
    const taken = db.invite.findFirst({ where: { server_id: { equals: DEMO_IDS.servers.plex } } })!.email!;
    const email = within(screen.getByRole('form', { name: 'Invite a Plex user' })).getByLabelText(/Their Plex e-mail address/);
    await user.type(email, taken);
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This e-mail address has already been invited.'));
    expect(email).toHaveValue(taken);
  });

  it('asks to sign in to Plex again when the Plex sign-in expired', async () => {
    const { user } = await openSignedIn();
    server.use(
      http.post('*/api/customer/servers/:id/plex/invite', () =>
        HttpResponse.json({ success: false, message: 'Expired', errors: { token: ['Your Plex sign-in has expired. Sign in to Plex again.'] } }, { status: 422 }),
      ),
    );
    await user.type(screen.getByLabelText(/Their Plex e-mail address/), 'sam.rivera@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Your Plex sign-in has expired. Sign in to Plex again.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in to Plex' })).toBeInTheDocument();
  });

  it("backs up a server's invites, says 'Done!' and lists the backup", async () => {
    const { user } = await openSignedIn();
    const form = screen.getByRole('form', { name: 'Back up invites' });
    await user.type(within(form).getByLabelText(/Backup name/), 'Before the move');
    await user.click(within(form).getByRole('button', { name: 'Back up invites' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(dialog).getByText('The invite list of Jordan’s Plex (4 invites) has been backed up as “Before the move”.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(screen.getByRole('list', { name: 'Invite backups' })).findByText('Before the move')).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Back up invites' })).getByLabelText(/Backup name/)).toHaveValue('');
  });

  it('validates a backup inline', async () => {
    const { user } = await openSignedIn();
    const form = screen.getByRole('form', { name: 'Back up invites' });
    await user.click(within(form).getByRole('button', { name: 'Back up invites' }));
    expect(within(form).getByLabelText(/Backup name/)).toHaveAccessibleDescription('Name the backup.');
  });

  it('signs out of Plex', async () => {
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('button', { name: 'Sign out of Plex' }));
    expect(await screen.findByRole('form', { name: 'Sign in to Plex' })).toBeInTheDocument();
  });

  describe('invite backups', () => {
    it('lists the backups and shows the invites one keeps', async () => {
      await signInAs('customer-plex');
      const { user } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/invites' });
      const list = await screen.findByRole('list', { name: 'Invite backups' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      await user.click(within(list).getByRole('button', { name: 'Show the invites in Monthly' }));
      const dialog = await screen.findByRole('dialog', { name: 'Monthly' });
      expect(await within(dialog).findByText('grandma.lee@example.com')).toBeInTheDocument();
    });

    it("deletes a backup after confirming, and says 'Poof!'", async () => {
      await signInAs('customer-plex');
      const { user } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/invites' });
      const list = await screen.findByRole('list', { name: 'Invite backups' });
      await user.click(within(list).getByRole('button', { name: 'Delete Monthly' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete this invite backup?' });
      await user.click(within(confirm).getByRole('button', { name: 'Delete backup' }));
      const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
      expect(within(poof).getByText('The invite backup “Monthly” has been deleted.')).toBeInTheDocument();
      await user.click(within(poof).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(within(screen.getByRole('list', { name: 'Invite backups' })).getAllByRole('listitem')).toHaveLength(1));
    });

    it('keeps the confirmation open with the message when the delete fails', async () => {
      await signInAs('customer-plex');
      server.use(http.post('*/api/customer/plex-tools/invites/backups/delete/:backup', () => HttpResponse.json({ success: false, message: 'Backup not found.' }, { status: 404 })));
      const { user } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/invites' });
      await user.click(await screen.findByRole('button', { name: 'Delete Monthly' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete this invite backup?' });
      await user.click(within(confirm).getByRole('button', { name: 'Delete backup' }));
      expect(await within(confirm).findByText('Backup not found.')).toBeInTheDocument();
    });

    it('says so when there are none', async () => {
      await signInAs('customer-plex');
      server.use(http.get('*/api/customer/plex-tools/invites/backups', () => HttpResponse.json({ success: true, data: [] })));
      renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/invites' });
      expect(await screen.findByRole('heading', { name: 'No invite backups' })).toBeInTheDocument();
    });

    it('shows the error and retries', async () => {
      await signInAs('customer-plex');
      let calls = 0;
      server.use(
        http.get('*/api/customer/plex-tools/invites/backups', () => {
          calls += 1;
          return calls === 1 ? HttpResponse.json({ success: false, message: 'The backup store is not answering.' }, { status: 503 }) : HttpResponse.json({ success: true, data: [] });
        }),
      );
      const { user } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/invites' });
      expect(await screen.findByText('The backup store is not answering.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'No invite backups' })).toBeInTheDocument();
    });

    it('shows a loading state first', async () => {
      await signInAs('customer-plex');
      renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/invites' });
      expect(await screen.findByRole('status', { name: 'Loading your invite backups' })).toHaveAttribute('aria-busy', 'true');
      expect(await screen.findByRole('list', { name: 'Invite backups' })).toBeInTheDocument();
    });
  });
});
