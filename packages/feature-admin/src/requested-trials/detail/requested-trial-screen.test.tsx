import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestedTrialRoutes } from '../routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

async function open(id: number) {
  await signInAs('admin');
  const view = renderRoutes(requestedTrialRoutes, { url: `/app/admin/requested-trials/${id}` });
  // The first screen of a run waits for its lazy chunks to be transformed.
  await screen.findByRole('link', { name: 'Requested trials' }, { timeout: 20_000 });
  return view;
}

function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('a pending trial request', () => {
  it('shows who asked, for what, when and why, with a way back to the list', async () => {
    await open(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Schneider' })).toBeInTheDocument();
    expect(fact('Status')).toBe('Pending');
    expect(fact('Kind')).toBe('Guest trial');
    expect(fact('E-mail address')).toBe('mia.schneider@example.de');
    expect(fact('Server type')).toBe('Plex');
    expect(fact('Message')).toBe('I would like to try hosting before moving my home server.');
    expect(screen.getByRole('link', { name: 'Requested trials' })).toHaveAttribute('href', '/app/admin/requested-trials');
    expect(await screen.findByRole('button', { name: 'Approve trial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject request' })).toBeInTheDocument();
  });

  it('approves with a product, says so, and then shows the outcome without actions', async () => {
    const { user } = await open(1);
    const product = await screen.findByRole('combobox', { name: 'Product' });
    // The products of the server type asked for come first; the first is chosen.
    expect(within(product).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a product',
      'Plex Starter (Plex)',
      'Emby Standard (Emby)',
      'Jellyfin Standard (Jellyfin)',
    ]);
    expect(product).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Approve trial' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('Mia Schneider can now try Plex Starter for 7 days.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const outcome = screen.getByRole('region', { name: 'Approved' });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(outcome).toHaveTextContent(/Approved on .+ by Alex Morgan\./);
    expect(outcome).toHaveTextContent('The trial uses Plex Starter.');
    expect(outcome).toHaveTextContent(/The trial ends on /);
    expect(fact('Status')).toBe('Approved');
    expect(screen.queryByRole('button', { name: 'Approve trial' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject request' })).not.toBeInTheDocument();
    expect(db.requestedTrial.findFirst({ where: { id: { equals: 1 } } })?.status).toBe('approved');
  });

  it('shows the server’s refusal of a product next to the field, keeping the choice', async () => {
    const { user } = await open(1);
    const product = await screen.findByRole('combobox', { name: 'Product' });
    await user.selectOptions(product, '3');
    await user.click(screen.getByRole('button', { name: 'Approve trial' }));
    await waitFor(() => expect(product).toHaveAccessibleDescription('Choose a Plex product: this request is for a Plex trial.'));
    expect(product).toHaveValue('3');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(db.requestedTrial.findFirst({ where: { id: { equals: 1 } } })?.status).toBe('pending');
  });

  it('asks for a reason, then rejects and shows it', async () => {
    const { user } = await open(5);
    const reason = await screen.findByRole('textbox', { name: 'Reason' });
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(reason).toHaveAccessibleDescription('Enter a reason.');
    expect(reason).toHaveFocus();
    await user.type(reason, 'We could not verify this e-mail address.');
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The trial request has been rejected.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const outcome = screen.getByRole('region', { name: 'Rejected' });
    expect(outcome).toHaveTextContent(/Rejected on .+ by Alex Morgan\./);
    expect(outcome).toHaveTextContent('Reason: We could not verify this e-mail address.');
  });

  it('says when another admin decided first, and shows what they decided', async () => {
    const { user } = await open(5);
    await screen.findByRole('combobox', { name: 'Product' });
    db.requestedTrial.update({ where: { id: { equals: 5 } }, data: { status: 'rejected', reason: 'Duplicate.', decided_by: DEMO_IDS.users.secondAdmin, decided_at: new Date().toISOString() } });
    await user.click(screen.getByRole('button', { name: 'Approve trial' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(whoops).toHaveTextContent('This trial request has already been rejected.');
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    const outcome = await screen.findByRole('region', { name: 'Rejected' });
    expect(outcome).toHaveTextContent('by Sam Rivera');
    await waitFor(() => expect(outcome).toHaveFocus());
  });

  it('preselects the trial product the product settings name for the type', async () => {
    // A second Plex product open to trials, named as the Plex trial product.
    db.product.update({ where: { id: { equals: 2 } }, data: { trial_available: true } });
    db.productSetting.update({ where: { id: { equals: 'products' } }, data: { plex_trial_product_id: 2 } });
    const { user } = await open(1);
    const product = await screen.findByRole('combobox', { name: 'Product' });
    expect(within(product).getByRole('option', { name: 'Plex Pro 4K (Plex)' })).toBeInTheDocument();
    expect(product).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Approve trial' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('Mia Schneider can now try Plex Pro 4K for 7 days.');
    expect(db.requestedTrial.findFirst({ where: { id: { equals: 1 } } })?.product_id).toBe(2);
  });

  it('preselects the product a customer asked for and links to the customer', async () => {
    await open(4);
    expect(await screen.findByRole('combobox', { name: 'Product' })).toHaveValue('4');
    expect(fact('Kind')).toBe('Product trial');
    expect(fact('Product')).toBe('Jellyfin Standard');
    expect(screen.getByRole('link', { name: 'Priya Shah' })).toHaveAttribute('href', `/app/admin/users/${DEMO_IDS.users.emby}`);
  });

  it('still offers the rejection when the trial products cannot be loaded', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/trials' }]);
    await open(1);
    expect(await screen.findByRole('heading', { name: 'The trial products could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject request' })).toBeInTheDocument();
  });

  it('says when no product offers trials', async () => {
    db.product.updateMany({ where: { trial_available: { equals: true } }, data: { trial_available: false } });
    await open(1);
    expect(await screen.findByRole('heading', { name: 'No product offers trials' })).toBeInTheDocument();
  });
});

describe('a decided trial request', () => {
  it('shows its outcome and no actions', async () => {
    await open(3);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Johnson' })).toBeInTheDocument();
    const outcome = screen.getByRole('region', { name: 'Rejected' });
    expect(outcome).toHaveTextContent(/Rejected on .+ by Sam Rivera\./);
    expect(outcome).toHaveTextContent('Reason: Trials are for one household');
    expect(screen.queryByRole('button', { name: 'Approve trial' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument();
  });
});

describe('loading a trial request', () => {
  it('shows a failed load with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requested-trials/*' }]);
    const { user } = await open(1);
    expect(await screen.findByRole('heading', { name: 'The trial request could not be loaded' })).toBeInTheDocument();
    setFaults([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Schneider' })).toBeInTheDocument();
  });

  it('says so for a request that does not exist', async () => {
    await open(999);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The trial request could not be loaded');
    expect(alert).toHaveTextContent('Trial request not found.');
  });
});
