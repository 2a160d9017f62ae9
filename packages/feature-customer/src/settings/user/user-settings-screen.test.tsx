import { sessionStore } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsRoutes } from '../routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function openUserSettings() {
  await signInAs('customer-plex');
  const view = renderRoutes(settingsRoutes, { url: '/app/settings/user' });
  const profile = await screen.findByRole('form', { name: 'Profile' });
  return { ...view, profile };
}

async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  return dialog;
}

describe('the user settings', () => {
  it('opens the profile section from /app/settings, with the sections’ navigation', async () => {
    await signInAs('customer-plex');
    renderRoutes(settingsRoutes, { url: '/app/settings' });
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account settings' });
    expect(within(nav).getByRole('link', { name: 'Profile & password' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'CDN host' })).toHaveAttribute('href', '/app/settings/cdn-host');
  });

  it('shows a loading state while the profile loads', async () => {
    await signInAs('customer-plex');
    renderRoutes(settingsRoutes, { url: '/app/settings/user' });
    expect(await screen.findByRole('status', { name: 'Loading your profile' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
  });

  it('shows the error and retries on request', async () => {
    await signInAs('customer-plex');
    let calls = 0;
    server.use(
      http.get('*/api/customer/settings/profile', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'The database is resting.' }, { status: 503 }) : undefined;
      }),
    );
    const { user } = renderRoutes(settingsRoutes, { url: '/app/settings/user' });
    expect(await screen.findByText('The database is resting.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
  });

  it('changes the name, and the session’s user with it, so the header shows the new name', async () => {
    const { user, profile } = await openUserSettings();
    const name = within(profile).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Jordan Lee');
    await user.clear(name);
    await user.type(name, 'Jordan A. Lee');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    const done = await dialogTitled('Done!');
    expect(done).toHaveTextContent('Your profile has been updated.');
    expect(sessionStore.getState().user?.name).toBe('Jordan A. Lee');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('checks the fields before saving, and makes no call while they are wrong', async () => {
    const { user, profile } = await openUserSettings();
    let calls = 0;
    server.use(
      http.post('*/api/customer/settings/profile', () => {
        calls += 1;
        return undefined;
      }),
    );
    await user.clear(within(profile).getByRole('textbox', { name: /^Name/ }));
    const email = within(profile).getByRole('textbox', { name: /^E-mail address/ });
    await user.clear(email);
    await user.type(email, 'jordan@nowhere');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText('Enter your name.')).toBeInTheDocument();
    expect(within(profile).getByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('shows the server’s 422 next to the e-mail field and keeps what was typed', async () => {
    const { user, profile } = await openUserSettings();
    const email = within(profile).getByRole('textbox', { name: /^E-mail address/ });
    await user.clear(email);
    await user.type(email, 'emby@demo.test');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText('The email has already been taken.')).toBeInTheDocument();
    expect(email).toHaveValue('emby@demo.test');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStore.getState().user?.email).toBe('plex@demo.test');
  });

  it('tells any other failure in a Whoops! dialog and keeps the form', async () => {
    const { user, profile } = await openUserSettings();
    server.use(http.post('*/api/customer/settings/profile', () => HttpResponse.json({ success: false, message: 'Profiles are read-only right now.' }, { status: 500 })));
    const name = within(profile).getByRole('textbox', { name: /^Name/ });
    await user.type(name, ' Jr.');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await dialogTitled('Whoops!')).toHaveTextContent('Profiles are read-only right now.');
    expect(name).toHaveValue('Jordan Lee Jr.');
  });

  it('saves the e-mail preferences', async () => {
    await signInAs('customer-plex');
    const { user } = renderRoutes(settingsRoutes, { url: '/app/settings/user' });
    const form = await screen.findByRole('form', { name: 'E-mail notifications' });
    const newsletter = within(form).getByRole('switch', { name: /Product news and offers/ });
    expect(newsletter).not.toBeChecked();
    await user.click(newsletter);
    await user.click(within(form).getByRole('button', { name: 'Save e-mail preferences' }));
    expect(await dialogTitled('Done!')).toHaveTextContent('Your e-mail preferences have been saved.');
  });

  it('refuses a wrong current password next to its field, keeps the input, then changes the password', async () => {
    await signInAs('customer-plex');
    const { user } = renderRoutes(settingsRoutes, { url: '/app/settings/user' });
    const form = await screen.findByRole('form', { name: 'Change your password' });
    const current = within(form).getByLabelText(/^Current password/);
    const next = within(form).getByLabelText(/^New password/);
    const repeat = within(form).getByLabelText(/^Repeat the new password/);
    await user.type(current, 'not-my-password');
    await user.type(next, 'popcorn-night-42');
    await user.type(repeat, 'popcorn-night-42');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The password is incorrect.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveValue('popcorn-night-42');
    expect(repeat).toHaveValue('popcorn-night-42');

    await user.clear(current);
    await user.type(current, DEMO_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await dialogTitled('Done!')).toHaveTextContent('Every other device signed in to your account has been signed out.');
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
  });

  it('checks the new password before sending it', async () => {
    await signInAs('customer-plex');
    const { user } = renderRoutes(settingsRoutes, { url: '/app/settings/user' });
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await user.type(within(form).getByLabelText(/^Current password/), DEMO_PASSWORD);
    await user.type(within(form).getByLabelText(/^New password/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Use at least 8 characters.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^New password/), '-but-longer');
    await user.type(within(form).getByLabelText(/^Repeat the new password/), 'something-else');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The passwords do not match.')).toBeInTheDocument();
  });
});
