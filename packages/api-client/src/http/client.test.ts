import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiEvents } from '../events.ts';
import { makeUser, signInForTest, signOutForTest } from '../testing/index.ts';
import { api } from './client.ts';
import { ApiError, NetworkError, fieldErrors } from './errors.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signOutForTest();
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
});
afterAll(() => server.close());

function captureHeaders() {
  const seen: Headers[] = [];
  server.use(
    mswHttp.get('*/api/system/settings', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ success: true, data: {} });
    }),
  );
  return seen;
}

describe('request headers', () => {
  it('sends X-Requested-With on every request and no Authorization when signed out', async () => {
    const seen = captureHeaders();
    await api.get('/api/system/settings');
    expect(seen[0]?.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen[0]?.has('Authorization')).toBe(false);
  });

  it('sends the bearer token when signed in', async () => {
    const seen = captureHeaders();
    signInForTest(makeUser(), 'secret-token');
    await api.get('/api/system/settings');
    expect(seen[0]?.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends the meta CSRF token and the decoded XSRF cookie', async () => {
    const seen = captureHeaders();
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'meta-csrf';
    document.head.append(meta);
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('a=b/c')}; path=/`;
    await api.get('/api/system/settings');
    expect(seen[0]?.get('X-CSRF-TOKEN')).toBe('meta-csrf');
    expect(seen[0]?.get('X-XSRF-TOKEN')).toBe('a=b/c');
  });

  it('fills path parameters and skips empty query values', async () => {
    let url = '';
    server.use(
      mswHttp.get('*/api/customer/notifications', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ success: true, data: [], unread: 0, meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } });
      }),
    );
    await api.get('/api/customer/notifications', { query: { perpage: 5, sortColumn: 'created_at', sortDirection: 'desc', page: undefined } });
    expect(new URL(url).search).toBe('?perpage=5&sortColumn=created_at&sortDirection=desc');
  });
});

describe('error rules', () => {
  it('rejects with the response when the caller asks for it, without the generic error event', async () => {
    const onError = vi.fn();
    const off = apiEvents.on('error', onError);
    server.use(
      mswHttp.post('*/api/login', () =>
        HttpResponse.json(
          { success: false, message: 'The given data was invalid.', errors: { email: ['These credentials do not match our records.'] } },
          { status: 422 },
        ),
      ),
    );
    const failure = api.post('/api/login', { json: { email: 'a@b.c', password: 'x' }, rejectOnError: true });
    const error = await failure.catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('The given data was invalid.');
    expect(fieldErrors(error)).toEqual({ email: 'These credentials do not match our records.' });
    expect(onError).not.toHaveBeenCalled();
  });

  it("otherwise emits the generic error event with the server's message", async () => {
    const onError = vi.fn();
    const off = apiEvents.on('error', onError);
    server.use(mswHttp.get('*/api/system/settings', () => HttpResponse.json({ success: false, message: 'Maintenance in progress.' }, { status: 503 })));
    const error = await api.get('/api/system/settings').catch((e: unknown) => e);
    off();
    expect(onError).toHaveBeenCalledWith({ message: 'Maintenance in progress.' });
    expect((error as ApiError).reported).toBe(true);
  });

  it('uses the status text when the failure has no body', async () => {
    const onError = vi.fn();
    const off = apiEvents.on('error', onError);
    server.use(mswHttp.get('*/api/system/settings', () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })));
    await api.get('/api/system/settings').catch(() => undefined);
    off();
    expect(onError).toHaveBeenCalledWith({ message: 'Bad Gateway' });
  });

  it('rejects with a NetworkError and a quiet unreachable event when there is no response at all', async () => {
    const onError = vi.fn();
    const onUnreachable = vi.fn();
    const offs = [apiEvents.on('error', onError), apiEvents.on('unreachable', onUnreachable)];
    server.use(mswHttp.get('*/api/system/settings', () => HttpResponse.error()));
    const error = await api.get('/api/system/settings').catch((e: unknown) => e);
    offs.forEach((off) => off());
    expect(error).toBeInstanceOf(NetworkError);
    expect(onUnreachable).toHaveBeenCalledWith({ url: '/api/system/settings' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes an abort through without reporting anything', async () => {
    const onUnreachable = vi.fn();
    const off = apiEvents.on('unreachable', onUnreachable);
    server.use(mswHttp.get('*/api/system/settings', () => new Promise(() => {})));
    const controller = new AbortController();
    const pending = api.get('/api/system/settings', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    off();
    expect((error as Error).name).toBe('AbortError');
    expect(onUnreachable).not.toHaveBeenCalled();
  });
});
