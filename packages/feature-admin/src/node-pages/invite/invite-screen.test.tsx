import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodePagesForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 30_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

const { fra01 } = DEMO_IDS.nodes;
const container = DEMO_IDS.servers.plex;
/** Jordan's invites: 3 is pending for grandma.lee@example.com, 1 was accepted by Taylor Kim. */
const PENDING = 3;
const ACCEPTED = 1;

async function openInvite(inviteId: number) {
  await signInAs('admin');
  return renderRoutes(nodePagesForTests, { url: `/app/admin/nodes/${fra01}/container/${container}/invites/${inviteId}` });
}

function detail(term: string): HTMLElement {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('an invite of a container’s server', () => {
  it('shows who, the e-mail, the libraries, the status, when it was sent and when it expires', async () => {
    await openInvite(PENDING);
    expect(await screen.findByRole('heading', { level: 2, name: 'grandma.lee@example.com' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Invite to Jordan’s Plex')).toBeInTheDocument();
    expect(detail('Name')).toHaveTextContent('Not given');
    expect(detail('E-mail address')).toHaveTextContent('grandma.lee@example.com');
    expect(detail('Status')).toHaveTextContent('Pending');
    expect(within(screen.getByRole('list', { name: 'Libraries it opens' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Movies']);
    const invite = db.invite.findFirst({ where: { id: { equals: PENDING } } })!;
    expect(detail('Invited').querySelector('time')).toHaveAttribute('datetime', invite.created_at);
    const expires = new Date(Date.parse(invite.created_at!) + 7 * 24 * 60 * 60 * 1000).toISOString();
    expect(detail('Expires').querySelector('time')).toHaveAttribute('datetime', expires);
    expect(within(detail('Invited by')).getByRole('link', { name: 'Jordan Lee' })).toHaveAttribute('href', `/app/admin/users/${DEMO_IDS.users.plex}`);
    expect(screen.getByRole('link', { name: 'Every invite of Jordan’s Plex' })).toHaveAttribute('href', `/app/admin/nodes/${fra01}/container/${container}`);
  });

  it('shows an accepted invite with the person’s name, which does not expire and cannot be sent again', async () => {
    await openInvite(ACCEPTED);
    expect(await screen.findByRole('heading', { level: 2, name: 'Taylor Kim' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(detail('Username')).toHaveTextContent('taylork');
    expect(detail('Expires')).toHaveTextContent('Does not expire');
    expect(within(screen.getByRole('list', { name: 'Libraries it opens' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke invite' })).toBeInTheDocument();
  });

  it('sends a pending invite again', async () => {
    const { user } = await openInvite(PENDING);
    await user.click(await screen.findByRole('button', { name: 'Send again' }, { timeout: 20_000 }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The invite has been sent to grandma.lee@example.com again. It can be accepted for 7 days.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(detail('Sent again').querySelector('time')).not.toBeNull();
  });

  it('revokes the invite after asking, naming the e-mail address', async () => {
    const { user } = await openInvite(PENDING);
    await user.click(await screen.findByRole('button', { name: 'Revoke invite' }, { timeout: 20_000 }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke the invite to grandma.lee@example.com?' });
    expect(dialog).toHaveTextContent('grandma.lee@example.com can no longer accept it, and loses access to Jordan’s Plex if they already have.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invite' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The invite to grandma.lee@example.com has been revoked.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(detail('Status')).toHaveTextContent('Revoked');
    expect(screen.queryByRole('button', { name: 'Revoke invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(db.invite.findFirst({ where: { id: { equals: PENDING } } })?.status).toBe('revoked');
  });

  it('keeps the invite as it was when revoking fails', async () => {
    setFaults([{ kind: 'status-500', method: 'post', path: '/api/admin/nodes/*/containers/*/invites/*/revoke' }]);
    const { user } = await openInvite(PENDING);
    await user.click(await screen.findByRole('button', { name: 'Revoke invite' }, { timeout: 20_000 }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke invite' }));
    const failed = await screen.findByRole('alertdialog', { name: /Whoops!|Uh oh!/ });
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(detail('Status')).toHaveTextContent('Pending'));
  });

  it('says when the invite is not one of this server’s', async () => {
    await openInvite(5);
    expect(await screen.findByRole('heading', { level: 2, name: 'The invite could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Invite not found.')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    setFaults([{ kind: 'status-500', method: 'get', path: '/api/admin/nodes/*/containers/*/invites/*' }]);
    const { user } = await openInvite(PENDING);
    expect(await screen.findByRole('heading', { level: 2, name: 'The invite could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    setFaults([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'grandma.lee@example.com' })).toBeInTheDocument();
  });
});
