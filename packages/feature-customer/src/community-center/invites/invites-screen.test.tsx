import { signOutForTest } from '@portal/api-client/testing';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { communityRoutes } from '../routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function openInvites(role: Parameters<typeof signInAs>[0] = 'customer-plex') {
  await signInAs(role);
  const view = renderRoutes(communityRoutes, { url: '/app/community-center' });
  const list = await screen.findByRole('list', { name: 'Your invites' });
  return { ...view, list };
}

describe('the community center', () => {
  it('opens on its first section, with a link to each section', async () => {
    await signInAs('customer-plex');
    const { router } = renderRoutes(communityRoutes, { url: '/app/community-center' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Community center' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Your invites' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/community-center/invites');
    const nav = screen.getByRole('navigation', { name: 'Community center' });
    expect(within(nav).getByRole('link', { name: 'Invites' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Community CDN' })).toHaveAttribute('href', '/app/community-center/cdn');
    expect(within(nav).getByRole('link', { name: 'Mismatched content' })).toHaveAttribute('href', '/app/community-center/mismatched-content');
  });
});

describe('community invites', () => {
  it('lists the invites with their state and the places left', async () => {
    const { list } = await openInvites();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByText('lena.fischer@example.de')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(list).getByText('“Join me, the 4K lists are great.”')).toBeInTheDocument();
    expect(screen.getByText('3 of 5 invites left')).toBeInTheDocument();
    expect(screen.getByText('1 of 5 invites accepted.')).toBeInTheDocument();
    // Only a pending invite can be revoked.
    expect(within(list).getAllByRole('button', { name: /^Revoke the invite to/ })).toHaveLength(2);
  });

  it('checks the address before sending, then sends the invite and clears the form', async () => {
    const { user, list } = await openInvites();
    const email = screen.getByRole('textbox', { name: 'Friend’s e-mail address' });
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter your friend’s e-mail address.'));
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter a valid e-mail address'));

    await user.clear(email);
    await user.type(email, 'New.Friend@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Personal message' }), 'Come along!');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(dialog).toHaveTextContent('An invite has been sent to new.friend@example.com.');
    expect(email).toHaveValue('');
    await user.click(within(dialog).getByRole('button'));
    expect(await within(list).findByText('new.friend@example.com')).toBeInTheDocument();
    expect(screen.getByText('2 of 5 invites left')).toBeInTheDocument();
  });

  it('shows the server’s refusal next to the address and keeps what was typed', async () => {
    const { user } = await openInvites();
    const email = screen.getByRole('textbox', { name: 'Friend’s e-mail address' });
    await user.type(email, 'emby@demo.test');
    await user.type(screen.getByRole('textbox', { name: 'Personal message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('emby@demo.test already has an account.')));
    expect(email).toHaveValue('emby@demo.test');
    expect(screen.getByRole('textbox', { name: 'Personal message' })).toHaveValue('Hello');
  });

  it('tells a trial account why it cannot invite', async () => {
    await signInAs('trial');
    const { user } = renderRoutes(communityRoutes, { url: '/app/community-center' });
    await user.type(await screen.findByRole('textbox', { name: 'Friend’s e-mail address' }), 'friend@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trial accounts cannot invite friends yet.');
  });

  it('revokes a pending invite after asking', async () => {
    const { user, list } = await openInvites();
    await user.click(within(list).getByRole('button', { name: 'Revoke the invite to lena.fischer@example.de' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this invite?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke invite' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(dialog).toHaveTextContent('The invite to lena.fischer@example.de has been revoked.');
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Revoked'));
    expect(within(list).queryByRole('button', { name: 'Revoke the invite to lena.fischer@example.de' })).not.toBeInTheDocument();
    expect(screen.getByText('4 of 5 invites left')).toBeInTheDocument();
  });

  it('says “Whoops!” with the server’s message when a revoke is refused', async () => {
    server.use(http.post('*/api/customer/community/invites/:invite/revoke', () => HttpResponse.json({ success: false, message: 'This invite has been accepted, so it cannot be revoked.' }, { status: 409 })));
    const { user, list } = await openInvites();
    await user.click(within(list).getByRole('button', { name: 'Revoke the invite to lena.fischer@example.de' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Revoke this invite?' })).getByRole('button', { name: 'Revoke invite' }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toHaveTextContent('This invite has been accepted, so it cannot be revoked.');
  });

  it('replaces the form with an explanation once every open invite is in use', async () => {
    server.use(http.get('*/api/customer/community/invites', () => HttpResponse.json({ success: true, data: { invites: [], limit: 5, remaining: 0 } })));
    await signInAs('customer-plex');
    renderRoutes(communityRoutes, { url: '/app/community-center' });
    expect(await screen.findByText('Every open invite is in use')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invite' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No invites yet' })).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/customer/community/invites', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'The community service is not answering.' }, { status: 503 })
          : HttpResponse.json({ success: true, data: { invites: [], limit: 5, remaining: 5 } });
      }),
    );
    await signInAs('customer-plex');
    const { user } = renderRoutes(communityRoutes, { url: '/app/community-center' });
    expect(await screen.findByRole('status', { name: 'Loading your invites' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('The community service is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No invites yet' })).toBeInTheDocument();
  });
});
