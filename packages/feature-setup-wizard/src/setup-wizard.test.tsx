import { api, systemKeys, type SystemSettings } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { uninitiateDemoSystem } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupWizardRoutes } from './routes.tsx';
import { setupChangePasswordResponse, setupChooseBillingTypeResponse, setupGenerateSshKeyResponse, setupSaveAppSettingsResponse, setupSaveMailResponse } from '@portal/api-client/schemas';

setupDemoBackend();
afterEach(() => signOutForTest());

const INIT = '/app/admin/system/init';
const NEW_PASSWORD = 'a-new-passphrase';

/** A freshly installed system with the seeded admin signed in on the default password. */
async function freshInstall() {
  uninitiateDemoSystem();
  await signInAs('admin');
}

const done = {
  password: () => api.post('/api/admin/system/init/password', { schema: setupChangePasswordResponse, json: { current_password: 'demo1234', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } }),
  appSettings: () =>
    api.post('/api/admin/system/init/app-settings', { schema: setupSaveAppSettingsResponse,
      json: { app_name: 'StreamHaus', portal_url: 'https://portal.streamhaus.test', support_email: 'help@streamhaus.test', timezone: 'Europe/Berlin' },
    }),
  sshKeys: () => api.post('/api/admin/system/init/ssh-keys', { schema: setupGenerateSshKeyResponse }),
  billing: (billing_type: 'whmcs' | 'manual') => api.post('/api/admin/system/init/billing-type', { schema: setupChooseBillingTypeResponse, json: { billing_type } }),
  email: () => api.post('/api/admin/system/init/email', { schema: setupSaveMailResponse, json: { driver: 'log', from_address: 'no-reply@streamhaus.test', from_name: 'StreamHaus' } }),
};

function stepList() {
  return screen.getByRole('navigation', { name: 'Set-up steps' });
}

async function stepHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

