import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userRoutes } from '../routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url = '/app/admin/users') {
  await signInAs('admin');
  const view = renderRoutes(userRoutes, { url });
  const table = await screen.findByRole('region', { name: 'Users' }, { timeout: 20_000 });
  return { ...view, table };
}

const userRow = (id: number) => db.user.findFirst({ where: { id: { equals: id } } });

describe('bulk actions on users', () => {
  it('selects users one by one or a whole page, and clears them', async () => {
    const { user, table } = await open();
    expect(screen.queryByRole('region', { name: 'Bulk actions on users' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Jordan Lee' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions on users' });
    expect(bar).toHaveTextContent('1 selected');
    const all = within(table).getByRole('checkbox', { name: 'Select all users on this page' });
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(bar).toHaveTextContent('25 selected');
    expect(all).toBeChecked();
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions on users' })).not.toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select Jordan Lee' })).not.toBeChecked();
  });

  it('keeps the selection across pages, and drops it for another search or role', async () => {
    const { user, table } = await open();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Jordan Lee' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText(/^Page 2 of/)).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Bulk actions on users' })).toHaveTextContent('1 selected');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'customer');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions on users' })).not.toBeInTheDocument());
  });

  it('marks users as trial one after the other and sums up what changed', async () => {
    const { user, table } = await open();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Jordan Lee' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Priya Shah' }));
    await user.click(screen.getByRole('button', { name: 'Mark as trial' }));
    const summary = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(summary).toHaveAccessibleDescription('2 users were changed.');
    expect(within(within(summary).getByRole('region', { name: 'Succeeded' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Jordan Lee (plex@demo.test)',
      'Priya Shah (emby@demo.test)',
    ]);
    expect(userRow(DEMO_IDS.users.plex)?.is_trial).toBe(true);
    expect(userRow(DEMO_IDS.users.emby)?.is_trial).toBe(true);
    // Nothing else of theirs changed.
    expect(userRow(DEMO_IDS.users.jellyfin)?.is_trial).toBe(false);
    expect(userRow(DEMO_IDS.users.plex)?.email).toBe('plex@demo.test');
    await user.click(within(summary).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Jordan Lee/ })).getByText('Trial')).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Bulk actions on users' })).not.toBeInTheDocument();
  });

  it('makes contributors and takes the role away again', async () => {
    const { user, table } = await open();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Sofia Rossi' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Noah Williams' }));
    await user.click(screen.getByRole('button', { name: 'Remove contributor' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Done!' })).getByRole('button', { name: 'OK' }));
    expect(userRow(DEMO_IDS.users.contributor)?.is_contributor).toBe(false);
    await user.click(within(table).getByRole('checkbox', { name: 'Select Noah Williams' }));
    await user.click(screen.getByRole('button', { name: 'Make contributor' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveAccessibleDescription('One user was changed.');
    expect(userRow(14)?.is_contributor).toBe(true);
    expect(userRow(14)?.restrictions).toEqual(['request-lounge']);
  });

  it('shows the progress while it runs, with each failure and its message at the end', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/admin/users/user/:id/update', async ({ params }) => {
        if (params.id === String(DEMO_IDS.users.emby)) {
          await gate;
          return HttpResponse.json({ success: false, message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } }, { status: 422 });
        }
        return undefined;
      }),
    );
    const { user, table } = await open();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Jordan Lee' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Priya Shah' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Mateo García' }));
    await user.click(screen.getByRole('button', { name: 'Mark as not trial' }));
    const progress = await screen.findByRole('status');
    await waitFor(() => expect(progress).toHaveTextContent('Marking the users as not trial users: 1 of 3 done, now Priya Shah'));
    expect(screen.getByRole('progressbar', { name: 'Marking the users as not trial users' })).toHaveAttribute('value', '1');
    release();
    const summary = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(summary).toHaveAccessibleDescription('2 of 3 users were changed; 1 could not be.');
    const failed = within(summary).getByRole('region', { name: 'Failed' });
    expect(within(failed).getByRole('listitem')).toHaveTextContent('Priya Shah (emby@demo.test)The email has already been taken.');
    await user.click(within(summary).getByRole('button', { name: 'OK' }));
    // The one that failed stays chosen, to try again.
    expect(screen.getByRole('region', { name: 'Bulk actions on users' })).toHaveTextContent('1 selected');
    expect(within(screen.getByRole('region', { name: 'Users' })).getByRole('checkbox', { name: 'Select Priya Shah' })).toBeChecked();
  });

  it('deletes users only once the number is typed, and reports the one it could not delete', async () => {
    const { user, table } = await open();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Alex Morgan' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Priya Shah' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Hannah Becker' }));
    await user.click(within(screen.getByRole('region', { name: 'Bulk actions on users' })).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 3 users?' });
    expect(within(confirm).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Alex Morgan', 'Priya Shah', 'Hannah Becker']);
    expect(confirm).toHaveTextContent('Your own account is among them.');
    const button = within(confirm).getByRole('button', { name: 'Delete 3 users' });
    expect(button).toBeDisabled();
    await user.type(within(confirm).getByRole('textbox', { name: 'Type DELETE 3 USERS to confirm' }), 'DELETE 3 USERS');
    await user.click(button);
    const summary = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(summary).toHaveAccessibleDescription('2 of 3 users were deleted; 1 could not be.');
    expect(within(within(summary).getByRole('region', { name: 'Failed' })).getByRole('listitem')).toHaveTextContent('You cannot delete your own account.');
    expect(userRow(DEMO_IDS.users.emby)).toBeNull();
    expect(userRow(DEMO_IDS.users.multiServer)).toBeNull();
    expect(userRow(DEMO_IDS.users.admin)).not.toBeNull();
    await user.click(within(summary).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Users' })).queryByRole('link', { name: 'Priya Shah' })).not.toBeInTheDocument());
  });

  it('says Poof! when every user was deleted', async () => {
    const { user, table } = await open();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Priya Shah' }));
    await user.click(within(screen.getByRole('region', { name: 'Bulk actions on users' })).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 1 user?' });
    await user.type(within(confirm).getByRole('textbox', { name: 'Type DELETE 1 USER to confirm' }), 'DELETE 1 USER{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Poof!' })).toHaveAccessibleDescription('One user was deleted.');
  });
});
