import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSetupForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url = '/app/admin/requests/contributes') {
  await signInAs('admin');
  return renderRoutes(requestSetupForTests, { url });
}

const SOFIA = 13;

describe('the contributions', () => {
  it('pages what the contributors added, newest first, with the totals', async () => {
    await open();
    const list = await screen.findByRole('list', { name: 'Contributions' }, { timeout: 20_000 });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(25);
    const all = db.contribution.getAll();
    const newest = [...all].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    expect(within(list).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(newest.title);
    const totals = screen.getByRole('heading', { level: 2, name: 'Totals' }).closest('section, div')!;
    expect(totals).toBeTruthy();
    expect(screen.getByText('All contributions').nextElementSibling).toHaveTextContent(String(all.length));
    const fixed = all.filter((row) => row.kind === 'fixed').length;
    expect(screen.getAllByText('Fixed').find((element) => element.tagName === 'DT')!.nextElementSibling).toHaveTextContent(String(fixed));
    expect(screen.getByRole('navigation', { name: 'Contribution pages' })).toBeInTheDocument();
  });

  it('filters by contributor from the address, with their totals', async () => {
    const { user, router } = await open(`/app/admin/requests/contributes?contributor=${SOFIA}`);
    const list = await screen.findByRole('list', { name: 'Contributions' }, { timeout: 20_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Totals of Sofia Rossi' })).toBeInTheDocument();
    const sofia = db.contribution.getAll().filter((row) => row.user_id === SOFIA);
    expect(screen.getByText('All contributions').nextElementSibling).toHaveTextContent(String(sofia.length));
    for (const link of within(list).getAllByRole('link')) expect(link).toHaveTextContent('Sofia Rossi');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'upgraded');
    await waitFor(() => expect(router.state.location.search).toContain('kind=upgraded'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Contributions' })).getAllByText('Upgraded to 4K')).toHaveLength(Math.min(25, sofia.filter((row) => row.kind === 'upgraded').length)));
  });

  it('says when nothing matches, with a way back', async () => {
    const { user } = await open('/app/admin/requests/contributes?search=zzzz-no-such-title');
    expect(await screen.findByRole('heading', { name: 'No contributions match' }, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByRole('list', { name: 'Contributions' })).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    db.contribution.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'No contributions yet' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/contributes' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The contributions could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
