import { signOutForTest } from '@portal/api-client/testing';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { plexToolsRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

describe('the Plex tools', () => {
  describe('given a customer with Plex', () => {
    it('opens on the invites, with a link to each tool', async () => {
      await signInAs('customer-plex');
      const { router } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools' });
      expect(await screen.findByRole('heading', { name: 'Plex tools', level: 1 })).toBeInTheDocument();
      expect(await screen.findByRole('form', { name: 'Sign in to Plex' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/app/plex-tools/invites');
      const nav = screen.getByRole('navigation', { name: 'Plex tools' });
      expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Invites', 'Sync', 'Collections', 'Scan media']);
      expect(within(nav).getByRole('link', { name: 'Invites' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Scan media' })).toHaveAttribute('href', '/app/plex-tools/scan-media');
    });

    it('moves between the tools by keyboard', async () => {
      await signInAs('customer-plex');
      const { user, router } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/invites' });
      const sync = await screen.findByRole('link', { name: 'Sync' });
      sync.focus();
      await user.keyboard('{Enter}');
      expect(router.state.location.pathname).toBe('/app/plex-tools/sync');
      await waitFor(() => expect(screen.getByRole('link', { name: 'Sync' })).toHaveAttribute('aria-current', 'page'));
    });
  });

  describe('given a customer whose server is Emby or Jellyfin', () => {
    it.each(['customer-emby', 'customer-jellyfin'] as const)('explains to %s that the tools are for Plex, and points to their servers', async (role) => {
      await signInAs(role);
      renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/sync' });
      expect(await screen.findByRole('heading', { name: 'Plex tools work with Plex servers' })).toBeInTheDocument();
      expect(screen.getByText(/servers run Emby or Jellyfin/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your servers' })).toHaveAttribute('href', '/app/dashboard');
      expect(screen.queryByRole('navigation', { name: 'Plex tools' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });
});
