import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dockerRoutesForTests } from '../shared/test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url: string, form: string) {
  await signInAs('admin');
  const view = renderRoutes(dockerRoutesForTests, { url });
  return { ...view, form: await screen.findByRole('form', { name: form }, { timeout: 30_000 }) };
}

async function acknowledge(title: 'Done!' | 'Poof!' | 'Whoops!', message: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  expect(dialog).toHaveTextContent(message);
  within(dialog).getByRole('button').click();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

const service = (name: string) => db.dockerService.findFirst({ where: { name: { equals: name } } });

describe('a docker service', () => {
  it('shows the service in its form', async () => {
    const { form } = await open('/app/admin/integrations/docker-services/2', 'Edit Watchtower');
    expect(screen.getByRole('heading', { level: 2, name: 'Watchtower' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Image' })).toHaveValue('containrrr/watchtower');
    expect(within(form).getByRole('textbox', { name: 'Tag' })).toHaveValue('1.7.1');
    expect(within(form).getByRole('checkbox', { name: 'Jellyfin' })).toBeChecked();
    expect(within(form).getByRole('switch', { name: 'Enabled' })).toBeChecked();
    const row = within(form).getByRole('group', { name: 'Row 2' });
    expect(within(row).getByRole('textbox', { name: 'Key' })).toHaveValue('WATCHTOWER_SCHEDULE');
    expect(within(form).getByRole('textbox', { name: 'Volumes' })).toHaveValue('/var/run/docker.sock:/var/run/docker.sock');
  });

  it('adds a service and opens it', async () => {
    const { user, form, router } = await open('/app/admin/integrations/docker-services/new', 'New docker service');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Bazarr');
    await user.type(within(form).getByRole('textbox', { name: 'Image' }), 'lscr.io/linuxserver/bazarr');
    await user.clear(within(form).getByRole('textbox', { name: 'Tag' }));
    await user.type(within(form).getByRole('textbox', { name: 'Tag' }), '1.4.5');
    await user.click(within(form).getByRole('checkbox', { name: 'Emby' }));
    await user.click(within(form).getByRole('button', { name: 'Add an environment variable' }));
    await user.type(within(within(form).getByRole('group', { name: 'Row 1' })).getByRole('textbox', { name: 'Key' }), 'PUID');
    await user.type(within(within(form).getByRole('group', { name: 'Row 1' })).getByRole('textbox', { name: 'Value' }), '1000');
    await user.type(within(form).getByRole('textbox', { name: 'Ports' }), '6767:6767/tcp');
    await user.click(within(form).getByRole('button', { name: 'Add service' }));
    // The new service's page opens once the outcome is read.
    expect(router.state.location.pathname).toBe('/app/admin/integrations/docker-services/new');
    await acknowledge('Done!', 'Bazarr has been added.');
    const created = service('Bazarr');
    expect(created).toMatchObject({ image: 'lscr.io/linuxserver/bazarr', tag: '1.4.5', server_types: ['plex', 'jellyfin'], ports: ['6767:6767/tcp'], enabled: true });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/admin/integrations/docker-services/${created?.id}`));
  });

  it('checks the fields before sending and keeps what was typed', async () => {
    const { user, form } = await open('/app/admin/integrations/docker-services/new', 'New docker service');
    await user.type(within(form).getByRole('textbox', { name: 'Image' }), 'Not An Image');
    for (const type of ['Plex', 'Emby', 'Jellyfin']) await user.click(within(form).getByRole('checkbox', { name: type }));
    await user.type(within(form).getByRole('textbox', { name: 'Ports' }), '8080:80{Enter}eighty');
    await user.click(within(form).getByRole('button', { name: 'Add service' }));
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription("Enter the service's name.");
    expect(within(form).getByRole('textbox', { name: 'Image' })).toHaveAccessibleDescription(expect.stringContaining('without the tag'));
    expect(within(form).getByRole('group', { name: 'Started beside' })).toHaveAccessibleDescription('Choose at least one server type.');
    expect(within(form).getByRole('textbox', { name: 'Ports' })).toHaveAccessibleDescription(expect.stringContaining('Line 2: write a port'));
    expect(within(form).getByRole('textbox', { name: 'Image' })).toHaveValue('Not An Image');
  });

  it("shows the server's 422 next to the field and keeps the input", async () => {
    const { user, form } = await open('/app/admin/integrations/docker-services/new', 'New docker service');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'tautulli');
    await user.type(within(form).getByRole('textbox', { name: 'Image' }), 'ghcr.io/tautulli/tautulli');
    await user.type(within(form).getByRole('textbox', { name: 'Volumes' }), '/opt/a:/config');
    server.use(
      http.post('*/api/admin/docker-services', () =>
        HttpResponse.json({ success: false, message: 'The name has already been taken.', errors: { name: ['The name has already been taken.'], 'volumes.0': ['The volume is outside the stack.'] } }, { status: 422 }),
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('The name has already been taken.'));
    expect(within(form).getByRole('textbox', { name: 'Volumes' })).toHaveAccessibleDescription(expect.stringContaining('Line 1: The volume is outside the stack.'));
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('tautulli');
  });

  it('saves a change', async () => {
    const { user, form } = await open('/app/admin/integrations/docker-services/1', 'Edit Tautulli');
    await user.clear(within(form).getByRole('textbox', { name: 'Tag' }));
    await user.type(within(form).getByRole('textbox', { name: 'Tag' }), 'v2.15.1');
    await user.click(within(form).getByRole('switch', { name: 'Enabled' }));
    await user.click(within(form).getByRole('button', { name: 'Save service' }));
    await acknowledge('Done!', 'Tautulli has been saved.');
    expect(service('Tautulli')).toMatchObject({ tag: 'v2.15.1', enabled: false });
  });

  it('deletes the service once its name is typed', async () => {
    const { user, router } = await open('/app/admin/integrations/docker-services/4', 'Edit Plex Meta Manager');
    await user.click(screen.getByRole('button', { name: 'Delete service' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Plex Meta Manager?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete service' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'Plex Meta Manager');
    await user.click(confirm);
    await acknowledge('Poof!', 'Plex Meta Manager has been deleted.');
    expect(service('Plex Meta Manager')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/admin/integrations/docker-services'));
  });

  it('says when the service could not be loaded', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/docker-services/*' }]);
    await signInAs('admin');
    renderRoutes(dockerRoutesForTests, { url: '/app/admin/integrations/docker-services/1' });
    expect(await screen.findByRole('heading', { name: 'The docker service could not be loaded' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
