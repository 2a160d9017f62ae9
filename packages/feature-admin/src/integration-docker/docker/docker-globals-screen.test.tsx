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

async function open() {
  await signInAs('admin');
  const view = renderRoutes(dockerRoutesForTests, { url: '/app/admin/integrations/docker' });
  const form = await screen.findByRole('form', { name: 'Global docker variables' }, { timeout: 30_000 });
  return { ...view, form };
}

async function acknowledge(title: 'Done!' | 'Whoops!', message: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  expect(dialog).toHaveTextContent(message);
  within(dialog).getByRole('button').click();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** The key or value field of a row (rows count from 1). */
const field = (form: HTMLElement, row: number, name: 'Key' | 'Value') => within(within(form).getByRole('group', { name: `Row ${row}` })).getByRole('textbox', { name });
const removeRow = (form: HTMLElement, row: number) => within(within(form).getByRole('group', { name: `Row ${row}` })).getByRole('button', { name: 'Remove' });

const stored = () => Object.fromEntries(db.dockerVariable.getAll().map((row) => [row.key, row.value]));

describe('the global docker variables', () => {
  it('shows each variable as a key/value row', async () => {
    const { form } = await open();
    expect(screen.getByRole('heading', { level: 2, name: 'Global docker variables' })).toBeInTheDocument();
    expect(field(form, 1, 'Key')).toHaveValue('PUID');
    expect(field(form, 1, 'Value')).toHaveValue('1000');
    expect(field(form, 3, 'Key')).toHaveValue('TZ');
    expect(within(form).getAllByRole('textbox', { name: 'Key' })).toHaveLength(db.dockerVariable.count());
    expect(screen.getByText(/Running servers pick up changes on their next restart/)).toBeInTheDocument();
  });

  it('adds, changes and removes rows and saves the whole list', async () => {
    const { user, form } = await open();
    await user.clear(field(form, 3, 'Value'));
    await user.type(field(form, 3, 'Value'), 'Europe/Berlin');
    await user.click(removeRow(form, 4));
    await user.click(within(form).getByRole('button', { name: 'Add a variable' }));
    const count = db.dockerVariable.count();
    const key = field(form, count, 'Key');
    expect(key).toHaveFocus();
    await user.type(key, 'PLEX_PREFERENCE_TRANSCODER');
    await user.type(field(form, count, 'Value'), 'hw');
    await user.click(within(form).getByRole('button', { name: 'Save variables' }));
    await acknowledge('Done!', 'Running servers pick them up on their next restart.');
    expect(stored()).toMatchObject({ TZ: 'Europe/Berlin', PLEX_PREFERENCE_TRANSCODER: 'hw' });
    expect(stored()).not.toHaveProperty('UMASK');
  });

  it('checks keys before sending and keeps what was typed', async () => {
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: 'Add a variable' }));
    const row = db.dockerVariable.count() + 1;
    const key = field(form, row, 'Key');
    await user.type(key, 'tz');
    await user.type(field(form, row, 'Value'), 'UTC');
    await user.click(within(form).getByRole('button', { name: 'Save variables' }));
    expect(await within(form).findByText(/Use upper-case letters, digits and underscores/)).toBeInTheDocument();
    expect(key).toHaveValue('tz');
    expect(key).toHaveAccessibleDescription(expect.stringContaining('Use upper-case letters'));
    await user.clear(key);
    await user.type(key, 'TZ');
    await user.click(within(form).getByRole('button', { name: 'Save variables' }));
    expect(await within(form).findByText('This key is already used in row 3.')).toBeInTheDocument();
  });

  it("shows the server's 422 next to the row's field and keeps the input", async () => {
    server.use(
      http.post('*/api/admin/integrations/globals', () =>
        HttpResponse.json({ success: false, message: 'The key is reserved by the platform.', errors: { 'variables.1.key': ['The key is reserved by the platform.'] } }, { status: 422 }),
      ),
    );
    const { user, form } = await open();
    const value = field(form, 2, 'Value');
    await user.clear(value);
    await user.type(value, '1001');
    await user.click(within(form).getByRole('button', { name: 'Save variables' }));
    const key = field(form, 2, 'Key');
    await waitFor(() => expect(key).toHaveAccessibleDescription('The key is reserved by the platform.'));
    expect(value).toHaveValue('1001');
    expect(stored().PGID).toBe('1000');
  });

  it('says when the list is empty', async () => {
    for (const row of db.dockerVariable.getAll()) db.dockerVariable.delete({ where: { key: { equals: row.key } } });
    await open();
    expect(screen.getByText(/No global variables yet/)).toBeInTheDocument();
  });

  it('says when the variables could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/integrations/globals' }]);
    await signInAs('admin');
    renderRoutes(dockerRoutesForTests, { url: '/app/admin/integrations/docker' });
    expect(await screen.findByRole('heading', { name: 'The global docker variables could not be loaded' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
