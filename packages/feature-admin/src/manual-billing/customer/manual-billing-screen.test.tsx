import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { manualBillingRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

const HANNAH = 6;
const AMARA = 17;

async function open(user = HANNAH) {
  await signInAs('admin');
  const rendered = renderRoutes(manualBillingRoutes, { url: `/app/admin/dashboard/manual-billing/customer/${user}` });
  await screen.findByRole('heading', { level: 1, name: db.user.findFirst({ where: { id: { equals: user } } })!.name });
  return rendered;
}

describe('a customer’s manual billing', () => {
  it('shows what they have, what they owe, what they paid and what was changed', async () => {
    await open();
    const owed = screen.getByLabelText('What they owe');
    expect(within(owed).getByText('Owes €30.50')).toBeInTheDocument();
    expect(within(owed).getByText('€10.25')).toBeInTheDocument();
    expect(within(owed).getByText('Bank transfer')).toBeInTheDocument();

    const invoices = screen.getByRole('list', { name: 'Open invoices' });
    const [overdue, unpaid] = within(invoices).getAllByRole('listitem');
    expect(overdue).toHaveTextContent('MB-0148');
    expect(within(overdue!).getByText('€10.25 to pay')).toBeInTheDocument();
    expect(within(overdue!).getByText('Overdue')).toBeInTheDocument();
    expect(within(unpaid!).getByText('Unpaid')).toBeInTheDocument();

    const services = screen.getByRole('list', { name: 'Services' });
    const cinema = within(services).getByRole('heading', { level: 3, name: 'Becker Cinema 4K' }).closest('li')!;
    expect(cinema).toHaveTextContent('Plex Pro 4K');
    expect(within(cinema).getByText('€17.00 a month')).toBeInTheDocument();
    expect(within(services).getByRole('heading', { level: 3, name: 'Becker Holiday Films' }).closest('li')).toHaveTextContent('Suspended');

    const payments = screen.getByRole('list', { name: 'Payment history' });
    const latest = within(payments).getAllByRole('listitem')[0]!;
    expect(within(latest).getByRole('list', { name: 'Invoices it paid' })).toHaveTextContent('€20.00 to MB-0148');
    expect(latest).toHaveTextContent('Part of it; the rest comes with the next invoice.');

    const changes = screen.getByRole('list', { name: 'Changes' });
    expect(within(changes).getByRole('heading', { name: 'Price change: Becker Cinema 4K' }).closest('li')).toHaveTextContent('From €19.00 to €17.00');
    expect(within(changes).getByRole('heading', { name: 'Credit: Becker Archive' }).closest('li')).toHaveTextContent('€10.00 off what they owe');
  });

  it('says when nothing is open and nothing was changed', async () => {
    await open(AMARA);
    expect(screen.getByText('Nothing owed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No open invoices' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No changes recorded' })).toBeInTheDocument();
  });

  it('records a payment, applies it to the open invoices and says Done!', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await user.type(within(dialog).getByLabelText(/^Amount/), '40,50');
    expect(within(dialog).getByLabelText(/^Method/)).toHaveValue('bank-transfer');
    await user.type(within(dialog).getByLabelText(/^Reference/), 'BECKER MB-0150');
    expect(within(dialog).getByRole('checkbox', { name: /MB-0148/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('The payment has been recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Record a payment' })).not.toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));

    // Both open invoices are paid; the credit of €10.00 is left.
    expect(await screen.findByRole('heading', { level: 3, name: 'No open invoices' })).toBeInTheDocument();
    expect(screen.getByText('€10.00 in credit')).toBeInTheDocument();
    const latest = within(screen.getByRole('list', { name: 'Payment history' })).getAllByRole('listitem')[0]!;
    expect(latest).toHaveTextContent('Reference BECKER MB-0150');
    expect(within(latest).getByRole('list', { name: 'Invoices it paid' })).toHaveTextContent('€10.25 to MB-0148€30.25 to MB-0150');
  });

  it('shows what the server refuses next to its field and keeps what was typed', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    const amount = within(dialog).getByLabelText(/^Amount/);
    await user.type(amount, '250000');
    await user.type(within(dialog).getByLabelText(/^Note/), 'Paid the whole year ahead.');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await within(dialog).findByText('The amount field must not be greater than 100000.00.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('250000');
    expect(within(dialog).getByLabelText(/^Note/)).toHaveValue('Paid the whole year ahead.');
    expect(db.manualPayment.getAll().filter((payment) => payment.note === 'Paid the whole year ahead.')).toEqual([]);
  });

  it('says Whoops! when recording fails, and keeps the dialog with what was typed', async () => {
    const { user } = await open();
    setFaults([{ kind: 'status-500', path: '/api/admin/manual-billing/customer/*/payments' }]);
    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await user.type(within(dialog).getByLabelText(/^Amount/), '10.25');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(within(whoops).getByText('Server Error')).toBeInTheDocument();
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Record a payment' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('10.25');
  });

  it('checks the amount and the day before sending', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await user.type(within(dialog).getByLabelText(/^Amount/), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Enter an amount like 41.14.')).toBeInTheDocument();
  });

  it('records a change with its reason', async () => {
    const { user } = await open(AMARA);
    await user.click(screen.getByRole('button', { name: 'Record a change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a change' });
    await user.selectOptions(within(dialog).getByLabelText(/^What changes/), 'debit');
    await user.type(within(dialog).getByLabelText(/^Amount/), '3.50');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Courier for the hard drive she sent in.');
    await user.click(within(dialog).getByRole('button', { name: 'Record change' }));

    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('The change has been recorded.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Owes €3.50')).toBeInTheDocument();
    const change = within(screen.getByRole('list', { name: 'Changes' })).getAllByRole('listitem')[0]!;
    expect(change).toHaveTextContent('Debit');
    expect(change).toHaveTextContent('Courier for the hard drive she sent in.');
  });

  it('asks for what a change of product needs', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Record a change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a change' });
    await user.selectOptions(within(dialog).getByLabelText(/^What changes/), 'product-change');
    await user.click(within(dialog).getByRole('button', { name: 'Record change' }));
    expect(await within(dialog).findByText('Choose the service.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the new product.')).toBeInTheDocument();
    expect(within(dialog).getByText('Say why, for whoever reads this later.')).toBeInTheDocument();
  });

  it('says when the billing could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/manual-billing/customer/*' }]);
    await signInAs('admin');
    renderRoutes(manualBillingRoutes, { url: `/app/admin/dashboard/manual-billing/customer/${HANNAH}` });
    expect(await screen.findByRole('heading', { name: 'The customer’s billing could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so for a customer who is not billed by hand', async () => {
    await signInAs('admin');
    renderRoutes(manualBillingRoutes, { url: '/app/admin/dashboard/manual-billing/customer/7' });
    expect(await screen.findByText('This customer is not billed by hand.')).toBeInTheDocument();
  });
});
