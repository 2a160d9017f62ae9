import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { automationsForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => {
  setFaults([]);
  signOutForTest();
});

async function open() {
  await signInAs('admin');
  const view = renderRoutes(automationsForTests, { url: '/app/admin/integrations/scripts' });
  await screen.findByRole('heading', { level: 2, name: 'Node scripts' }, { timeout: 20_000 });
  return view;
}

const library = () => screen.findByRole('list', { name: 'Node scripts' }, { timeout: 10_000 });
const itemOf = (name: string) => within(screen.getByRole('list', { name: 'Node scripts' })).getByRole('heading', { name }).closest('li')!;

describe('the node scripts', () => {
  it('lists the library with command, timeout and where it runs', async () => {
    await open();
    await library();
    const docker = itemOf('Update Docker');
    expect(within(docker).getByText('apt-get -qq update && apt-get -qq -y upgrade docker-ce docker-ce-cli containerd.io')).toBeInTheDocument();
    expect(within(docker).getByText('Stops after 900 seconds')).toBeInTheDocument();
    expect(within(docker).getByText('Runs on new nodes')).toBeInTheDocument();
    expect(within(docker).getByText('Interrupts the media servers')).toBeInTheDocument();
    expect(within(itemOf('Load average')).queryByText('Runs on new nodes')).not.toBeInTheDocument();
  });

  it('adds one, checking the fields first', async () => {
    const { user } = await open();
    await library();
    const form = screen.getByRole('form', { name: 'Add a script' });
    await user.clear(within(form).getByRole('textbox', { name: 'Timeout (seconds)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Timeout (seconds)' }), '9000');
    await user.click(within(form).getByRole('button', { name: 'Add script' }));
    expect(await within(form).findByText('Name the script.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the command it runs.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Timeout (seconds)' })).toHaveAccessibleDescription(/Enter a number of seconds from 1 to 3600\./);
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Restart Traefik');
    await user.type(within(form).getByRole('textbox', { name: 'Command' }), 'docker restart traefik');
    await user.clear(within(form).getByRole('textbox', { name: 'Timeout (seconds)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Timeout (seconds)' }), '30');
    await user.click(within(form).getByRole('switch', { name: 'Runs on new nodes' }));
    await user.click(within(form).getByRole('button', { name: 'Add script' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toBeInTheDocument();
    expect(screen.getByText('The script has been added.')).toBeInTheDocument();
    expect(db.nodeScript.findFirst({ where: { id: { equals: 'restart-traefik' } } })).toMatchObject({ timeout: 30, run_on_new_nodes: true });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(itemOf('Restart Traefik')).toBeInTheDocument());
  });

  it('edits one, with the server’s 422 next to the field and the input kept', async () => {
    const { user } = await open();
    await library();
    await user.click(screen.getByRole('button', { name: 'Edit Prune unused images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Prune unused images' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Load average');
    await user.click(within(dialog).getByRole('button', { name: 'Save script' }));
    expect(await within(dialog).findByText('The name has already been taken.')).toBeInTheDocument();
    expect(name).toHaveValue('Load average');
    await user.clear(name);
    await user.type(name, 'Prune old images');
    await user.click(within(dialog).getByRole('button', { name: 'Save script' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toBeInTheDocument();
    expect(db.nodeScript.findFirst({ where: { id: { equals: 'prune-images' } } })!.name).toBe('Prune old images');
  });

  it('deletes one once its name is typed', async () => {
    const { user } = await open();
    await library();
    await user.click(screen.getByRole('button', { name: 'Delete Scrub the media pool' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Scrub the media pool?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete script' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'Scrub the media pool');
    await user.click(confirm);
    expect(await screen.findByRole('alertdialog', { name: 'Poof!' })).toBeInTheDocument();
    expect(screen.getByText('The script has been deleted.')).toBeInTheDocument();
    expect(db.nodeScript.findFirst({ where: { id: { equals: 'scrub-pool' } } })).toBeNull();
  });

  it('says when there are none yet', async () => {
    db.nodeScript.deleteMany({ where: { position: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'No scripts yet' })).toBeInTheDocument();
  });

  it('says when the library could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/node-scripts' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The scripts could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
