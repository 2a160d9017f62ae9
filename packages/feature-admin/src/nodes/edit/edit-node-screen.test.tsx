import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

async function open(id: number) {
  await signInAs('admin');
  const rendered = renderRoutes(nodeRoutes, { url: `/app/admin/nodes/${id}/edit` });
  await screen.findByRole('heading', { level: 2, name: 'Settings' });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('editing a node', () => {
  it('starts from the node’s settings, with the Edit link marked', async () => {
    await open(DEMO_IDS.nodes.fra02);
    expect(field('Name')).toHaveValue('fra-02');
    expect(field('Host name')).toHaveValue('fra-02.nodes.mediadock.test');
    expect(field('IP address')).toHaveValue('203.0.113.12');
    expect(field('SSH port')).toHaveValue('22');
    expect(field('Capacity')).toHaveValue('40');
    expect(within(screen.getByRole('navigation', { name: 'Node sections' })).getByRole('link', { name: 'Edit' })).toHaveAttribute('aria-current', 'page');
  });

  it('saves the settings, and the page shows them', async () => {
    const { user } = await open(DEMO_IDS.nodes.sgp01);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'sgp-02');
    await user.clear(field('Capacity'));
    await user.type(field('Capacity'), '30');
    await user.click(screen.getByRole('button', { name: 'Save node' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The node has been updated');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'sgp-02' })).toBeInTheDocument();
    expect(db.node.findFirst({ where: { id: { equals: DEMO_IDS.nodes.sgp01 } } })).toMatchObject({ alias: 'sgp-02', capacity: 30 });
  });

  it('keeps what was typed when the save fails, with the objection next to its field', async () => {
    const { user } = await open(DEMO_IDS.nodes.sgp01);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'fra-01');
    await user.clear(field('Notes'));
    await user.type(field('Notes'), 'Moving soon.');
    await user.click(screen.getByRole('button', { name: 'Save node' }));
    expect(await screen.findByText('The name has already been taken.')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('fra-01');
    expect(field('Notes')).toHaveValue('Moving soon.');
    expect(db.node.findFirst({ where: { id: { equals: DEMO_IDS.nodes.sgp01 } } })?.alias).toBe('sgp-01');
  });

  it('says when the save failed on the server, keeping the form', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/nodes/*/update' }]);
    const { user } = await open(DEMO_IDS.nodes.sgp01);
    await user.clear(field('Location'));
    await user.type(field('Location'), 'Singapore, SG (Equinix SG1)');
    await user.click(screen.getByRole('button', { name: 'Save node' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(whoops).toHaveTextContent('Server Error');
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    expect(field('Location')).toHaveValue('Singapore, SG (Equinix SG1)');
  });
});
