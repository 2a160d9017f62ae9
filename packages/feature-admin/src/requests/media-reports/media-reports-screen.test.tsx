import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url = '/app/admin/requests/media-reports') {
  await signInAs('admin');
  const rendered = renderRoutes(requestRoutes, { url });
  await screen.findByRole('heading', { level: 2, name: 'Media reports' }, { timeout: 10_000 });
  return rendered;
}

const table = () => screen.findByRole('table', { name: /^Media reports \(\d+\)$/ }, { timeout: 5_000 });
const titles = (list: HTMLElement) => within(list).getAllByRole('row').slice(1).map((row) => row.querySelector('strong')?.textContent);
const rowOf = (list: HTMLElement, title: string) => within(list).getAllByRole('row').find((row) => row.querySelector('strong')?.textContent === title)!;
const report = (id: number) => db.mediaReport.findFirst({ where: { id: { equals: id } } })!;

describe('the media reports', () => {
  it('shows the reports customers filed, newest first, with the problem, who reported it, the status and the reply', async () => {
    await open('/app/admin/requests/media-reports?q=plex%40demo.test');
    const list = await table();
    await waitFor(() => expect(titles(list)).toEqual(['Bonanza', 'Charade', 'Metropolis', 'The Andy Griffith Show']));
    const bonanza = rowOf(list, 'Bonanza');
    expect(within(bonanza).getByText('Missing episodes')).toBeInTheDocument();
    expect(within(bonanza).getByText('Season 3 stops after episode 20.')).toBeInTheDocument();
    expect(within(bonanza).getByText('Open')).toBeInTheDocument();
    expect(within(bonanza).getByText('No reply yet')).toBeInTheDocument();
    expect(within(bonanza).getByRole('link', { name: 'Jordan Lee' })).toHaveAttribute('href', '/app/admin/users/3');
    expect(within(rowOf(list, 'Charade')).getByText('We found an English copy and are replacing the file.')).toBeInTheDocument();
    expect(within(rowOf(list, 'Metropolis')).queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it('filters by status in the address', async () => {
    const { user, router } = await open();
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    await waitFor(() => expect(router.state.location.search).toBe('?status=open'));
    await waitFor(async () => {
      const rows = within(await table()).getAllByRole('row').slice(1);
      expect(rows.every((row) => within(row).queryByText('Open'))).toBe(true);
    });
  });

  it('says when no report matches, and when there are none at all', async () => {
    await open('/app/admin/requests/media-reports?q=no-such-report');
    expect(await screen.findByRole('heading', { name: 'No reports match' })).toBeInTheDocument();
  });

  it('says when there are no reports yet', async () => {
    db.mediaReport.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
  });

  it('says when the reports could not be loaded', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/media-reports' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The reports could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('replies to a report: the customer sees the reply and the report is in progress', async () => {
    const { user } = await open('/app/admin/requests/media-reports?q=plex%40demo.test');
    const list = await table();
    await waitFor(() => expect(titles(list)).toContain('Bonanza'));
    await user.click(within(rowOf(list, 'Bonanza')).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to the report' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Write a reply.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('in_progress');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'We are uploading the missing episodes tonight.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('Your reply has been sent to the customer.');
    expect(report(1)).toMatchObject({ status: 'in_progress', reply: 'We are uploading the missing episodes tonight.' });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(rowOf(list, 'Bonanza')).getByText('We are uploading the missing episodes tonight.')).toBeInTheDocument());
  });

  it('keeps the reply and shows the server’s objection next to it', async () => {
    setFaults([{ kind: 'status-422', path: '/api/admin/requests/media-reports/*/reply' }]);
    const { user } = await open('/app/admin/requests/media-reports?q=plex%40demo.test');
    const list = await table();
    await waitFor(() => expect(titles(list)).toContain('Bonanza'));
    await user.click(within(rowOf(list, 'Bonanza')).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to the report' });
    const reply = within(dialog).getByRole('textbox', { name: 'Reply' });
    await user.type(reply, 'On it.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(reply).toHaveAttribute('aria-invalid', 'true'));
    expect(reply).toHaveValue('On it.');
    expect(report(1).reply).toBeNull();
  });

  it('resolves a report with a last word to the customer', async () => {
    const { user } = await open('/app/admin/requests/media-reports?q=plex%40demo.test');
    const list = await table();
    await waitFor(() => expect(titles(list)).toContain('Bonanza'));
    await user.click(within(rowOf(list, 'Bonanza')).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the report' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reply (optional)' }), 'All episodes are there now.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The report about Bonanza has been resolved.');
    expect(report(1)).toMatchObject({ status: 'resolved', reply: 'All episodes are there now.' });
    expect(db.notification.getAll().some((row) => row.user_id === 3 && row.title === 'Your report has been resolved')).toBe(true);
  });

  it('says why resolving failed', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/media-reports/*/resolve' }]);
    const { user } = await open('/app/admin/requests/media-reports?q=plex%40demo.test');
    const list = await table();
    await waitFor(() => expect(titles(list)).toContain('Bonanza'));
    await user.click(within(rowOf(list, 'Bonanza')).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the report' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByRole('alertdialog', { name: /Whoops!|Uh oh!/ })).toBeInTheDocument();
    expect(report(1).status).toBe('open');
  });
});
