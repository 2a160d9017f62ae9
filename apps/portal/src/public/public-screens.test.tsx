import { login, sessionStore } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import {
  db,
  DEMO_IDS,
  DEMO_IMPERSONATION_TOKEN,
  DEMO_INVITE_KEY,
  DEMO_INVITE_KEY_WITHOUT_PRODUCTS,
  DEMO_PASSWORD,
  DEMO_RESET_EMAIL,
  DEMO_RESET_TOKEN,
  DEMO_USED_INVITE_KEY,
  demoAccount,
} from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { activateLocale, LANGUAGE_STORAGE_KEY } from '@portal/ui-kit/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

function setSetting(data: Partial<ReturnType<typeof db.setting.getAll>[number]>) {
  const settings = db.setting.getAll()[0]!;
  db.setting.update({ where: { id: { equals: settings.id } }, data });
}

describe('/app/password/create', () => {
  it('sends the reset link and says so', async () => {
    const portal = renderPortal('/app/password/create');
    await portal.user.type(await screen.findByLabelText(/E-mail address/), 'plex@demo.test');
    await portal.user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Check your inbox/);
  });

  it('asks for a valid address first', async () => {
    const portal = renderPortal('/app/password/create');
    await portal.user.click(await screen.findByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
  });
});

describe('/app/password/reset', () => {
  it('changes the password with the token and e-mail from the link', async () => {
    const portal = renderPortal(`/app/password/reset?token=${DEMO_RESET_TOKEN}&email=${encodeURIComponent(DEMO_RESET_EMAIL)}`);
    expect(await screen.findByLabelText(/E-mail address/)).toHaveValue(DEMO_RESET_EMAIL);
    await portal.user.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await portal.user.type(screen.getByLabelText(/^Repeat the new password/), 'a-new-password');
    await portal.user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    await expect(login({ email: DEMO_RESET_EMAIL, password: 'a-new-password' })).resolves.toMatchObject({ email: DEMO_RESET_EMAIL });
  });

  it('catches a confirmation that does not match, keeping what was typed', async () => {
    const portal = renderPortal(`/app/password/reset?token=${DEMO_RESET_TOKEN}&email=${encodeURIComponent(DEMO_RESET_EMAIL)}`);
    await portal.user.type(await screen.findByLabelText(/^New password/), 'a-new-password');
    await portal.user.type(screen.getByLabelText(/^Repeat the new password/), 'another-password');
    await portal.user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('a-new-password');
  });

  it('shows the server refusing a wrong token', async () => {
    const portal = renderPortal(`/app/password/reset?token=not-a-token&email=${encodeURIComponent(DEMO_RESET_EMAIL)}`);
    await portal.user.type(await screen.findByLabelText(/^New password/), 'a-new-password');
    await portal.user.type(screen.getByLabelText(/^Repeat the new password/), 'a-new-password');
    await portal.user.click(screen.getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription('This password reset token is invalid.'));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('a-new-password');
  });

  it('explains a link without a token', async () => {
    renderPortal('/app/password/reset');
    expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/app/password/create');
  });
});

