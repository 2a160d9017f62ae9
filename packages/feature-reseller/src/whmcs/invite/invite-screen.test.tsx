import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { whmcsTestRoutes } from '../shared/test-routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await import('./invite-screen.tsx');
}, 120_000);

const { resellerLon } = DEMO_IDS.nodes;
const inviteUrl = (container: number, invite: number) => `/app/reseller-panel/whmcs/node/${resellerLon}/server/${container}/invites/${invite}`;

async function open(url: string) {
  await signInAs('reseller');
  renderRoutes(whmcsTestRoutes, { url });
}

describe('an invite of a container', () => {
  it('shows its key, address, status and dates', async () => {
    await open(inviteUrl(801, 7));
    expect(await screen.findByRole('heading', { level: 2, name: 'partner.801@okafor-media.test' })).toBeInTheDocument();
    expect(screen.getByText(/^OKF-[0-9A-F]{4}-[0-9A-F]{4}$/)).toBeInTheDocument();
    expect(screen.getAllByText('Waiting').length).toBeGreaterThan(0);
    expect(screen.getByText('Expires')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Every invite of / })).toHaveAttribute('href', `/app/reseller-panel/whmcs/node/${resellerLon}/server/801`);
  });

  it('sends an expired invite again, and says so', async () => {
    const user = userEvent.setup();
    await open(inviteUrl(802, 10));
    expect(await screen.findAllByText('Expired')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('The invite has been sent to partner.802@mailbox.test again.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findAllByText('Waiting')).not.toHaveLength(0);
    expect(screen.getByText('Sent again once')).toBeInTheDocument();
  });

  it('revokes an invite after a confirmation that names it', async () => {
    const user = userEvent.setup();
    await open(inviteUrl(801, 7));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke the invite to partner.801@okafor-media.test?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke invite' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('The invite to partner.801@okafor-media.test has been revoked.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('This key no longer works.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('says Whoops! with the server’s message when the action fails', async () => {
    const user = userEvent.setup();
    setFaults([{ kind: 'success-false', path: '/api/reseller/whmcs/nodes/*/containers/*/invites/*/resend' }]);
    await open(inviteUrl(801, 7));
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toBeInTheDocument();
  });

  it('offers nothing to do on an accepted invite', async () => {
    await open(inviteUrl(801, 6));
    expect(await screen.findByText('The client has claimed the server with this key.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('is not found under another container', async () => {
    await open(inviteUrl(803, 7));
    expect(await screen.findByRole('heading', { level: 2, name: 'Invite not found' })).toBeInTheDocument();
  });

  it('says when it could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller/whmcs/nodes/*/containers/*/invites/*' }]);
    await open(inviteUrl(801, 7));
    expect(await screen.findByRole('heading', { name: 'The invite could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
