import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { panelRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await import('./panel-layout.tsx');
  await import('../overview/overview-screen.tsx');
}, 120_000);

describe('the reseller panel’s layout', () => {
  it('has the title and the links to the panel’s parts, the open one marked', async () => {
    await signInAs('reseller');
    renderRoutes(panelRoutes, { url: '/app/reseller-panel' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reseller panel' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Reseller panel sections' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/app/reseller-panel/products');
    expect(within(nav).getByRole('link', { name: 'WHMCS' })).toHaveAttribute('href', '/app/reseller-panel/whmcs');
    expect(screen.queryByText(/You manage the node/)).not.toBeInTheDocument();
  });

  it('tells a user with one node which node they manage', async () => {
    await login({ email: 'node@demo.test', password: 'demo1234' });
    renderRoutes(panelRoutes, { url: '/app/reseller-panel' });
    expect(await screen.findByText('You manage the node waw-r1 only.')).toBeInTheDocument();
  });
});
