import { signOutForTest } from '@portal/api-client/testing';
import { db } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

async function open() {
  await signInAs('admin');
  const rendered = renderRoutes(nodeRoutes, { url: '/app/admin/nodes/create', realtime: true });
  await screen.findByRole('heading', { level: 1, name: 'Add a node' });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('adding a node', () => {
  it('adds the node and opens its page', async () => {
    const { user, router } = await open();
    await user.type(field('Name'), 'osl-01');
    await user.type(field('Host name'), 'osl-01.nodes.mediadock.test');
    await user.type(field('Location'), 'Oslo, NO');
    await user.type(field('IP address'), '198.51.100.201');
    await user.clear(field('SSH port'));
    await user.type(field('SSH port'), '2222');
    await user.type(field('Capacity'), '24');
    await user.type(field('Notes'), 'Fresh install.');
    await user.click(screen.getByRole('button', { name: 'Add node' }));

    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The node has been created');
    const created = db.node.getAll().find((node) => node.alias === 'osl-01')!;
    expect(created).toMatchObject({ host: 'osl-01.nodes.mediadock.test', location: 'Oslo, NO', ip: '198.51.100.201', ssh_port: 2222, capacity: 24, notes: 'Fresh install.' });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/admin/nodes/${created.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'osl-01' })).toBeInTheDocument();
  });

  it('checks the fields before sending them', async () => {
    const { user } = await open();
    await user.type(field('Name'), 'Oslo One');
    await user.clear(field('SSH port'));
    await user.type(field('SSH port'), '70000');
    await user.click(screen.getByRole('button', { name: 'Add node' }));
    expect(await screen.findByText('Use lower-case letters, digits and dashes, like fsn-05.', { selector: 'p *, p' })).toBeInTheDocument();
    expect(screen.getByText('Enter the host name the platform reaches the node at.')).toBeInTheDocument();
    expect(screen.getByText('Enter a port from 1 to 65535.')).toBeInTheDocument();
    expect(field('Name')).toHaveFocus();
  });

  it('shows the server’s objections next to their fields and keeps what was typed', async () => {
    const { user } = await open();
    const before = db.node.count();
    await user.type(field('Name'), 'fra-01');
    await user.type(field('Host name'), 'fra-01.nodes.mediadock.test');
    await user.type(field('IP address'), '300.1.2.3');
    await user.click(screen.getByRole('button', { name: 'Add node' }));
    expect(await screen.findByText('The name has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('The host has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('The ip field must be a valid IP address.')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('fra-01');
    expect(field('IP address')).toHaveValue('300.1.2.3');
    expect(field('Name')).toHaveAccessibleDescription(/The name has already been taken\./);
    expect(db.node.count()).toBe(before);
  });

  it('goes back to the list when cancelled', async () => {
    const { user, router } = await open();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/admin/nodes'));
  });
});
