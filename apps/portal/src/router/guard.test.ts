import { makeUser } from '@portal/api-client/testing';
import { describe, expect, it } from 'vitest';
import { afterLoginTarget, loginPathAfterLogout, mergeAccess, resolveGuard, type GuardInput } from './guard.ts';

const customer = makeUser({ id: 2 });
const admin = makeUser({ id: 1, admin: true });
const legacyAdmin = makeUser({ id: 3, is_admin: true });
const reseller = makeUser({ id: 4, is_reseller: true });
const nodeReseller = makeUser({ id: 5, reseller_node: 3 });
const moderator = makeUser({ id: 6, is_moderator: true });

function guard(input: Partial<GuardInput> & Pick<GuardInput, 'pathname'>): string | null {
  return resolveGuard({ search: '', access: { auth: false }, user: null, appInitiated: true, ...input });
}

describe('guard rule 1: a route needing login while signed out', () => {
  it('goes to /app/login with the original full path as the redirect query', () => {
    expect(guard({ pathname: '/app/invoices/12', search: '?tab=lines', access: { auth: true } })).toBe(
      '/app/login?redirect=%2Fapp%2Finvoices%2F12%3Ftab%3Dlines',
    );
  });

  it('lets a public route render', () => {
    expect(guard({ pathname: '/app/request-trial' })).toBeNull();
  });

  it('exempts login paths', () => {
    expect(guard({ pathname: '/app/admin/login', access: { auth: true } })).toBeNull();
  });
});

describe('guard rule 2: a login path while signed in', () => {
  it('sends an admin to the admin dashboard', () => {
    expect(guard({ pathname: '/app/login', user: admin })).toBe('/app/admin/dashboard');
    expect(guard({ pathname: '/app/admin/login', user: legacyAdmin })).toBe('/app/admin/dashboard');
  });

  it('sends anybody else to the dashboard', () => {
    expect(guard({ pathname: '/app/login', search: '?instance=eu', user: customer })).toBe('/app/dashboard');
  });

  it('honours the redirect query the login screen was given, which is where a sign-in lands', () => {
    expect(guard({ pathname: '/app/login', search: '?redirect=%2Fapp%2Finvoices%2F3', user: customer })).toBe('/app/invoices/3');
  });
});

describe('logout while signed out', () => {
  it('is not sent to login with a redirect back to logout', () => {
    expect(guard({ pathname: '/app/logout', access: { auth: true } })).toBeNull();
  });
});

describe('guard rule 3: the root', () => {
  it.each(['/', '/app', '/app/'])('%s goes to login when signed out', (pathname) => {
    expect(guard({ pathname })).toBe('/app/login');
  });

  it.each(['/', '/app', '/app/'])('%s goes to the matching dashboard when signed in', (pathname) => {
    expect(guard({ pathname, user: customer })).toBe('/app/dashboard');
    expect(guard({ pathname, user: admin })).toBe('/app/admin/dashboard');
  });
});

describe('guard rule 4: reseller routes', () => {
  const access = { auth: true, role: 'reseller' as const };

  it('need is_reseller or a reseller_node value', () => {
    expect(guard({ pathname: '/app/reseller-panel', access, user: reseller })).toBeNull();
    expect(guard({ pathname: '/app/reseller-panel', access, user: nodeReseller })).toBeNull();
  });

  it('send anybody else to /app/dashboard with a redirect query', () => {
    expect(guard({ pathname: '/app/reseller-panel/products', access, user: customer })).toBe(
      '/app/dashboard?redirect=%2Fapp%2Freseller-panel%2Fproducts',
    );
  });
});

describe('guard rule 5: admin routes', () => {
  const access = { auth: true, role: 'admin' as const };

  it('need admin or is_admin', () => {
    expect(guard({ pathname: '/app/admin/users', access, user: admin })).toBeNull();
    expect(guard({ pathname: '/app/admin/users', access, user: legacyAdmin })).toBeNull();
  });

  it('send anybody else to /app/dashboard with a redirect query', () => {
    expect(guard({ pathname: '/app/admin/users', access, user: moderator })).toBe('/app/dashboard?redirect=%2Fapp%2Fadmin%2Fusers');
  });
});

describe('guard rule 6: moderator routes', () => {
  const access = { auth: true, role: 'moderator' as const };

  it('need is_moderator', () => {
    expect(guard({ pathname: '/app/moderator/tickets', access, user: moderator })).toBeNull();
  });

  it('send anybody else to /app/dashboard with a redirect query', () => {
    expect(guard({ pathname: '/app/moderator/tickets/4', access, user: reseller })).toBe(
      '/app/dashboard?redirect=%2Fapp%2Fmoderator%2Ftickets%2F4',
    );
  });
});

