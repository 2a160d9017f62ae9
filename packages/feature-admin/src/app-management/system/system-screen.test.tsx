import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { testFile, useNodeMultipart } from '@portal/test-config/multipart';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appManagementTestRoutes, loadScreens } from '../test-routes.tsx';

const server = setupDemoBackend();
beforeAll(loadScreens, 120_000);
// jsdom's files reach the demo backend nameless; Node's keep their names.
beforeEach(() => useNodeMultipart());
afterEach(() => signOutForTest());

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function settingsRow() {
  return db.setting.getAll()[0]!;
}

async function open() {
  await signInAs('admin');
  const rendered = renderRoutes(appManagementTestRoutes, { url: '/app/admin/app-management/system' });
  // The first visit compiles the lazy screens: allow it the time.
  await screen.findByRole('heading', { level: 2, name: 'System' }, { timeout: 15_000 });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the system settings', () => {
  it('shows the name and the version, says there is no logo yet, and marks the System tab', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'System Settings' })).toBeInTheDocument();
    expect(field('App name')).toHaveValue('MediaDock');
    expect(field('Version')).toHaveValue('3.14.2');
    expect(screen.getByText('No logo: the header shows the name.')).toBeInTheDocument();
    expect(screen.getByText('No icon yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'System Settings sections' })).getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'page');
    // Every setting here reaches customers, and each field says so.
    expect(screen.getByText('Customers see the change at once.')).toBeInTheDocument();
  });

  it('shows the stored logo, and reads an answer without the size limit', async () => {
    db.setting.update({ where: { id: { equals: settingsRow().id } }, data: { logo_data: PIXEL } });
    server.use(
      http.get('*/api/admin/app-management/system', () =>
        HttpResponse.json({ success: true, data: { app_name: 'MediaDock', app_version: '3.14.2', logo: { image: 1, data: PIXEL }, icon: { image: 0, data: null } } }),
      ),
    );
    await open();
    expect(screen.getByRole('img', { name: 'The current logo' })).toHaveAttribute('src', PIXEL);
    expect(screen.getAllByText(/at most 256 KB/)).toHaveLength(2);
  });

  it('says when the settings could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/system' }]);
    await signInAs('admin');
    renderRoutes(appManagementTestRoutes, { url: '/app/admin/app-management/system' });
    expect(await screen.findByRole('heading', { name: 'The system settings could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks before a change customers see, saves it, and the header follows without a reload', async () => {
    const { user } = await open();
    expect(await within(screen.getByRole('banner')).findByText('MediaDock')).toBeInTheDocument();
    await user.clear(field('App name'));
    await user.type(field('App name'), 'StreamHaus');
    await user.click(screen.getByRole('button', { name: 'Save system settings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Customers will see this change' });
    expect(confirm).toHaveTextContent('The name “MediaDock” becomes “StreamHaus” in the header, the footer and the browser tab.');
    await user.click(within(confirm).getByRole('button', { name: 'Save for everyone' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The system settings have been saved');
    expect(settingsRow().app_name).toBe('StreamHaus');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await within(screen.getByRole('banner')).findByText('StreamHaus')).toBeInTheDocument();
  });

  it('saves nothing when the confirmation is cancelled, keeping what was typed', async () => {
    const { user } = await open();
    await user.clear(field('Version'));
    await user.type(field('Version'), '3.15.0');
    await user.click(screen.getByRole('button', { name: 'Save system settings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Customers will see this change' });
    expect(confirm).toHaveTextContent('The footer shows version 3.15.0.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(field('Version')).toHaveValue('3.15.0');
    expect(settingsRow().app_version).toBe('3.14.2');
  });

  it('checks the name before saving', async () => {
    const { user } = await open();
    await user.clear(field('App name'));
    await user.click(screen.getByRole('button', { name: 'Save system settings' }));
    expect(await screen.findByText("Enter the platform's name.")).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('refuses a logo that is too large when it is picked, then uploads one with its preview', async () => {
    const { user } = await open();
    const input = screen.getByLabelText(/^Logo/);
    await user.upload(input, testFile('huge-banner.png', 300 * 1024, 'image/png'));
    expect(await screen.findByText(/^huge-banner\.png is .+; an image may be at most/)).toBeInTheDocument();
    expect(screen.getByText('No logo: the header shows the name.')).toBeInTheDocument();

    const bytes = Uint8Array.from(atob(PIXEL.split(',')[1]!), (char) => char.charCodeAt(0));
    await user.upload(input, new File([bytes], 'mediadock.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of the new logo' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.queryByText(/huge-banner\.png is/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save system settings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Customers will see this change' });
    expect(confirm).toHaveTextContent('A new logo in the header.');
    await user.click(within(confirm).getByRole('button', { name: 'Save for everyone' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toBeInTheDocument();
    expect(settingsRow().logo_data).toBe(PIXEL);
  });

  it('removes the stored logo', async () => {
    db.setting.update({ where: { id: { equals: settingsRow().id } }, data: { logo_data: PIXEL } });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Remove the logo' }));
    expect(screen.getByText('No logo: the header shows the name.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save system settings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Customers will see this change' });
    expect(confirm).toHaveTextContent('The header shows the name instead of the logo.');
    await user.click(within(confirm).getByRole('button', { name: 'Save for everyone' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toBeInTheDocument();
    expect(settingsRow().logo_data).toBeNull();
  });

  it('shows a refusal next to its field and keeps what was typed', async () => {
    setFaults([{ kind: 'status-422', path: '/api/admin/app-management/system', method: 'post' }]);
    const { user } = await open();
    await user.clear(field('App name'));
    await user.type(field('App name'), 'StreamHaus');
    await user.click(screen.getByRole('button', { name: 'Save system settings' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Customers will see this change' })).getByRole('button', { name: 'Save for everyone' }));
    expect(await screen.findByText('The app name field is invalid.')).toBeInTheDocument();
    expect(field('App name')).toHaveValue('StreamHaus');
    expect(field('App name')).toHaveAttribute('aria-invalid', 'true');
    expect(settingsRow().app_name).toBe('MediaDock');
  });

  it('says when the save failed on the server, keeping the form', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/system', method: 'post' }]);
    const { user } = await open();
    await user.clear(field('Version'));
    await user.type(field('Version'), '4.0.0');
    await user.click(screen.getByRole('button', { name: 'Save system settings' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Customers will see this change' })).getByRole('button', { name: 'Save for everyone' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(whoops).toHaveTextContent('Server Error');
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    expect(field('Version')).toHaveValue('4.0.0');
  });
});
