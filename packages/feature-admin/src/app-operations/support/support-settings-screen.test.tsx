import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appOperationsForTests } from '../shared/test-routes.tsx';

vi.setConfig({ testTimeout: 30_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());

const stored = () => db.supportSetting.findFirst({ where: { id: { equals: 'support' } } });

async function open() {
  await signInAs('admin');
  const view = renderRoutes(appOperationsForTests, { url: '/app/admin/app-management/support' });
  const form = await screen.findByRole('form', { name: 'Support settings' }, { timeout: 20_000 });
  return { ...view, form };
}

async function acknowledge(title: 'Done!' | 'Whoops!', message: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  expect(dialog).toHaveTextContent(message);
  within(dialog).getByRole('button').click();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('the support settings', () => {
  it('shows the seeded settings, each with what it does', async () => {
    const { form } = await open();
    expect(screen.getByRole('heading', { level: 2, name: 'Support desk' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Departments' })).toHaveValue('Technical\nBilling\nSales\nGeneral');
    expect(within(form).getByRole('textbox', { name: 'Departments' })).toHaveAccessibleDescription(expect.stringContaining('Customers see this.'));
    expect(within(form).getByRole('combobox', { name: 'Priority of a new ticket' })).toHaveValue('medium');
    expect(within(form).getByRole('spinbutton', { name: 'Close answered tickets after (days)' })).toHaveValue(7);
    expect(within(form).getByRole('checkbox', { name: '.png' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '.zip' })).not.toBeChecked();
    expect(within(form).getByRole('switch', { name: 'Send an automatic reply' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Alert address' })).toHaveValue('support@mediadock.test');
  });

  it('asks before a change customers notice, then saves it', async () => {
    const { user, form } = await open();
    const departments = within(form).getByRole('textbox', { name: 'Departments' });
    await user.clear(departments);
    await user.type(departments, 'Technical{Enter}Billing{Enter}Migrations');
    await user.click(within(form).getByRole('button', { name: 'Save support settings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Customers will notice this' });
    expect(confirm).toHaveTextContent('The departments customers choose from when they open a ticket');
    await user.click(within(confirm).getByRole('button', { name: 'Save and apply' }));
    await acknowledge('Done!', 'The support settings have been saved.');
    expect(stored()?.departments).toEqual(['Technical', 'Billing', 'Migrations']);
  });

  it('saves a change only staff see without asking', async () => {
    const { user, form } = await open();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Priority of a new ticket' }), 'High');
    await user.click(within(form).getByRole('button', { name: 'Save support settings' }));
    await acknowledge('Done!', 'The support settings have been saved.');
    expect(stored()?.default_priority).toBe('high');
  });

  it('saves nothing when the confirmation is cancelled', async () => {
    const { user, form } = await open();
    const hours = within(form).getByRole('textbox', { name: 'Office hours' });
    await user.clear(hours);
    await user.type(hours, 'Always');
    await user.click(within(form).getByRole('button', { name: 'Save support settings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Customers will notice this' });
    expect(confirm).toHaveTextContent('The office hours shown to customers');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(hours).toHaveValue('Always');
    expect(stored()?.office_hours).toContain('Mon–Fri');
  });

  it('checks the fields before saving', async () => {
    const { user, form } = await open();
    await user.clear(within(form).getByRole('textbox', { name: 'Departments' }));
    const days = within(form).getByRole('spinbutton', { name: 'Close answered tickets after (days)' });
    await user.clear(days);
    await user.type(days, '120');
    await user.clear(within(form).getByRole('textbox', { name: 'Automatic reply' }));
    await user.click(within(form).getByRole('button', { name: 'Save support settings' }));
    expect(within(form).getByRole('textbox', { name: 'Departments' })).toHaveAccessibleDescription(expect.stringContaining('Name at least one department.'));
    expect(days).toHaveAccessibleDescription(expect.stringContaining('Enter a number of days from 0 to 90.'));
    expect(within(form).getByRole('textbox', { name: 'Automatic reply' })).toHaveAccessibleDescription(expect.stringContaining('Write the automatic reply, or switch it off.'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the server’s 422 next to its field and keeps what was typed', async () => {
    server.use(
      http.post('*/api/admin/app-management/support-settings', () =>
        HttpResponse.json({ success: false, message: 'The notify email field must be a valid email address.', errors: { notify_email: ['The notify email field must be a valid email address.'], 'departments.1': ['The departments.1 field must not be greater than 40 characters.'] } }, { status: 422 }),
      ),
    );
    const { user, form } = await open();
    const email = within(form).getByRole('textbox', { name: 'Alert address' });
    await user.clear(email);
    await user.type(email, 'team@support.example');
    await user.click(within(form).getByRole('button', { name: 'Save support settings' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('The notify email field must be a valid email address.')));
    expect(within(form).getByRole('textbox', { name: 'Departments' })).toHaveAccessibleDescription(expect.stringContaining('must not be greater than 40 characters'));
    expect(email).toHaveValue('team@support.example');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says Whoops! with the server’s message when the save fails otherwise', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/support-settings', method: 'post' }]);
    const { user, form } = await open();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Priority of a new ticket' }), 'Low');
    await user.click(within(form).getByRole('button', { name: 'Save support settings' }));
    await acknowledge('Whoops!', /./);
    expect(within(form).getByRole('combobox', { name: 'Priority of a new ticket' })).toHaveValue('low');
    expect(stored()?.default_priority).toBe('medium');
  });

  it('says when the settings could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/support-settings' }]);
    await signInAs('admin');
    renderRoutes(appOperationsForTests, { url: '/app/admin/app-management/support' });
    expect(await screen.findByRole('heading', { name: 'The support settings could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
