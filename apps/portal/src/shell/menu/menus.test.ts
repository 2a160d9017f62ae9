import { makeUser } from '@portal/api-client/testing';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, customerMenu, guestMenu, menuKind } from './menus.ts';

const settings = {
  user_invite_keys: true,
  user_request_trial: true,
  whmcs_display_user_invoices: true,
  has_reseller_products: true,
  request_lounge: true,
  ombi_menu_name: 'Ombi',
  ombi_url: 'https://requests.example.com',
};
const labels = (items: { label: string }[]) => items.map((item) => item.label);
const customer = makeUser();

describe('the guest menu', () => {
  it('offers invites and trials only when the system allows them', () => {
    expect(labels(guestMenu(settings))).toEqual(['Accept invite', 'Request trial', 'Sign in']);
    expect(labels(guestMenu({ user_invite_keys: false, user_request_trial: false }))).toEqual(['Sign in']);
    expect(guestMenu({ user_invite_keys: true, user_request_trial: false }).map((item) => item.to)).toEqual(['/accept-invite', '/login']);
  });
});

describe('the customer menu', () => {
  it('has the items every customer gets', () => {
    expect(labels(customerMenu(customer, settings))).toEqual(['Dashboard', 'Request lounge', 'TV schedule', 'Support', 'Community center', 'Status']);
  });

  it('shows invoices only to billing-system users while the system displays them', () => {
    expect(labels(customerMenu(makeUser({ is_whmcs_user: true }), settings))).toContain('Invoices');
    expect(labels(customerMenu(makeUser({ is_whmcs_user: true }), { ...settings, whmcs_display_user_invoices: false }))).not.toContain('Invoices');
    expect(labels(customerMenu(customer, settings))).not.toContain('Invoices');
  });

  it('shows the reseller panel to resellers and users with a reseller node, and the shop when reseller products exist', () => {
    expect(labels(customerMenu(makeUser({ is_reseller: true }), settings))).toEqual(expect.arrayContaining(['Reseller panel', 'Reseller shop']));
    expect(labels(customerMenu(makeUser({ reseller_node: 4 }), { ...settings, has_reseller_products: false }))).toContain('Reseller panel');
    expect(labels(customerMenu(makeUser({ reseller_node: 4 }), { ...settings, has_reseller_products: false }))).not.toContain('Reseller shop');
  });

  it('links the request lounge, or the external requests site under its menu name', () => {
    const external = customerMenu(customer, { ...settings, request_lounge: false });
    expect(external.find((item) => item.external)).toEqual({ label: 'Ombi', to: 'https://requests.example.com', external: true });
    expect(labels(customerMenu(customer, { ...settings, request_lounge: false, ombi_url: null }))).not.toContain('Request lounge');
  });

  it('links no requests site whose address is not a web address', () => {
    const menu = customerMenu(customer, { ...settings, request_lounge: false, ombi_url: 'javascript:alert(1)' });
    expect(menu.some((item) => item.external)).toBe(false);
  });

  it('leaves out the features the admins switched off, and keeps them while the switches are unknown', () => {
    const plexUser = makeUser({ has_plex: true });
    const all = ['Dashboard', 'Request lounge', 'TV schedule', 'Plex tools', 'Support', 'Community center', 'Status'];
    expect(labels(customerMenu(plexUser, settings))).toEqual(all);
    expect(labels(customerMenu(plexUser, { ...settings, features: {} }))).toEqual(all);
    expect(labels(customerMenu(plexUser, { ...settings, features: { community_center: true, tv_schedule: true, status_page: true, plex_tools: true } }))).toEqual(all);
    expect(labels(customerMenu(plexUser, { ...settings, features: { tv_schedule: false } }))).toEqual(['Dashboard', 'Request lounge', 'Plex tools', 'Support', 'Community center', 'Status']);
    expect(labels(customerMenu(plexUser, { ...settings, features: { plex_tools: false, community_center: false, status_page: false } }))).toEqual(['Dashboard', 'Request lounge', 'TV schedule', 'Support']);
  });

  it('gives Plex tools to users with Plex and to admins', () => {
    expect(labels(customerMenu(makeUser({ has_plex: true }), settings))).toContain('Plex tools');
    expect(labels(customerMenu(makeUser({ admin: true }), settings))).toContain('Plex tools');
    expect(labels(customerMenu(customer, settings))).not.toContain('Plex tools');
  });

  it('gives the shop to billing-system users and admins, and tickets to moderators', () => {
    expect(labels(customerMenu(makeUser({ is_whmcs_user: true }), settings))).toContain('Shop');
    expect(labels(customerMenu(makeUser({ is_admin: true }), settings))).toContain('Shop');
    expect(labels(customerMenu(makeUser({ is_moderator: true }), settings))).toContain('Tickets');
  });
});

describe('the admin menu', () => {
  it('lists the admin areas, with app-management labelled System Settings', () => {
    expect(ADMIN_MENU.map((item) => item.to)).toEqual([
      '/admin/dashboard',
      '/admin/services',
      '/admin/products',
      '/admin/nodes',
      '/admin/users',
      '/admin/support',
      '/admin/requested-trials',
      '/admin/requests',
      '/admin/user-interaction',
      '/admin/integrations',
      '/admin/storage',
      '/admin/metrics',
      '/admin/app-management',
      '/admin/processes',
    ]);
    expect(ADMIN_MENU.find((item) => item.to === '/admin/app-management')?.label).toBe('System Settings');
  });
});

describe('which menu shows', () => {
  it('is the guest menu when signed out, the chosen one for admins, the customer menu otherwise', () => {
    expect(menuKind(null, 'admin')).toBe('guest');
    expect(menuKind(makeUser({ admin: true }), 'admin')).toBe('admin');
    expect(menuKind(makeUser({ admin: true }), 'user')).toBe('customer');
    expect(menuKind(customer, 'admin')).toBe('customer');
  });
});
