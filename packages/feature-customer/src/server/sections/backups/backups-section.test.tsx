import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServer, renderSection } from '../test/render-section.tsx';
import BackupsSection from './backups-section.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function renderPlexBackups() {
  await signInAs('customer-plex');
  return renderSection(BackupsSection, await loadServer(DEMO_IDS.servers.plex));
}

function backupsOf(serverId: number | null, userId: number) {
  return db.backup.getAll().filter((backup) => backup.server_id === serverId && backup.user_id === userId);
}

describe('the backups section', () => {
  it('lists the server’s backups and those of deleted servers with type, size and date', async () => {
    await renderPlexBackups();
    expect(screen.getByText('Loading the backups')).toBeInTheDocument();
    const live = await screen.findByRole('list', { name: 'Backups of Jordan’s Plex' });
    expect(within(live).getAllByRole('listitem')).toHaveLength(backupsOf(DEMO_IDS.servers.plex, DEMO_IDS.users.plex).length);
    const nightly = within(live).getByRole('heading', { name: 'Nightly – config' }).closest('li')!;
    expect(within(nightly as HTMLElement).getByText('Configuration only')).toBeInTheDocument();
    expect(within(nightly as HTMLElement).getByText(/412\.3 MB/)).toBeInTheDocument();
    expect(nightly.querySelector('time')).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-/));

    const deleted = screen.getByRole('list', { name: 'Backups of deleted servers' });
    expect(within(deleted).getByRole('heading', { name: 'Final backup' })).toBeInTheDocument();
    expect(within(deleted).getByText('From Jordan’s Emby (deleted)')).toBeInTheDocument();
    expect(within(deleted).getByText('Full server')).toBeInTheDocument();
  });

  it('shows empty groups', async () => {
    await signInAs('customer-emby');
    db.backup.deleteMany({ where: { user_id: { equals: DEMO_IDS.users.emby } } });
    renderSection(BackupsSection, await loadServer(DEMO_IDS.servers.emby));
    expect(await screen.findByRole('heading', { name: 'No backups yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No backups of deleted servers' })).toBeInTheDocument();
  });

  it('creates a backup with a name and a type, and says Done!', async () => {
    const { user } = await renderPlexBackups();
    await screen.findByRole('list', { name: 'Backups of Jordan’s Plex' });
    await user.type(screen.getByLabelText(/Backup name/), 'Before the holidays');
    await user.selectOptions(screen.getByLabelText(/Backup type/), 'Full server');
    await user.click(screen.getByRole('button', { name: 'Create backup' }));

    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('The backup has been created.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const live = screen.getByRole('list', { name: 'Backups of Jordan’s Plex' });
    const created = within(live).getByRole('heading', { name: 'Before the holidays' }).closest('li') as HTMLElement;
    expect(within(created).getByText('Full server')).toBeInTheDocument();
    expect(screen.getByLabelText(/Backup name/)).toHaveValue('');
  });

  it('checks the name before sending and shows the server’s errors next to the fields', async () => {
    const { user } = await renderPlexBackups();
    await user.click(await screen.findByRole('button', { name: 'Create backup' }));
    expect(screen.getByLabelText(/Backup name/)).toHaveAccessibleDescription('Enter a name for the backup.');

    server.use(
      http.post('*/api/customer/servers/:id/backups/create/:type', () =>
        HttpResponse.json(
          { success: false, message: 'The name has already been taken.', errors: { name: ['The name has already been taken.'] } },
          { status: 422 },
        ),
      ),
    );
    await user.type(screen.getByLabelText(/Backup name/), 'Nightly – config');
    await user.click(screen.getByRole('button', { name: 'Create backup' }));
    expect(await screen.findByText('The name has already been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Backup name/)).toHaveValue('Nightly – config');
  });

  it('shows that backups are switched off for the account', async () => {
    const trial = db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.trial } } })!;
    await login({ email: trial.email, password: DEMO_PASSWORD });
    const trialServer = db.server.getAll().find((candidate) => candidate.user_id === trial.id)!;
    const { user } = renderSection(BackupsSection, await loadServer(trialServer.id));
    await user.type(await screen.findByLabelText(/Backup name/), 'First');
    await user.click(screen.getByRole('button', { name: 'Create backup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This feature is not available on your account.');
  });

  it('restores a backup after a confirmation', async () => {
    const { user } = await renderPlexBackups();
    await user.click(await screen.findByRole('button', { name: 'Restore Before Plex update' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Restore “Before Plex update”?' });
    expect(confirm).toHaveTextContent('Changes made since are lost');
    await user.click(within(confirm).getByRole('button', { name: 'Restore backup' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('Before Plex update is being restored. The server restarts when it is done.')).toBeInTheDocument();
  });

  it('explains restoring the backup of a deleted server onto this one', async () => {
    const { user } = await renderPlexBackups();
    await user.click(await screen.findByRole('button', { name: 'Restore Final backup' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Restore “Final backup”?' });
    expect(confirm).toHaveTextContent('“Final backup” was taken of Jordan’s Emby (deleted), which no longer exists.');
    expect(confirm).toHaveTextContent('replacing what Jordan’s Plex has now');
    await user.click(within(confirm).getByRole('button', { name: 'Restore backup' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('Final backup is being restored.');
  });

  it('deletes a backup after a confirmation, and says Poof!', async () => {
    const { user } = await renderPlexBackups();
    await user.click(await screen.findByRole('button', { name: 'Delete Weekly – full' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete “Weekly – full”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Weekly – full' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Weekly – full' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete “Weekly – full”?' })).getByRole('button', { name: 'Delete backup' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(within(poof).getByText('The backup has been deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Weekly – full' })).not.toBeInTheDocument();
  });

  it('shows a failed restore as Whoops! with the server’s message', async () => {
    server.use(
      http.post('*/api/customer/servers/:id/backups/restore/:backup', () =>
        HttpResponse.json({ success: false, message: 'The server is being rebuilt. Try again when it is done.' }, { status: 409 }),
      ),
    );
    const { user } = await renderPlexBackups();
    await user.click(await screen.findByRole('button', { name: 'Restore Before Plex update' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Restore “Before Plex update”?' })).getByRole('button', { name: 'Restore backup' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(within(whoops).getByText('The server is being rebuilt. Try again when it is done.')).toBeInTheDocument();
  });

  it('shows a failed load and tries again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/customer/servers/:id/backups', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'The backup store is not answering.' }, { status: 503 });
        return HttpResponse.json({ success: true, data: { live: [], deleted_servers: [] } });
      }),
    );
    const { user } = await renderPlexBackups();
    expect(await screen.findByText('The backup store is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No backups yet' })).toBeInTheDocument();
  });
});
