import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appManagementRoutes } from '../routes.tsx';
import { loadScreens } from '../test-routes.tsx';

const server = setupDemoBackend();
beforeAll(loadScreens, 120_000);
afterEach(() => signOutForTest());

async function open() {
  await signInAs('admin');
  const rendered = renderRoutes(appManagementRoutes, { url: '/app/admin/app-management/products-and-billing' });
  // The first visit compiles the lazy screens: allow it the time.
  await screen.findByRole('heading', { level: 2, name: 'Products and billing' }, { timeout: 15_000 });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const toggle = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) });
const billing = () => db.billingSetting.getAll()[0]!;
const system = () => db.setting.getAll()[0]!;

describe('the billing settings', () => {
  it('shows the settings, each saying what it does and whom it reaches', async () => {
    await open();
    expect(toggle('Show invoices to customers')).toBeChecked();
    expect(toggle('Show invoices to customers')).toHaveAccessibleDescription(/Invoices in their menu.*The customer menu changes at once\./);
    expect(select('Currency')).toHaveValue('EUR');
    expect(toggle('Charge tax')).toBeChecked();
    expect(field('Name of the tax')).toHaveValue('VAT');
    expect(field('Tax rate')).toHaveValue('21');
    expect(field('Invoice due after')).toHaveValue('7');
    expect(field('Grace period')).toHaveValue('3');
    expect(select('When an invoice is not paid')).toHaveValue('suspend');
    expect(within(screen.getByRole('navigation', { name: 'System Settings sections' })).getByRole('link', { name: 'Products and billing' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads an answer without the date of the last change and with a currency it does not list', async () => {
    server.use(
      http.get('*/api/admin/app-management/billing', () =>
        HttpResponse.json({
          success: true,
          data: {
            whmcs_display_user_invoices: 0,
            currency: 'CHF',
            tax_enabled: 1,
            tax_name: 'MWST',
            tax_rate: 8.1,
            prices_include_tax: 1,
            invoice_due_days: 10,
            grace_period_days: 0,
            past_due_action: 'notify',
            reminder_days_before_due: 0,
          },
        }),
      ),
    );
    await open();
    expect(toggle('Show invoices to customers')).not.toBeChecked();
    expect(select('Currency')).toHaveValue('CHF');
    expect(field('Tax rate')).toHaveValue('8.1');
    expect(screen.queryByText(/Last changed/)).not.toBeInTheDocument();
  });

  it('says when the settings could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/billing' }]);
    await signInAs('admin');
    renderRoutes(appManagementRoutes, { url: '/app/admin/app-management/products-and-billing' });
    expect(await screen.findByRole('heading', { name: 'The billing settings could not be loaded' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('names what customers will see before hiding their invoices, then saves', async () => {
    const { user } = await open();
    await user.click(toggle('Show invoices to customers'));
    await user.clear(field('Tax rate'));
    await user.type(field('Tax rate'), '19');
    await user.click(screen.getByRole('button', { name: 'Save billing settings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Customers will see this change' });
    expect(confirm).toHaveTextContent('The customer menu no longer shows Invoices.');
    expect(confirm).toHaveTextContent('New invoices show VAT at 19 %.');
    await user.click(within(confirm).getByRole('button', { name: 'Save for everyone' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The billing settings have been saved');
    expect(system().whmcs_display_user_invoices).toBe(false);
    expect(billing()).toMatchObject({ tax_enabled: true, tax_name: 'VAT', tax_rate: 19 });
  });

  it('checks the tax and the days before saving', async () => {
    const { user } = await open();
    await user.clear(field('Name of the tax'));
    await user.clear(field('Tax rate'));
    await user.clear(field('Grace period'));
    await user.type(field('Grace period'), '90');
    await user.click(screen.getByRole('button', { name: 'Save billing settings' }));
    expect(await screen.findByText("Enter the tax's name as invoices show it, like VAT.")).toBeInTheDocument();
    expect(screen.getByText('Enter a rate from 0 to 50 percent, like 19 or 7.5.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number of days from 0 to 60.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a refusal next to its field and keeps what was typed', async () => {
    setFaults([{ kind: 'status-422', path: '/api/admin/app-management/billing', method: 'post' }]);
    const { user } = await open();
    await user.clear(field('Invoice due after'));
    await user.type(field('Invoice due after'), '14');
    await user.click(screen.getByRole('button', { name: 'Save billing settings' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Customers will see this change' })).getByRole('button', { name: 'Save for everyone' }));
    expect(await screen.findByText('The invoice due days field is invalid.')).toBeInTheDocument();
    expect(field('Invoice due after')).toHaveValue('14');
    expect(billing().invoice_due_days).toBe(7);
  });

  it('says when the save failed on the server, keeping the form', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/billing', method: 'post' }]);
    const { user } = await open();
    await user.clear(field('Reminder before the due date'));
    await user.type(field('Reminder before the due date'), '5');
    await user.click(screen.getByRole('button', { name: 'Save billing settings' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Customers will see this change' })).getByRole('button', { name: 'Save for everyone' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(whoops).toHaveTextContent('Server Error');
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    expect(field('Reminder before the due date')).toHaveValue('5');
  });
});
