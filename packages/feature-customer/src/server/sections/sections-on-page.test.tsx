import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderCustomerPage } from './test/render-page.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

describe('the sections on the server page', () => {
  it('opens the section named in ?tab= and switches to another by its tab, keeping it in the address', async () => {
    await signInAs('customer-emby');
    const { user, router } = renderCustomerPage(`/app/dashboard/${DEMO_IDS.servers.emby}?tab=cdn`);
    expect(await screen.findByRole('form', { name: 'Enable the CDN' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Backups' }));
    expect(await screen.findByRole('list', { name: 'Backups of Shah Family Emby' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=backups');

    await user.click(screen.getByRole('tab', { name: 'Invites' }));
    const invites = await screen.findByRole('list', { name: 'Invites of Shah Family Emby' });
    expect(within(invites).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('form', { name: 'Invite with Emby Connect' })).toBeInTheDocument();
  });

  it('opens the libraries of a Jellyfin server from its address', async () => {
    await signInAs('customer-jellyfin');
    renderCustomerPage(`/app/dashboard/${DEMO_IDS.servers.jellyfin}?tab=libraries`);
    expect(await screen.findByRole('list', { name: 'Libraries of Mateo’s Jellyfin' })).toBeInTheDocument();
  });
});