describe('/app/accept-invite', () => {
  it('walks from the key to a new account and its products', async () => {
    const portal = renderPortal('/app/accept-invite');
    await portal.user.type(await screen.findByLabelText(/Invite key/), DEMO_INVITE_KEY);
    await portal.user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Your invite key is valid')).toBeInTheDocument();
    expect(portal.location()).toBe(`/app/accept-invite/${DEMO_INVITE_KEY}/verify`);
    await portal.user.click(screen.getByRole('link', { name: 'Create your account' }));

    await portal.user.type(await screen.findByLabelText(/Your name/), 'Nia Newcomer');
    const email = screen.getByLabelText(/E-mail address/);
    await portal.user.clear(email);
    await portal.user.type(email, 'nia@example.com');
    await portal.user.type(screen.getByLabelText(/^Password/), 'nia-password');
    await portal.user.type(screen.getByLabelText(/^Repeat the password/), 'nia-password');
    await portal.user.click(screen.getByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(portal.location()).toBe(`/app/accept-invite/${DEMO_INVITE_KEY}/products`));
    expect(sessionStore.getState().user?.email).toBe('nia@example.com');
    // A new account has not read the current announcement yet: it opens over the screen.
    await portal.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(await screen.findAllByRole('heading', { level: 2 })).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
  });

  it('goes straight to the dashboard when the key comes without products', async () => {
    const portal = renderPortal(`/app/accept-invite/${DEMO_INVITE_KEY_WITHOUT_PRODUCTS}/create-account`);
    await portal.user.type(await screen.findByLabelText(/Your name/), 'Fin Friend');
    const email = screen.getByLabelText(/E-mail address/);
    await portal.user.clear(email);
    await portal.user.type(email, 'fin@example.com');
    await portal.user.type(screen.getByLabelText(/^Password/), 'fin-password');
    await portal.user.type(screen.getByLabelText(/^Repeat the password/), 'fin-password');
    await portal.user.click(screen.getByRole('button', { name: 'Create my account' }));
    await portal.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your servers' })).toBeInTheDocument();
  });

  it('says when a key has been used already', async () => {
    renderPortal(`/app/accept-invite/${DEMO_USED_INVITE_KEY}/verify`);
    expect(await screen.findByText('This invite key does not work')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter another key' })).toBeInTheDocument();
  });

  it('is closed when the system does not allow invite keys', async () => {
    setSetting({ user_invite_keys: false });
    renderPortal('/app/accept-invite');
    expect(await screen.findByText('Invites are closed')).toBeInTheDocument();
  });
});

describe('/app/request-trial', () => {
  it('checks the fields, then sends the request', async () => {
    const portal = renderPortal('/app/request-trial');
    await portal.user.click(await screen.findByRole('button', { name: 'Request the trial' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Choose a server type.')).toBeInTheDocument();

    await portal.user.type(screen.getByLabelText(/Your name/), 'Tess Trial');
    await portal.user.type(screen.getByLabelText(/E-mail address/), 'tess@example.com');
    await portal.user.selectOptions(screen.getByLabelText(/Server type/), 'jellyfin');
    await portal.user.click(screen.getByRole('button', { name: 'Request the trial' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument();
  });

  it('is closed when the system does not take trial requests', async () => {
    setSetting({ user_request_trial: false });
    renderPortal('/app/request-trial');
    expect(await screen.findByText('Trials are closed')).toBeInTheDocument();
  });
});

describe('/app/impersonate/{token}', () => {
  it('signs in as the user and keeps the return key', async () => {
    const admin = demoAccount('admin');
    await login({ email: admin.email, password: admin.password });
    const portal = renderPortal(`/app/impersonate/${DEMO_IMPERSONATION_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your servers' })).toBeInTheDocument();
    expect(portal.location()).toBe('/app/dashboard');
    expect(sessionStore.getState().user?.id).toBe(DEMO_IDS.users.plex);
    expect(sessionStore.getState().returnKey).toBeTruthy();
  });

  it('explains a token that does not work', async () => {
    renderPortal('/app/impersonate/no-such-token');
    expect(await screen.findByText('This sign-in link is not valid or has expired. Ask for a new one.')).toBeInTheDocument();
  });
});

describe('/app/login', () => {
  it('passes the instance to the login call and keeps it for the way back', async () => {
    const portal = renderPortal('/app/login?instance=eu-west');
    await portal.user.type(await screen.findByLabelText(/E-mail address/), 'plex@demo.test');
    await portal.user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await portal.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(portal.location()).toBe('/app/dashboard'));
    expect(sessionStore.getState().instance).toBe('eu-west');
  });

  describe('the language choice', () => {
    afterEach(async () => {
      await act(() => activateLocale('en'));
    });

    it('is in the footer, labelled "Language", and offers each language by its own name', async () => {
      renderPortal('/app/login');
      const footer = await screen.findByRole('contentinfo');
      const select = await within(footer).findByRole('combobox', { name: 'Language' });
      expect(select).toHaveValue('en');
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Deutsch']);
    });

    it('switches the sign-in screen to German in place', async () => {
      const portal = renderPortal('/app/login');
      const heading = await screen.findByRole('heading', { level: 1, name: 'Sign in' });
      await portal.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
      await waitFor(() => expect(document.documentElement.lang).toBe('de'));
      expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
      // The kit's own words are translated: the choice is now labelled in German, on the same page.
      expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
      expect(heading.isConnected).toBe(true);
    });
  });
});
