import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appOperationsForTests } from '../shared/test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
const server = setupDemoBackend();
afterEach(() => {
  signOutForTest();
  vi.restoreAllMocks();
});

/** The files the browser was handed: name and text. */
let saved: { name: string; text: Promise<string> }[] = [];
beforeEach(() => {
  saved = [];
  let last: Blob | null = null;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      last = blob;
      return 'blob:export';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, text: last.text() });
  });
});

async function open() {
  await signInAs('admin');
  const view = renderRoutes(appOperationsForTests, { url: '/app/admin/app-management/exports' });
  const form = await screen.findByRole('form', { name: 'New export' }, { timeout: 20_000 });
  return { ...view, form };
}

describe('the exports', () => {
  it('lists the recent exports, newest first, with a download for finished ones', async () => {
    await open();
    const list = await screen.findByRole('list', { name: 'Recent exports' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(/^servers-.*\.csv$/);
    expect(items[0]).toHaveTextContent('Servers, 8 rows, started');
    expect(items[0]).toHaveTextContent('by Sam Rivera');
    expect(within(items[0]!).getByText('Ready')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: /^Download users-.*\.csv$/ })).toBeInTheDocument();
  });

  it('follows a job started earlier while it runs, until it can be downloaded', async () => {
    db.exportJob.create({ id: 50, kind: 'invoices', filters: '{}', rows: 16, file_name: 'invoices-running.csv', created_at: new Date().toISOString(), duration_ms: 2500, requested_by: 2, error: null });
    await open();
    const list = await screen.findByRole('list', { name: 'Recent exports' });
    const item = within(list).getAllByRole('listitem')[0]!;
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent('invoices-running.csv');
    expect(within(item).getByRole('progressbar', { name: 'Progress of invoices-running.csv' })).toBeInTheDocument();
    expect(await within(item).findByRole('button', { name: 'Download invoices-running.csv' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(item).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('exports the users: a progress bar while it runs, then the CSV to download', async () => {
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: 'Start export' }));
    const current = await screen.findByRole('region', { name: 'Current export' });
    const bar = within(current).getByRole('progressbar', { name: 'Progress of the export of Users' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await waitFor(() => expect(within(current).getByRole('status')).toHaveTextContent(/Exporting 374 rows: \d+ % done\./), { timeout: 10_000 });
    const download = await within(current).findByRole('button', { name: /^Download users-\d{4}-\d{2}-\d{2}-4\.csv$/ }, { timeout: 15_000 });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(within(current).getByRole('status')).toHaveTextContent('Ready: 374 rows.');
    await user.click(download);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^users-.*-4\.csv$/);
    const lines = (await saved[0]!.text).split('\r\n');
    expect(lines[0]).toBe('id,name,email,role,trial,servers,billing_id,created_at');
    expect(lines.find((line) => line.startsWith('3,'))).toMatch(/^3,Jordan Lee,plex@demo\.test,customer,no,/);
    expect(lines).toHaveLength(374 + 2);
    // The new job joins the recent ones once it has finished.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Recent exports' })).getAllByRole('listitem')).toHaveLength(4));
  });

  it('exports only what the filter keeps, quoting cells and guarding formulas', async () => {
    db.server.update({ where: { id: { equals: 1 } }, data: { name: '=HYPERLINK("http://evil.example","Jordan, Lee")' } });
    const { user, form } = await open();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'What to export' }), 'Servers');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Server type' }), 'Plex servers');
    await user.click(within(form).getByRole('button', { name: 'Start export' }));
    const current = await screen.findByRole('region', { name: 'Current export' });
    await user.click(await within(current).findByRole('button', { name: /^Download servers-/ }, { timeout: 15_000 }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = (await saved[0]!.text).trim().split('\r\n');
    expect(lines[0]).toBe('id,name,type,status,node,owner_id,owner_email,plan,version,url,created_at');
    expect(lines.slice(1).every((line) => line.split(',')[2] === 'plex' || line.includes('"'))).toBe(true);
    expect(lines[1]).toContain(`1,"'=HYPERLINK(""http://evil.example"",""Jordan, Lee"")",plex,`);
  });

  it('says when an export failed and offers to start again', async () => {
    server.use(
      http.get('*/api/admin/app-management/exports/:id', ({ params }) =>
        HttpResponse.json({ success: true, data: { id: Number(params.id), kind: 'invoices', status: 'failed', progress: 0, rows: 16, file_name: 'invoices.csv', created_at: new Date().toISOString(), error: 'The billing system did not answer.' } }),
      ),
    );
    const { user, form } = await open();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'What to export' }), 'Invoices');
    await user.click(within(form).getByRole('button', { name: 'Start export' }));
    const current = await screen.findByRole('region', { name: 'Current export' });
    expect(await within(current).findByText('The billing system did not answer.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(current).getByText('Failed')).toBeInTheDocument();
    await user.click(within(current).getByRole('button', { name: 'Start again' }));
    expect(screen.queryByRole('region', { name: 'Current export' })).not.toBeInTheDocument();
  });

  it('says Whoops! when the export cannot be started or downloaded', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/exports', method: 'post' }]);
    server.use(http.get('*/api/admin/app-management/exports/:id/download', () => HttpResponse.json({ success: false, message: 'This export has not finished yet.' }, { status: 409 })));
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: 'Start export' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    await user.click(within(whoops).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const list = await screen.findByRole('list', { name: 'Recent exports' });
    await user.click(within(list).getAllByRole('button', { name: /^Download / })[0]!);
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toHaveTextContent('This export has not finished yet.');
    expect(saved).toHaveLength(0);
  });

  it('says when there are no exports yet', async () => {
    db.exportJob.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { level: 3, name: 'No exports yet' })).toBeInTheDocument();
  });

  it('says when the recent exports could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/exports', method: 'get' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The recent exports could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
