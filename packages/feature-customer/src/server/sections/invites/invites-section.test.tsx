import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServer, renderSection } from '../test/render-section.tsx';
import InvitesSection from './invites-section.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

function invitesOf(serverId: number) {
  return db.invite.getAll().filter((invite) => invite.server_id === serverId);
}

describe('Plex invites', () => {
  async function renderPlexInvites() {
    await signInAs('customer-plex');
    return renderSection(InvitesSection, await loadServer(DEMO_IDS.servers.plex));
  }

  async function signInToPlex(user: Awaited<ReturnType<typeof renderPlexInvites>>['user']) {
    await user.type(await screen.findByLabelText(/Plex e-mail or username/), 'plex@demo.test');
    await user.type(screen.getByLabelText(/Plex password/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Show invites' }));
    return screen.findByRole('list', { name: 'Invites of Jordan’s Plex' });
  }

  it('asks for the Plex login and password, checking them inline', async () => {
    const { user } = await renderPlexInvites();
    await user.click(await screen.findByRole('button', { name: 'Show invites' }));
    expect(screen.getByLabelText(/Plex e-mail or username/)).toHaveAccessibleDescription('Enter your Plex e-mail address or username.');
    expect(screen.getByLabelText(/Plex password/)).toHaveAccessibleDescription('Enter your Plex password.');
  });

  it('shows wrong Plex credentials next to the login and keeps what was typed', async () => {
    const { user } = await renderPlexInvites();
    await user.type(await screen.findByLabelText(/Plex e-mail or username/), 'someone@else.example');
    await user.type(screen.getByLabelText(/Plex password/), 'guess-again');
    await user.click(screen.getByRole('button', { name: 'Show invites' }));
    expect(await screen.findByText('These Plex credentials do not match the account this server is claimed with.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Plex e-mail or username/)).toHaveValue('someone@else.example');
    expect(screen.getByLabelText(/Plex password/)).toHaveValue('guess-again');
  });

  it('lists the invites after signing in, and signs out again', async () => {
    const { user } = await renderPlexInvites();
    const list = await signInToPlex(user);
    expect(within(list).getAllByRole('listitem')).toHaveLength(invitesOf(DEMO_IDS.servers.plex).length);
    const taylor = within(list).getByRole('heading', { name: 'taylork' }).closest('li') as HTMLElement;
    expect(within(taylor).getByText('taylor.kim@example.com')).toBeInTheDocument();
    expect(within(taylor).getByText('Accepted')).toBeInTheDocument();
    const grandma = within(list).getByRole('heading', { name: 'grandma.lee@example.com' }).closest('li') as HTMLElement;
    expect(within(grandma).getByText('Pending')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out of Plex' }));
    expect(screen.getByRole('form', { name: 'Sign in to Plex' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Invites of Jordan’s Plex' })).not.toBeInTheDocument();
  });

  it('invites a Plex user by e-mail and shows the invite', async () => {
    const { user } = await renderPlexInvites();
    await signInToPlex(user);
    const form = screen.getByRole('form', { name: 'Invite a user' });
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(within(form).getByLabelText(/Their Plex e-mail address/)).toHaveAccessibleDescription('Enter an e-mail address.');
    await user.type(within(form).getByLabelText(/Their Plex e-mail address/), 'sam.okoye@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));

    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('An invite to Jordan’s Plex has been sent to sam.okoye@example.com.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const list = screen.getByRole('list', { name: 'Invites of Jordan’s Plex' });
    expect(await within(list).findByRole('heading', { name: 'sam.okoye@example.com' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/Their Plex e-mail address/)).toHaveValue('');
  });

  it('shows the server’s error for an address already invited', async () => {
    const { user } = await renderPlexInvites();
    await signInToPlex(user);
    const form = screen.getByRole('form', { name: 'Invite a user' });
    await user.type(within(form).getByLabelText(/Their Plex e-mail address/), 'taylor.kim@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByText('This e-mail address has already been invited.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Their Plex e-mail address/)).toHaveValue('taylor.kim@example.com');
  });

  it('asks to sign in again when the Plex token is no longer valid', async () => {
    const { user } = await renderPlexInvites();
    await signInToPlex(user);
    db.server.update({ where: { id: { equals: DEMO_IDS.servers.plex } }, data: { media_token: 'rotated-token' } });
    const form = screen.getByRole('form', { name: 'Invite a user' });
    await user.type(within(form).getByLabelText(/Their Plex e-mail address/), 'new.friend@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your Plex sign-in has expired. Sign in to Plex again.');
  });

  it('lists the invite backups and opens one', async () => {
    const { user } = await renderPlexInvites();
    const backups = await screen.findByRole('list', { name: 'Invite backups of Jordan’s Plex' });
    expect(within(backups).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Monthly', 'Before moving to fra-01']);
    expect(within(backups).getAllByText(/4 invites/)).toHaveLength(2);
    await user.click(within(backups).getByRole('button', { name: 'View the invites of Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Monthly' });
    const list = await within(dialog).findByRole('list', { name: 'Invites in Monthly' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('heading', { name: 'marcus_lee' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Monthly' })).not.toBeInTheDocument();
  });
});

describe('Emby invites', () => {
  async function renderEmbyInvites() {
    await signInAs('customer-emby');
    return renderSection(InvitesSection, await loadServer(DEMO_IDS.servers.emby));
  }

  it('lists the invites without a sign-in and offers no invite backups', async () => {
    await renderEmbyInvites();
    const list = await screen.findByRole('list', { name: 'Invites of Shah Family Emby' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(invitesOf(DEMO_IDS.servers.emby).length);
    expect(screen.queryByRole('heading', { name: 'Invite backups' })).not.toBeInTheDocument();
  });

  it('invites a user by username', async () => {
    const { user } = await renderEmbyInvites();
    const form = await screen.findByRole('form', { name: 'Invite a user' });
    await user.click(within(form).getByRole('button', { name: 'Invite user' }));
    expect(within(form).getByLabelText(/Username/)).toHaveAccessibleDescription('Enter a username.');
    await user.type(within(form).getByLabelText(/Username/), 'grandpa');
    await user.click(within(form).getByRole('button', { name: 'Invite user' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('grandpa can now sign in to Shah Family Emby.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'grandpa' })).toBeInTheDocument();
  });

  it('shows a taken username next to the field and keeps it', async () => {
    const { user } = await renderEmbyInvites();
    const form = await screen.findByRole('form', { name: 'Invite a user' });
    await user.type(within(form).getByLabelText(/Username/), 'Ravi');
    await user.click(within(form).getByRole('button', { name: 'Invite user' }));
    expect(await within(form).findByText('The username has already been taken.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Username/)).toHaveValue('Ravi');
    expect(within(form).getByLabelText(/Username/)).toHaveFocus();
  });

  it('invites an Emby Connect account by e-mail', async () => {
    const { user } = await renderEmbyInvites();
    const form = await screen.findByRole('form', { name: 'Invite with Emby Connect' });
    await user.type(within(form).getByLabelText(/Emby Connect e-mail address/), 'aunt');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(within(form).getByLabelText(/Emby Connect e-mail address/)).toHaveAccessibleDescription('Enter a valid e-mail address, such as name@example.com.');
    await user.type(within(form).getByLabelText(/Emby Connect e-mail address/), '@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('An Emby Connect invite has been sent to aunt@example.com.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const item = (await screen.findByRole('heading', { name: 'aunt@example.com' })).closest('li') as HTMLElement;
    expect(within(item).getByText('Pending')).toBeInTheDocument();
  });

  it('shows the server’s e-mail error next to the field', async () => {
    server.use(
      http.post('*/api/customer/servers/:id/emby/connect', () =>
        HttpResponse.json(
          { success: false, message: 'No Emby Connect account uses this e-mail address.', errors: { email: ['No Emby Connect account uses this e-mail address.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderEmbyInvites();
    const form = await screen.findByRole('form', { name: 'Invite with Emby Connect' });
    await user.type(within(form).getByLabelText(/Emby Connect e-mail address/), 'nobody@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByText('No Emby Connect account uses this e-mail address.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Emby Connect e-mail address/)).toHaveValue('nobody@example.com');
  });

  it('shows a failed load and tries again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/customer/servers/:id/invites', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'Emby did not answer.' }, { status: 502 });
        return HttpResponse.json({ success: true, data: { invites: [], token: null } });
      }),
    );
    const { user } = await renderEmbyInvites();
    expect(await screen.findByText('Emby did not answer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No invites yet' })).toBeInTheDocument();
  });
});

describe('Jellyfin invites', () => {
  async function renderJellyfinInvites() {
    await signInAs('customer-jellyfin');
    return renderSection(InvitesSection, await loadServer(DEMO_IDS.servers.jellyfin));
  }

  it('says so when nobody is invited yet', async () => {
    await renderJellyfinInvites();
    expect(await screen.findByRole('heading', { name: 'No invites yet' })).toBeInTheDocument();
  });

  it('checks the username and password, then invites the user', async () => {
    const { user } = await renderJellyfinInvites();
    const form = await screen.findByRole('form', { name: 'Invite a user' });
    await user.type(within(form).getByLabelText(/Username/), 'kid');
    await user.type(within(form).getByLabelText(/^Password/), '123');
    await user.click(within(form).getByRole('button', { name: 'Invite user' }));
    expect(within(form).getByLabelText(/^Password/)).toHaveAccessibleDescription(expect.stringContaining('Use at least 8 characters.'));

    await user.type(within(form).getByLabelText(/^Password/), '-cartoons');
    await user.click(within(form).getByRole('button', { name: 'Invite user' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('kid can now sign in to Mateo’s Jellyfin.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'kid' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/Username/)).toHaveValue('');
  });

  it('shows a taken username from the server next to the field', async () => {
    db.invite.create({ id: 950, server_id: DEMO_IDS.servers.jellyfin, user_id: DEMO_IDS.users.jellyfin, email: '', username: 'lucia', status: 'accepted', created_at: new Date().toISOString() });
    const { user } = await renderJellyfinInvites();
    const form = await screen.findByRole('form', { name: 'Invite a user' });
    await user.type(within(form).getByLabelText(/Username/), 'lucia');
    await user.type(within(form).getByLabelText(/^Password/), 'long-enough');
    await user.click(within(form).getByRole('button', { name: 'Invite user' }));
    expect(await within(form).findByText('The username has already been taken.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('long-enough');
  });

  it('says so when invites are switched off for the account', async () => {
    const restricted = db.user.getAll().find((candidate) => candidate.restrictions.includes('invites'))!;
    await login({ email: restricted.email, password: DEMO_PASSWORD });
    const own = db.server.getAll().find((candidate) => candidate.user_id === restricted.id)!;
    const { user } = renderSection(InvitesSection, await loadServer(own.id));
    expect(own.type).toBe('plex');
    await user.type(await screen.findByLabelText(/Plex e-mail or username/), restricted.email);
    await user.type(screen.getByLabelText(/Plex password/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Show invites' }));
    const form = await screen.findByRole('form', { name: 'Invite a user' });
    await user.type(within(form).getByLabelText(/Their Plex e-mail address/), 'friend@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This feature is not available on your account.');
  });
});
