import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiEvents } from '../events.ts';
import { api } from '../http/client.ts';
import { systemKeys } from '../queries/keys.ts';
import { createStorage } from '../storage.ts';
import { createTestQueryClient, makeSystemSettings, makeUser, signInForTest, signOutForTest } from '../testing/index.ts';
import { establishSession, login, logout, returnHome, startup } from './actions.ts';
import { rehydrateSession, sessionStore } from './store.ts';
import { customerServersListResponse, fetchCustomerUserResponse } from '../schemas.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signOutForTest();
});
afterAll(() => server.close());

const admin = makeUser({ id: 1, name: 'Alex Admin', admin: true, is_admin: true });
const reseller = makeUser({ id: 5, name: 'Rae Reseller', is_reseller: true });
const settings = makeSystemSettings();

function onLoggedOut() {
  const calls: unknown[] = [];
  const off = apiEvents.on('logged-out', (payload) => calls.push(payload));
  return { calls, off };
}

describe('login', () => {
  it('stores token, user and instance, and persists them for the next visit', async () => {
    server.use(mswHttp.post('*/api/login', () => HttpResponse.json({ success: true, token: 'tok-1', user: admin })));
    await login({ email: 'admin@demo.test', password: 'pw', instance: 'eu-1' });
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-1', user: admin, instance: 'eu-1', returnKey: null });
    rehydrateSession();
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-1', user: admin, instance: 'eu-1' });
  });

  it('uses the admin endpoint for the admin login', async () => {
    const hit = vi.fn();
    server.use(
      mswHttp.post('*/api/admin/login', () => {
        hit();
        return HttpResponse.json({ success: true, token: 'tok-a', user: admin });
      }),
    );
    await login({ email: 'admin@demo.test', password: 'pw' }, { admin: true });
    expect(hit).toHaveBeenCalledOnce();
  });

  it('persists through cookies when localStorage is unavailable', () => {
    const cookies = createStorage({ document });
    rehydrateSession(cookies);
    establishSession({ token: 'cookie-token', user: admin });
    expect(document.cookie).toContain('token=');
    rehydrateSession(cookies);
    expect(sessionStore.getState().token).toBe('cookie-token');
    expect(sessionStore.getState().user).toEqual(admin);
    rehydrateSession(createStorage());
  });
});

describe('logout', () => {
  it('clears token, user and return key, posts /api/logout with the old token and emits logged-out with the reseller flag', async () => {
    let authorization: string | null = null;
    server.use(
      mswHttp.post('*/api/logout', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ success: true });
      }),
    );
    signInForTest(reseller, 'tok-r', { returnKey: 'rk', instance: 'eu-1' });
    const { calls, off } = onLoggedOut();
    await logout();
    off();
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, returnKey: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('returnKey')).toBeNull();
    expect(authorization).toBe('Bearer tok-r');
    expect(calls).toEqual([{ reseller: true, instance: 'eu-1', reason: 'user' }]);
  });

  it('emits logged-out even when the logout call fails', async () => {
    server.use(mswHttp.post('*/api/logout', () => HttpResponse.error()));
    signInForTest(admin, 'tok-a');
    const { calls, off } = onLoggedOut();
    await logout();
    off();
    expect(calls).toEqual([{ reseller: false, instance: null, reason: 'user' }]);
    expect(sessionStore.getState().token).toBeNull();
  });
});

describe('start-up', () => {
  it('fetches the user for a stored token, then the system settings', async () => {
    const order: string[] = [];
    const fresh = { ...admin, name: 'Alex Renamed' };
    server.use(
      mswHttp.get('*/api/get-user', () => {
        order.push('user');
        return HttpResponse.json({ success: true, data: fresh });
      }),
      mswHttp.get('*/api/system/settings', () => {
        order.push('settings');
        return HttpResponse.json({ success: true, data: settings });
      }),
    );
    signInForTest(admin, 'tok-a');
    sessionStore.setState({ ready: false });
    const queryClient = createTestQueryClient();
    await startup(queryClient);
    expect(order).toEqual(['user', 'settings']);
    expect(sessionStore.getState()).toMatchObject({ user: fresh, ready: true });
    expect(queryClient.getQueryData(systemKeys.settings())).toEqual(settings);
  });

  it('logs out when the stored token gets a 401', async () => {
    server.use(
      mswHttp.get('*/api/get-user', () => HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status: 401 })),
      mswHttp.post('*/api/logout', () => HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status: 401 })),
      mswHttp.get('*/api/system/settings', () => HttpResponse.json({ success: true, data: settings })),
    );
    signInForTest(admin, 'expired');
    const { calls, off } = onLoggedOut();
    await startup(createTestQueryClient());
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    off();
    expect(calls[0]).toMatchObject({ reason: 'expired' });
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, ready: true });
  });

  it('skips the user fetch without a stored token', async () => {
    const userCall = vi.fn();
    server.use(
      mswHttp.get('*/api/get-user', () => {
        userCall();
        return HttpResponse.json({});
      }),
      mswHttp.get('*/api/system/settings', () => HttpResponse.json({ success: true, data: settings })),
    );
    await startup(createTestQueryClient());
    expect(userCall).not.toHaveBeenCalled();
    expect(sessionStore.getState().ready).toBe(true);
  });

  it("says 'Something went wrong fetching the user' when the user fetch fails otherwise", async () => {
    server.use(
      mswHttp.get('*/api/get-user', () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 })),
      mswHttp.get('*/api/system/settings', () => HttpResponse.json({ success: true, data: settings })),
    );
    signInForTest(admin, 'tok-a');
    const errors: unknown[] = [];
    const off = apiEvents.on('error', (e) => errors.push(e));
    await startup(createTestQueryClient());
    off();
    expect(errors).toEqual([{ title: 'Whoops', message: 'Something went wrong fetching the user' }]);
    expect(sessionStore.getState().token).toBe('tok-a');
  });
});

describe('the current-user call', () => {
  it('logs out on a 401 at any time, not only at start-up', async () => {
    server.use(
      mswHttp.get('*/api/customer/user/fetch', () => HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status: 401 })),
      mswHttp.post('*/api/logout', () => HttpResponse.json({ success: true })),
    );
    signInForTest(admin, 'tok-a');
    const { calls, off } = onLoggedOut();
    await api.get('/api/customer/user/fetch', { schema: fetchCustomerUserResponse, rejectOnError: true }).catch(() => undefined);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    off();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('does not log out on a 401 from another call', async () => {
    server.use(mswHttp.get('*/api/customer/servers', () => HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status: 401 })));
    signInForTest(admin, 'tok-a');
    await api.get('/api/customer/servers', { schema: customerServersListResponse, rejectOnError: true }).catch(() => undefined);
    expect(sessionStore.getState().token).toBe('tok-a');
  });
});

describe('return home', () => {
  it('posts the return key and user id, and restores the admin session', async () => {
    let body: unknown;
    server.use(
      mswHttp.post('*/api/return-home', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, token: 'admin-token', user: admin, redirect_data: { path: '/app/admin/users/5' } });
      }),
    );
    signInForTest(reseller, 'impersonated', { returnKey: 'rk-1' });
    await expect(returnHome()).resolves.toEqual({ path: '/app/admin/users/5' });
    expect(body).toEqual({ return_key: 'rk-1', user_id: 5 });
    expect(sessionStore.getState()).toMatchObject({ token: 'admin-token', user: admin, returnKey: null });
  });
});