describe('opening the wizard', () => {
  it('starts a fresh installation at the start', async () => {
    await freshInstall();
    const { router } = renderRoutes(setupWizardRoutes, { url: INIT });
    expect(await stepHeading('Start')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${INIT}/start`);
    expect(screen.getByRole('link', { name: 'Start the set-up' })).toHaveAttribute('href', `${INIT}/change-password`);
  });

  it('goes on at the first step that is not done, and the step list says where things stand', async () => {
    await freshInstall();
    await done.password();
    await done.appSettings();
    const { router } = renderRoutes(setupWizardRoutes, { url: INIT });
    expect(await stepHeading('SSH keys')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${INIT}/ssh-keys`);
    const nav = stepList();
    const current = within(nav).getByRole('link', { current: 'step' });
    expect(current).toHaveTextContent('SSH keys');
    expect(current).toHaveTextContent('Current step');
    expect(within(nav).getByRole('link', { name: /App settings/ })).toHaveTextContent('Done');
    expect(within(nav).getByRole('link', { name: /Billing type/ })).toHaveTextContent('To do');
    expect(within(nav).getByRole('button', { name: /Step 4 of 9/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when the system is already set up, and still lets the admin review the steps', async () => {
    await signInAs('admin');
    const { user } = renderRoutes(setupWizardRoutes, { url: INIT });
    expect(await screen.findByText('The system is already set up')).toBeInTheDocument();
    expect(await stepHeading('Complete')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Go to the admin dashboard' })) expect(link).toHaveAttribute('href', '/app/admin/dashboard');
    await user.click(within(stepList()).getByRole('link', { name: /App settings/ }));
    expect(await stepHeading('App settings')).toBeInTheDocument();
    expect(screen.getByLabelText(/App name/)).toHaveValue('MediaDock');
  });

  it('shows the error with a way to retry when the state cannot be loaded', async () => {
    await freshInstall();
    signOutForTest();
    renderRoutes(setupWizardRoutes, { url: INIT });
    expect(await screen.findByText('The set-up could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Unauthenticated.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('changing the password', () => {
  it('checks the fields before sending anything', async () => {
    await freshInstall();
    const { user } = renderRoutes(setupWizardRoutes, { url: `${INIT}/change-password` });
    await user.click(await screen.findByRole('button', { name: 'Change the password and continue' }));
    expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription('Enter your current password.');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/Choose a new password\./);
    await user.type(screen.getByLabelText(/Current password/), 'demo1234');
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/Repeat the new password/), 'a-new-passphrasf');
    await user.click(screen.getByRole('button', { name: 'Change the password and continue' }));
    expect(screen.getByLabelText(/Repeat the new password/)).toHaveAccessibleDescription('The passwords do not match.');
  });

  it('shows the server’s answer next to the field and keeps what was typed', async () => {
    await freshInstall();
    const { user, router } = renderRoutes(setupWizardRoutes, { url: `${INIT}/change-password` });
    await user.type(await screen.findByLabelText(/Current password/), 'not-my-password');
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/Repeat the new password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change the password and continue' }));

    const current = screen.getByLabelText(/Current password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('The password is incorrect.'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveValue('not-my-password');
    expect(screen.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText(/Repeat the new password/)).toHaveValue(NEW_PASSWORD);

    await user.clear(current);
    await user.type(current, 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Change the password and continue' }));
    expect(await stepHeading('App settings')).toBeInTheDocument();
    expect(screen.getByText('Your password has been changed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${INIT}/app-settings`);
    expect(within(stepList()).getByRole('link', { name: /Change password/ })).toHaveTextContent('Done');
  });
});

describe('the app settings', () => {
  it('keep what was typed when going back and coming again', async () => {
    await freshInstall();
    const { user } = renderRoutes(setupWizardRoutes, { url: `${INIT}/app-settings` });
    const name = await screen.findByLabelText(/App name/);
    await user.clear(name);
    await user.type(name, 'StreamHaus');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await stepHeading('Change password')).toBeInTheDocument();
    await user.click(within(stepList()).getByRole('link', { name: /App settings/ }));
    expect(await screen.findByLabelText(/App name/)).toHaveValue('StreamHaus');
  });

  it('save and go on to the SSH keys', async () => {
    await freshInstall();
    const { user } = renderRoutes(setupWizardRoutes, { url: `${INIT}/app-settings` });
    const name = await screen.findByLabelText(/App name/);
    await user.clear(name);
    await user.type(name, 'StreamHaus');
    const url = screen.getByLabelText(/Portal URL/);
    await user.clear(url);
    await user.type(url, 'https://portal.streamhaus.test');
    await user.type(screen.getByLabelText(/Support e-mail address/), 'help@streamhaus.test');
    await user.selectOptions(screen.getByLabelText(/Timezone/), 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await stepHeading('SSH keys')).toBeInTheDocument();
    expect(screen.getByText('The app settings have been saved.')).toBeInTheDocument();
  });
});

describe('the SSH keys', () => {
  it('generate the key pair and show the public key for the nodes', async () => {
    await freshInstall();
    const { user } = renderRoutes(setupWizardRoutes, { url: `${INIT}/ssh-keys` });
    expect(await screen.findByText('Generate the key pair to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Generate the key pair' }));
    const key = await screen.findByLabelText<HTMLTextAreaElement>(/Public key/);
    expect(key.value).toMatch(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI\S+ portal@demo$/);
    expect(screen.getByText(/^SHA256:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `${INIT}/billing-type`);
  });

  it('asks before regenerating it', async () => {
    await freshInstall();
    await done.sshKeys();
    const { user } = renderRoutes(setupWizardRoutes, { url: `${INIT}/ssh-keys` });
    const before = (await screen.findByLabelText<HTMLTextAreaElement>(/Public key/)).value;
    await user.click(screen.getByRole('button', { name: 'Regenerate the key pair' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Regenerate the key pair?' });
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText(/A new SSH key pair has been generated/)).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Public key/).value).not.toBe(before);
  });
});

describe('the billing type', () => {
  it('manual skips the WHMCS steps and shows them as not applicable', async () => {
    await freshInstall();
    const { user, router } = renderRoutes(setupWizardRoutes, { url: `${INIT}/billing-type` });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Choose how customers are billed.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Manual/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await stepHeading('E-mail')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${INIT}/email`);
    const nav = stepList();
    expect(within(nav).queryByRole('link', { name: /WHMCS/ })).not.toBeInTheDocument();
    for (const label of ['WHMCS', 'WHMCS hooks']) {
      const item = within(nav).getByText(label, { selector: 'span' }).closest('li');
      expect(item).toHaveTextContent('Not applicable');
    }
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `${INIT}/billing-type`);
  });

  it('says a WHMCS step does not apply when it is opened anyway', async () => {
    await freshInstall();
    await done.billing('manual');
    renderRoutes(setupWizardRoutes, { url: `${INIT}/whmcs-hooks` });
    expect(await screen.findByText('This step does not apply')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `${INIT}/email`);
  });
});

describe('the WHMCS API settings', () => {
  async function fill(user: ReturnType<typeof renderRoutes>['user'], url: string, secret = 'Qr78St90Uv12Wx34Yz56Ab78Cd90Ef12') {
    await user.type(await screen.findByLabelText(/WHMCS URL/), url);
    await user.type(screen.getByLabelText(/API identifier/), 'Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56');
    await user.type(screen.getByLabelText(/API secret/), secret);
    await user.click(screen.getByRole('button', { name: 'Test the connection and continue' }));
  }

  it('show a connection failure next to the URL and keep what was typed', async () => {
    await freshInstall();
    await done.billing('whmcs');
    const { user, router } = renderRoutes(setupWizardRoutes, { url: `${INIT}/whmcs` });
    await fill(user, 'https://billing.streamhaus.invalid');
    const url = screen.getByLabelText(/WHMCS URL/);
    await waitFor(() => expect(url).toHaveAccessibleDescription(/Could not resolve host: billing\.streamhaus\.invalid/));
    expect(url).toHaveValue('https://billing.streamhaus.invalid');
    expect(screen.getByLabelText(/API identifier/)).toHaveValue('Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56');
    expect(router.state.location.pathname).toBe(`${INIT}/whmcs`);
  });

  it('show WHMCS’s refusal of the credentials next to the identifier', async () => {
    await freshInstall();
    await done.billing('whmcs');
    const { user } = renderRoutes(setupWizardRoutes, { url: `${INIT}/whmcs` });
    await fill(user, 'https://billing.streamhaus.test', 'my-admin-password');
    await waitFor(() => expect(screen.getByLabelText(/API identifier/)).toHaveAccessibleDescription('WHMCS refused the API credentials: Authentication Failed'));
  });

  it('want https before anything is sent', async () => {
    await freshInstall();
    await done.billing('whmcs');
    const { user } = renderRoutes(setupWizardRoutes, { url: `${INIT}/whmcs` });
    await fill(user, 'http://billing.streamhaus.test');
    expect(screen.getByLabelText(/WHMCS URL/)).toHaveAccessibleDescription(/Use an https:\/\/ address/);
  });

  it('go on to the hooks once WHMCS accepts them, where the check finds every hook', async () => {
    await freshInstall();
    await done.appSettings();
    await done.billing('whmcs');
    const { user } = renderRoutes(setupWizardRoutes, { url: `${INIT}/whmcs` });
    await fill(user, 'https://billing.streamhaus.test');
    expect(await stepHeading('WHMCS hooks')).toBeInTheDocument();
    const hooks = screen.getByRole('list', { name: 'WHMCS hooks' });
    expect(within(hooks).getAllByText('Not checked')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Verify the hooks' }));
    expect(await screen.findByText('All 7 hooks are reachable.')).toBeInTheDocument();
    expect(within(hooks).getAllByText('Reachable')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `${INIT}/email`);
  });
});

describe('the e-mail step', () => {
  it('asks for what the chosen driver needs, saves, and sends a test', async () => {
    await freshInstall();
    const { user } = renderRoutes(setupWizardRoutes, { url: `${INIT}/email` });
    expect(await screen.findByLabelText(/Host/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Send with/), 'mailgun');
    expect(screen.queryByLabelText(/Host/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Sending domain/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Send with/), 'log');
    await user.type(screen.getByLabelText(/From address/), 'no-reply@streamhaus.test');
    await user.click(screen.getByRole('button', { name: 'Save the mail settings' }));
    expect(await screen.findByText('The mail settings have been saved.')).toBeInTheDocument();

    const test = screen.getByRole('form', { name: 'Send a test e-mail' });
    expect(within(test).getByLabelText(/Send it to/)).toHaveValue('admin@demo.test');
    await user.click(within(test).getByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByText(/was written to the application log/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `${INIT}/completed`);
  });

  it('shows what the mailer said when the test fails', async () => {
    await freshInstall();
    await api.post('/api/admin/system/init/email', { schema: setupSaveMailResponse,
      json: { driver: 'smtp', from_address: 'no-reply@streamhaus.test', from_name: 'StreamHaus', smtp_host: 'smtp.streamhaus.invalid', smtp_port: 587, smtp_encryption: 'tls' },
    });
    const { user } = renderRoutes(setupWizardRoutes, { url: `${INIT}/email` });
    await user.click(await screen.findByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByText(/Connection could not be established with host "smtp\.streamhaus\.invalid:587"/)).toBeInTheDocument();
  });
});

describe('completing the set-up', () => {
  it('is refused while steps are missing, each named next to its step', async () => {
    await freshInstall();
    await done.password();
    const { user } = renderRoutes(setupWizardRoutes, { url: `${INIT}/completed` });
    await user.click(await screen.findByRole('button', { name: 'Complete the set-up' }));
    expect(await screen.findByText(/The set-up is not finished\. Still to do: App settings, SSH keys, Billing type, WHMCS, WHMCS hooks, E-mail\./)).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'The steps' });
    expect(within(steps).getByText('Generate the SSH key pair for the nodes.')).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: 'SSH keys' })).toHaveAttribute('href', `${INIT}/ssh-keys`);
    expect(screen.queryByText('The set-up is complete')).not.toBeInTheDocument();
  });

  it('is accepted once every step that applies is done, and the system settings are fetched again', async () => {
    await freshInstall();
    await done.password();
    await done.appSettings();
    await done.sshKeys();
    await done.billing('manual');
    await done.email();
    const { user, queryClient } = renderRoutes(setupWizardRoutes, { url: `${INIT}/completed` });
    const steps = await screen.findByRole('list', { name: 'The steps' });
    expect(within(steps).getAllByText('Not applicable')).toHaveLength(2);
    await waitFor(() => expect(queryClient.getQueryData<SystemSettings>(systemKeys.settings())?.app_initiated).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Complete the set-up' }));
    expect(await screen.findByText('The set-up is complete')).toBeInTheDocument();
    expect(screen.getByText('The set-up is complete. StreamHaus is ready.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the admin dashboard' })).toHaveAttribute('href', '/app/admin/dashboard');
    // The shell's guard reads this: once it says initiated, admins are no longer sent here.
    await waitFor(() => expect(queryClient.getQueryData<SystemSettings>(systemKeys.settings())?.app_initiated).toBe(true));
    expect(screen.queryByText('The system is already set up')).not.toBeInTheDocument();
  });
});
