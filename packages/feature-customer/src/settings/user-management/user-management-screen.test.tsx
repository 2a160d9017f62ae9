import { signOutForTest } from '@portal/api-client/testing';
import { db } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsRoutes } from '../routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function openUserManagement(url = '/app/settings/user-management') {
  await signInAs('customer-plex');
  const view = renderRoutes(settingsRoutes, { url });
  const list = await screen.findByRole('list', { name: 'Shared users' });
  return { ...view, list };
}

describe('user management', () => {
  it('lists the people the user shares with, ten at a time, with their access', async () => {
    const { user, list } = await openUserManagement();
    expect(screen.getByText('24 people share your servers.')).toBeInTheDocument();
    const people = within(list).getAllByRole('listitem');
    expect(people).toHaveLength(10);
    expect(within(people[0]!).getByRole('heading', { name: /Aisha Rahman/ })).toBeInTheDocument();
    expect(within(people[0]!).getByText('All libraries')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of shared users' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('searches, and says so when nobody matches', async () => {
    const { user } = await openUserManagement();
    const search = screen.getByRole('searchbox', { name: 'Search by name, username or e-mail' });
    await user.type(search, 'taylor{Enter}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Shared users' })).getAllByRole('listitem')).toHaveLength(1));
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name, username or e-mail' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, username or e-mail' }), 'nobody-like-this{Enter}');
    expect(await screen.findByRole('heading', { name: 'Nobody matches your search' })).toBeInTheDocument();
  });

  it('shows a loading state, then an empty state with an invite button when nobody is shared with', async () => {
    await signInAs('customer-plex');
    server.use(
      http.get('*/api/customer/settings/shared-users', () =>
        HttpResponse.json({ success: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } }),
      ),
    );
    renderRoutes(settingsRoutes, { url: '/app/settings/user-management' });
    expect(await screen.findByRole('status', { name: 'Loading your shared users' })).toBeInTheDocument();
    const empty = await screen.findByRole('heading', { name: 'You do not share your servers yet' });
    expect(empty).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Invite someone' })).toHaveLength(2);
  });

  it('shows the error and retries on request', async () => {
    await signInAs('customer-plex');
    let calls = 0;
    server.use(
      http.get('*/api/customer/settings/shared-users', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'The user list is being rebuilt.' }, { status: 503 }) : undefined;
      }),
    );
    const { user } = renderRoutes(settingsRoutes, { url: '/app/settings/user-management' });
    expect(await screen.findByText('The user list is being rebuilt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Shared users' })).toBeInTheDocument();
  });

  it('invites somebody to a server with the libraries chosen, and lists them as pending', async () => {
    const { user } = await openUserManagement();
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail address/ }), 'sam.rivera@example.org');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Sam Rivera');
    const libraries = within(dialog).getByRole('group', { name: 'Libraries they can open' });
    const boxes = await within(libraries).findAllByRole('checkbox');
    expect(boxes.every((box) => box.getAttribute('aria-checked') === 'true')).toBe(true);
    for (const box of boxes) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText('Choose at least one library.')).toBeInTheDocument();
    await user.click(within(libraries).getByRole('checkbox', { name: /^Movies/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));

    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('has been sent to sam.rivera@example.org. They can open 1 library once they accept it.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(await screen.findByText('25 people share your servers.')).toBeInTheDocument();
    const person = db.sharedUser.getAll().find((row) => row.email === 'sam.rivera@example.org');
    expect(person).toMatchObject({ name: 'Sam Rivera', status: 'pending' });
  });

  it('checks the address before sending, and shows the server’s 422 next to it with the input kept', async () => {
    const { user } = await openUserManagement();
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await within(dialog).findAllByRole('checkbox');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText('Enter their e-mail address.')).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: /^E-mail address/ });
    await user.type(email, 'taylor.kim@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText(/^Taylor Kim already has access to .+\. Edit their access instead\.$/)).toBeInTheDocument();
    expect(email).toHaveValue('taylor.kim@example.com');
  });

  it('removes a person after confirmation, with a Poof! dialog', async () => {
    const { user, list } = await openUserManagement();
    await user.click(within(list).getByRole('button', { name: 'Remove Aisha Rahman' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Aisha Rahman?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove from all servers' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(poof).toHaveTextContent('Aisha Rahman no longer has access to any of your servers.');
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('23 people share your servers.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Shared users' })).queryByRole('heading', { name: /Aisha Rahman/ })).not.toBeInTheDocument();
  });

  it('keeps the confirmation open with the server’s message when the removal fails', async () => {
    const { user, list } = await openUserManagement();
    server.use(http.delete('*/api/customer/settings/shared-users/:id', () => HttpResponse.json({ success: false, message: 'The media server did not answer.' }, { status: 502 })));
    await user.click(within(list).getByRole('button', { name: 'Remove Aisha Rahman' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Aisha Rahman?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove from all servers' }));
    expect(await within(confirm).findByText('The media server did not answer.')).toBeInTheDocument();
  });

  it('changes the libraries a person can open', async () => {
    const { user, list } = await openUserManagement();
    await user.click(within(list).getByRole('button', { name: 'Edit access of Ben Carter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Library access of Ben Carter' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Movies/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Save access to/ }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent(/^Done!Ben Carter can now open 2 libraries on /);
  });
});