describe('the rules apply in order', () => {
  it('asks a signed-out visitor of an admin route to sign in before checking the role', () => {
    expect(guard({ pathname: '/app/admin/users', access: { auth: true, role: 'admin' } })).toBe('/app/login?redirect=%2Fapp%2Fadmin%2Fusers');
  });
});

describe('an admin while the system is not initiated', () => {
  it('is forced to /app/admin/system/init', () => {
    expect(guard({ pathname: '/app/admin/dashboard', access: { auth: true, role: 'admin' }, user: admin, appInitiated: false })).toBe(
      '/app/admin/system/init',
    );
    expect(guard({ pathname: '/app/dashboard', access: { auth: true }, user: admin, appInitiated: false })).toBe('/app/admin/system/init');
  });

  it('can use the setup screens and sign out', () => {
    expect(guard({ pathname: '/app/admin/system/init/email', access: { auth: true, role: 'admin' }, user: admin, appInitiated: false })).toBeNull();
    expect(guard({ pathname: '/app/logout', access: { auth: true }, user: admin, appInitiated: false })).toBeNull();
  });

  it('does not affect customers, nor admins once initiated or while the settings load', () => {
    expect(guard({ pathname: '/app/dashboard', access: { auth: true }, user: customer, appInitiated: false })).toBeNull();
    expect(guard({ pathname: '/app/dashboard', access: { auth: true }, user: admin, appInitiated: true })).toBeNull();
    expect(guard({ pathname: '/app/dashboard', access: { auth: true }, user: admin, appInitiated: undefined })).toBeNull();
  });
});

describe('mergeAccess', () => {
  it('requires login when any match does, and takes the deepest role', () => {
    expect(mergeAccess([undefined, { auth: true }, { auth: false, role: 'admin' }])).toEqual({ auth: true, role: 'admin' });
  });
});

describe('after login', () => {
  it('goes to the redirect url when one was given', () => {
    expect(afterLoginTarget('/app/invoices/3?x=1', customer)).toBe('/app/invoices/3?x=1');
  });

  it('otherwise sends admins to the admin dashboard and others to the dashboard', () => {
    expect(afterLoginTarget(null, admin)).toBe('/app/admin/dashboard');
    expect(afterLoginTarget(null, customer)).toBe('/app/dashboard');
  });

  it('ignores redirects that leave the portal', () => {
    expect(afterLoginTarget('https://evil.example/app/', customer)).toBe('/app/dashboard');
    expect(afterLoginTarget('//evil.example/app/x', customer)).toBe('/app/dashboard');
    expect(afterLoginTarget('/elsewhere', customer)).toBe('/app/dashboard');
    expect(afterLoginTarget('/app/logout', customer)).toBe('/app/dashboard');
  });
});

describe('after logout', () => {
  it('goes to the login screen, passing the instance if given', () => {
    expect(loginPathAfterLogout('eu-2')).toBe('/app/login?instance=eu-2');
    expect(loginPathAfterLogout(null)).toBe('/app/login');
  });
});

describe('guard: a feature the admins switched off', () => {
  const off = { community_center: false, tv_schedule: false, status_page: false, plex_tools: false };

  it.each(['/app/community-center', '/app/community-center/invites', '/app/tv-schedule', '/app/status', '/app/plex-tools/sync'])('sends a user away from %s', (pathname) => {
    expect(guard({ pathname, access: { auth: true }, user: customer, features: off })).toBe('/app/dashboard');
    expect(guard({ pathname, access: { auth: true }, user: admin, features: off })).toBe('/app/admin/dashboard');
  });

  it('lets the feature render while it is on, or while the switches are unknown', () => {
    expect(guard({ pathname: '/app/tv-schedule', access: { auth: true }, user: customer, features: { ...off, tv_schedule: true } })).toBeNull();
    expect(guard({ pathname: '/app/tv-schedule', access: { auth: true }, user: customer, features: {} })).toBeNull();
    expect(guard({ pathname: '/app/tv-schedule', access: { auth: true }, user: customer })).toBeNull();
  });

  it('closes only the feature’s own screens', () => {
    expect(guard({ pathname: '/app/status-history', access: { auth: true }, user: customer, features: off })).toBeNull();
    expect(guard({ pathname: '/app/support', access: { auth: true }, user: customer, features: off })).toBeNull();
  });

  it('asks a signed-out visitor to sign in first', () => {
    expect(guard({ pathname: '/app/status', access: { auth: true }, features: off })).toBe('/app/login?redirect=%2Fapp%2Fstatus');
  });
});
