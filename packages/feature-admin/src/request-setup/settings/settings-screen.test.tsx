import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSetupForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function open() {
  await signInAs('admin');
  const view = renderRoutes(requestSetupForTests, { url: '/app/admin/requests/settings' });
  const form = await screen.findByRole('form', { name: 'Request lounge settings' }, { timeout: 20_000 });
  return { ...view, form };
}

const settings = () => db.setting.getAll()[0]!;

describe('the request lounge’s settings', () => {
  it('shows the switch with what it changes for customers', async () => {
    const { form } = await open();
    const lounge = within(form).getByRole('switch', { name: 'Request lounge' });
    expect(lounge).toBeChecked();
    expect(lounge).toHaveAccessibleDescription(expect.stringContaining('the customer menu links to the site below instead'));
    expect(within(form).getByText('Saving changes the customers’ menu: it shows the request lounge.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /External request site/ })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: /Menu name/ })).toHaveValue('');
  });

  it('asks for the link and the menu name before switching off', async () => {
    const { user, form } = await open();
    await user.click(within(form).getByRole('switch', { name: 'Request lounge' }));
    expect(within(form).getByText(/instead of the request lounge it shows the link below/)).toBeInTheDocument();
    const url = within(form).getByRole('textbox', { name: /External request site/ });
    await user.type(url, 'requests.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(url).toHaveAccessibleDescription(expect.stringContaining('Enter a full http:// or https:// address'));
    expect(within(form).getByRole('textbox', { name: /Menu name/ })).toHaveAccessibleDescription(expect.stringContaining('Enter the name the customer menu shows for the link.'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(settings().request_lounge).toBe(true);
  });

  it('switches the lounge off after confirming, with the external link and menu name', async () => {
    const { user, form } = await open();
    await user.click(within(form).getByRole('switch', { name: 'Request lounge' }));
    await user.type(within(form).getByRole('textbox', { name: /External request site/ }), 'https://requests.example.com');
    await user.type(within(form).getByRole('textbox', { name: /Menu name/ }), 'Ask for a title');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Switch the request lounge off?' });
    expect(confirm).toHaveTextContent('Their menu shows “Ask for a title”, which opens https://requests.example.com.');
    await user.click(within(confirm).getByRole('button', { name: 'Switch off' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveAccessibleDescription('The request lounge is off; the menu links to the external site.');
    expect(settings()).toMatchObject({ request_lounge: false, ombi_url: 'https://requests.example.com', ombi_menu_name: 'Ask for a title' });
  });

  it('saves nothing when the switch-off is cancelled, and keeps the input', async () => {
    const { user, form } = await open();
    await user.click(within(form).getByRole('switch', { name: 'Request lounge' }));
    await user.type(within(form).getByRole('textbox', { name: /External request site/ }), 'https://requests.example.com');
    await user.type(within(form).getByRole('textbox', { name: /Menu name/ }), 'Ask for a title');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Switch the request lounge off?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(settings().request_lounge).toBe(true);
    expect(within(form).getByRole('textbox', { name: /Menu name/ })).toHaveValue('Ask for a title');
    expect(within(form).getByRole('button', { name: 'Save settings' })).toBeEnabled();
  });

  it('shows the server’s refusal of the link next to it, with the input kept', async () => {
    server.use(
      http.post('*/api/admin/requests/settings', () =>
        HttpResponse.json(
          { success: false, message: 'The external link must be an http:// or https:// address.', errors: { ombi_url: ['The external link must be an http:// or https:// address.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user, form } = await open();
    await user.click(within(form).getByRole('switch', { name: 'Request lounge' }));
    const url = within(form).getByRole('textbox', { name: /External request site/ });
    await user.type(url, 'https://requests.example.com');
    await user.type(within(form).getByRole('textbox', { name: /Menu name/ }), 'Ask for a title');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Switch the request lounge off?' })).getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining('The external link must be an http:// or https:// address.')));
    expect(url).toHaveValue('https://requests.example.com');
    expect(screen.queryByRole('alertdialog', { name: 'Done!' })).not.toBeInTheDocument();
  });

  it('saves a changed menu name while the lounge stays on, without asking', async () => {
    const { user, form } = await open();
    await user.type(within(form).getByRole('textbox', { name: /Menu name/ }), 'Requests');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveAccessibleDescription('The request lounge is on.');
    expect(settings()).toMatchObject({ request_lounge: true, ombi_menu_name: 'Requests' });
  });

  it('says Whoops! when saving fails otherwise', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/settings', method: 'post' }]);
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toBeInTheDocument();
  });

  it('says when the settings could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/settings' }]);
    await signInAs('admin');
    renderRoutes(requestSetupForTests, { url: '/app/admin/requests/settings' });
    expect(await screen.findByRole('heading', { name: 'The request lounge’s settings could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
