import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, setFaults } from '@portal/demo-backend';
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
  const rendered = renderRoutes(appManagementRoutes, { url: '/app/admin/app-management/deployment' });
  // The first visit compiles the lazy screens: allow it the time.
  await screen.findByRole('heading', { level: 2, name: 'Deployment' }, { timeout: 15_000 });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const row = () => db.deploymentSetting.getAll()[0]!;

describe('the deployment defaults', () => {
  it('shows how new servers are deployed, with the nodes and locations to choose from', async () => {
    await open();
    expect(select('Choice of node')).toHaveValue('least-servers');
    expect(select('Default node')).toHaveValue('');
    expect(within(select('Default node')).getByRole('option', { name: /^fra-01/ })).toBeInTheDocument();
    expect(field('Plex image tag')).toHaveValue('latest');
    expect(field('Emby image tag')).toHaveValue('4.8.10');
    expect(field('Jellyfin image tag')).toHaveValue('10.10.3');
    expect(select('Backup schedule')).toHaveValue('daily');
    expect(field('Keep backups for')).toHaveValue('14');
    expect(field('Name of new servers')).toHaveValue('{type}-{username}');
    expect(screen.getByText(/now a new server is named like plex-jordan-lee/)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'System Settings sections' })).getByRole('link', { name: 'Deployment' })).toHaveAttribute('aria-current', 'page');
  });

  it('works without the lists of nodes and locations, and without a date of the last change', async () => {
    server.use(
      http.get('*/api/admin/app-management/deployment', () =>
        HttpResponse.json({
          success: true,
          data: {
            node_selection: 'round-robin',
            default_node_id: null,
            default_location: null,
            plex_image_tag: 'latest',
            emby_image_tag: 'latest',
            jellyfin_image_tag: 'latest',
            backup_schedule: 'off',
            backup_time: null,
            backup_retention_days: 7,
            name_pattern: '{id}',
          },
        }),
      ),
    );
    await open();
    expect(select('Choice of node')).toHaveValue('round-robin');
    expect(within(select('Default node')).getAllByRole('option')).toHaveLength(1);
    expect(within(select('Default location')).getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByText(/Last changed/)).not.toBeInTheDocument();
  });

  it('says when the defaults could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/deployment' }]);
    await signInAs('admin');
    renderRoutes(appManagementRoutes, { url: '/app/admin/app-management/deployment' });
    expect(await screen.findByRole('heading', { name: 'The deployment defaults could not be loaded' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('saves a change customers do not see without asking', async () => {
    const { user } = await open();
    await user.clear(field('Keep backups for'));
    await user.type(field('Keep backups for'), '30');
    await user.selectOptions(select('Backup schedule'), 'weekly');
    await user.click(screen.getByRole('button', { name: 'Save deployment defaults' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The deployment defaults have been saved');
    expect(row()).toMatchObject({ backup_retention_days: 30, backup_schedule: 'weekly' });
  });

  it('asks before new servers get other names or versions', async () => {
    const { user } = await open();
    await user.clear(field('Jellyfin image tag'));
    await user.type(field('Jellyfin image tag'), '10.11.0');
    await user.clear(field('Name of new servers'));
    await user.type(field('Name of new servers'), 'md-{{id}');
    await user.click(screen.getByRole('button', { name: 'Save deployment defaults' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Customers will see this change' });
    expect(confirm).toHaveTextContent('New servers are named like md-1042.');
    expect(confirm).toHaveTextContent('New Jellyfin servers run the image tag 10.11.0.');
    await user.click(within(confirm).getByRole('button', { name: 'Save for everyone' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toBeInTheDocument();
    expect(row()).toMatchObject({ jellyfin_image_tag: '10.11.0', name_pattern: 'md-{id}' });
  });

  it('checks the fields before saving', async () => {
    const { user } = await open();
    await user.selectOptions(select('Choice of node'), 'fixed');
    await user.clear(field('Plex image tag'));
    await user.type(field('Plex image tag'), 'not a tag');
    await user.clear(field('Name of new servers'));
    await user.type(field('Name of new servers'), 'plex-{{type}');
    await user.click(screen.getByRole('button', { name: 'Save deployment defaults' }));
    expect(await screen.findByText('Choose the node every new server goes to.')).toBeInTheDocument();
    expect(screen.getByText('Use letters, digits, dots, dashes and underscores, like 10.10.3.')).toBeInTheDocument();
    expect(screen.getByText('Include one of {username}, {id}, so that every name is different.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal next to its field and keeps what was chosen', async () => {
    const { user } = await open();
    await user.selectOptions(select('Choice of node'), 'fixed');
    await user.selectOptions(select('Default node'), String(DEMO_IDS.nodes.sgp01));
    await user.clear(field('Keep backups for'));
    await user.type(field('Keep backups for'), '21');
    // The node is taken out of service while the form is open.
    db.node.delete({ where: { id: { equals: DEMO_IDS.nodes.sgp01 } } });
    await user.click(screen.getByRole('button', { name: 'Save deployment defaults' }));
    expect(await screen.findByText('The selected default node is invalid.')).toBeInTheDocument();
    expect(select('Default node')).toHaveValue(String(DEMO_IDS.nodes.sgp01));
    expect(field('Keep backups for')).toHaveValue('21');
    expect(row().backup_retention_days).toBe(14);
  });

  it('says when the save failed on the server, keeping the form', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/deployment', method: 'post' }]);
    const { user } = await open();
    await user.clear(field('Keep backups for'));
    await user.type(field('Keep backups for'), '45');
    await user.click(screen.getByRole('button', { name: 'Save deployment defaults' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(whoops).toHaveTextContent('Server Error');
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    expect(field('Keep backups for')).toHaveValue('45');
  });
});
