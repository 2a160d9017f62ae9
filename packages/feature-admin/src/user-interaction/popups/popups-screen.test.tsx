import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userInteractionRoutes } from '../routes.tsx';


setupDemoBackend();
afterEach(() => {
  setFaults([]);
  signOutForTest();
});

async function open(url = '/app/admin/user-interaction/popups') {
  await signInAs('admin');
  const rendered = renderRoutes(userInteractionRoutes, { url });
  // The first screen of a file loads its code cold.
  await screen.findByRole('heading', { level: 2 }, { timeout: 15_000 });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the popups list', () => {
  it('lists the popups with their type, state, audience and how many have seen them', async () => {
    await open();
    const list = await screen.findByRole('list', { name: 'Popups' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Resellers: new wholesale prices',
      'Change to the terms of service',
      'Welcome to your new dashboard',
    ]);
    const terms = within(list).getByRole('link', { name: 'Change to the terms of service' }).closest('li')!;
    expect(within(terms).getByText('Expired')).toBeInTheDocument();
    expect(within(terms).getByText('Must be confirmed')).toBeInTheDocument();
    expect(within(terms).getByText('Seen by 0 customers')).toBeInTheDocument();
    const resellers = within(list).getByRole('link', { name: 'Resellers: new wholesale prices' }).closest('li')!;
    expect(within(resellers).getByText('Scheduled')).toBeInTheDocument();
    expect(within(resellers).getByText('Resellers')).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    db.customerPopup.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { level: 3, name: 'No popups yet' })).toBeInTheDocument();
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/user-interaction/popups' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The popups could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a popup’s form', () => {
  it('creates a popup that must be confirmed, with a sanitised preview of its message', async () => {
    const { user, router } = await open('/app/admin/user-interaction/popups/new');
    await user.type(field('Title'), 'New billing portal');
    await user.type(field('Message'), '<p>Invoices moved to <strong>Billing</strong>.</p><script>alert(1)</script><img src=x onerror=alert(2)>');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Billing', { selector: 'strong' })).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect(within(preview).getByText('New billing portal')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'warning');
    await user.click(screen.getByRole('switch', { name: 'Customers must confirm they have read it' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who sees it' }), 'trial');
    await user.click(screen.getByRole('button', { name: 'Create popup' }));

    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The popup has been created');
    expect(db.customerPopup.getAll().find((row) => row.title === 'New billing portal')).toMatchObject({ type: 'warning', confirm_read: true, audience: 'trial', active: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/admin/user-interaction/popups'));
  });

  it('shows the server’s objections next to their fields and keeps what was typed', async () => {
    const { user } = await open('/app/admin/user-interaction/popups/new');
    await user.type(field('Title'), 'Just for one');
    await user.type(field('Message'), '<p>Hello</p>');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who sees it' }), 'users');
    await user.type(field('Their e-mail addresses'), 'ghost@demo.test');
    await user.click(screen.getByRole('button', { name: 'Create popup' }));
    expect(await screen.findByText('No customer has the e-mail address ghost@demo.test.')).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Just for one');
  });

  it('checks the fields before sending them', async () => {
    const { user } = await open('/app/admin/user-interaction/popups/new');
    await user.click(screen.getByRole('button', { name: 'Create popup' }));
    expect(await screen.findByText("Enter the popup's title.")).toBeInTheDocument();
    expect(screen.getByText('Write the message.')).toBeInTheDocument();
  });

  it('edits a popup and deletes it after a confirmation naming it', async () => {
    const { user, router } = await open('/app/admin/user-interaction/popups/2');
    await waitFor(() => expect(field('Title')).toHaveValue('Change to the terms of service'));
    expect(screen.getByRole('switch', { name: 'Customers must confirm they have read it' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Delete popup' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the popup “Change to the terms of service”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog', { name: 'Poof!' })).toHaveTextContent('The popup has been deleted');
    expect(db.customerPopup.findFirst({ where: { id: { equals: 2 } } })).toBeNull();
    expect(router.state.location.pathname).toBe('/app/admin/user-interaction/popups');
  });
});
