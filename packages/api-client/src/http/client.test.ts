import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testFile, useNodeMultipart } from '@portal/test-config/multipart';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEvents } from '../events.ts';
import { makeUser, signInForTest, signOutForTest } from '../testing/index.ts';
import { api } from './client.ts';
import { ApiError, NetworkError, UnexpectedResponseError, fieldErrors, isUnexpectedResponseError } from './errors.ts';
import {
  customerServersListResponse,
  loginResponse,
  notificationsCountUnreadResponse,
  notificationsListResponse,
  supportTicketReplyResponse,
  systemSettingsResponse,
} from '../schemas.ts';

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
    mswHttp.get('*/api/customer/notifications/count-unread', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ success: true, count: 0 });
    }),
  );
  return seen;
}

const countUnread = () => api.get('/api/customer/notifications/count-unread', { schema: notificationsCountUnreadResponse });

describe('request headers', () => {
  it('sends X-Requested-With on every request and no Authorization when signed out', async () => {
    const seen = captureHeaders();
    await countUnread();
    expect(seen[0]?.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen[0]?.has('Authorization')).toBe(false);
  });

  it('sends the bearer token when signed in', async () => {
    const seen = captureHeaders();
    signInForTest(makeUser(), 'secret-token');
    await countUnread();
    expect(seen[0]?.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends the meta CSRF token and the decoded XSRF cookie', async () => {
    const seen = captureHeaders();
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'meta-csrf';
    document.head.append(meta);
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('a=b/c')}; path=/`;
    await countUnread();
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
    await api.get('/api/customer/notifications', { schema: notificationsListResponse, query: { perpage: 5, sortColumn: 'created_at', sortDirection: 'desc', page: undefined } });
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
    const failure = api.post('/api/login', { schema: loginResponse, json: { email: 'a@b.c', password: 'x' }, rejectOnError: true });
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
    const error = await api.get('/api/system/settings', { schema: systemSettingsResponse }).catch((e: unknown) => e);
    off();
    expect(onError).toHaveBeenCalledWith({ message: 'Maintenance in progress.' });
    expect((error as ApiError).reported).toBe(true);
  });

  it('uses the status text when the failure has no body', async () => {
    const onError = vi.fn();
    const off = apiEvents.on('error', onError);
    server.use(mswHttp.get('*/api/system/settings', () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })));
    await api.get('/api/system/settings', { schema: systemSettingsResponse }).catch(() => undefined);
    off();
    expect(onError).toHaveBeenCalledWith({ message: 'Bad Gateway' });
  });

  it('rejects with a NetworkError and a quiet unreachable event when there is no response at all', async () => {
    const onError = vi.fn();
    const onUnreachable = vi.fn();
    const offs = [apiEvents.on('error', onError), apiEvents.on('unreachable', onUnreachable)];
    server.use(mswHttp.get('*/api/system/settings', () => HttpResponse.error()));
    const error = await api.get('/api/system/settings', { schema: systemSettingsResponse }).catch((e: unknown) => e);
    offs.forEach((off) => off());
    expect(error).toBeInstanceOf(NetworkError);
    // English for logs; the descriptor is what a screen shows, in the active language.
    expect((error as NetworkError).message).toBe('Cannot reach the server. Check your connection and try again.');
    expect((error as NetworkError).descriptor).toMatchObject({ message: 'Cannot reach the server. Check your connection and try again.' });
    expect(onUnreachable).toHaveBeenCalledWith({ url: '/api/system/settings' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes an abort through without reporting anything', async () => {
    const onUnreachable = vi.fn();
    const off = apiEvents.on('unreachable', onUnreachable);
    server.use(mswHttp.get('*/api/system/settings', () => new Promise(() => {})));
    const controller = new AbortController();
    const pending = api.get('/api/system/settings', { schema: systemSettingsResponse, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    off();
    expect((error as Error).name).toBe('AbortError');
    expect(onUnreachable).not.toHaveBeenCalled();
  });
});

const SERVER = { id: 1, name: 'Den', type: 'plex', status: 'running', node_id: 3, node_alias: 'lon-1', url: null, created_at: '2026-01-01T00:00:00Z' };
const listServers = (options: { rejectOnError?: boolean } = { rejectOnError: true }) =>
  api.get('/api/customer/servers', { schema: customerServersListResponse, ...options });

describe('answers are read through the document', () => {
  it('resolves with the answer as the document describes it, dropping keys it does not name', async () => {
    server.use(mswHttp.get('*/api/customer/servers', () => HttpResponse.json({ success: true, data: [{ ...SERVER, secret: 'x' }], extra: 1 })));
    const body = await listServers();
    expect(body).toEqual({ success: true, data: [SERVER] });
  });

  it('rejects an answer of another shape with an UnexpectedResponseError that names the call and the first place it differs', async () => {
    server.use(mswHttp.get('*/api/customer/servers', () => HttpResponse.json({ success: true, data: [SERVER, { ...SERVER, id: 2, type: 'kodi' }] })));
    const error = await listServers().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    const unexpected = error as UnexpectedResponseError;
    expect(unexpected.message).toBe('The server sent an answer this screen cannot read.');
    expect(unexpected.descriptor).toMatchObject({ message: 'The server sent an answer this screen cannot read.' });
    expect(unexpected.operationId).toBe('customerServersList');
    expect(unexpected.mismatch).toEqual({ path: 'data[1].type', expected: '("plex" | "emby" | "jellyfin")', received: '"kodi"' });
    expect(unexpected.details).toContain('Call: GET /api/customer/servers (customerServersList)');
    expect(unexpected.details).toContain('Where: data[1].type');
  });

  it('rejects an empty array where the document wants an object, unless the field notes that habit', async () => {
    server.use(mswHttp.get('*/api/system/settings', () => HttpResponse.json({ success: true, data: [] })));
    const error = await api.get('/api/system/settings', { schema: systemSettingsResponse, rejectOnError: true }).catch((e: unknown) => e);
    expect(isUnexpectedResponseError(error) && error.mismatch.path).toBe('data');
  });

  it('rejects a body that is not JSON', async () => {
    server.use(mswHttp.get('*/api/customer/servers', () => new HttpResponse('<html>Maintenance</html>', { status: 200 })));
    const error = await listServers().catch((e: unknown) => e);
    expect(isUnexpectedResponseError(error) && error.mismatch).toEqual({ path: '', expected: 'JSON', received: 'text that is not JSON' });
  });

  it('announces an unreadable answer through the generic error event unless the caller handles it', async () => {
    const onError = vi.fn();
    const off = apiEvents.on('error', onError);
    server.use(mswHttp.get('*/api/customer/servers', () => HttpResponse.json({ success: true })));
    const handled = await listServers().catch((e: unknown) => e);
    expect(onError).not.toHaveBeenCalled();
    const reported = await listServers({}).catch((e: unknown) => e);
    off();
    expect((handled as UnexpectedResponseError).reported).toBe(false);
    expect((reported as UnexpectedResponseError).reported).toBe(true);
    expect(onError).toHaveBeenCalledWith({ message: 'The server sent an answer the portal cannot read.' });
  });

  it('treats a 2xx answer with success false as a failure', async () => {
    server.use(mswHttp.get('*/api/customer/servers', () => HttpResponse.json({ success: false, message: 'Your account is suspended.' })));
    const error = await listServers().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(200);
    expect((error as ApiError).message).toBe('Your account is suspended.');
  });

  it('loads a validator given as an import while the request is under way', async () => {
    server.use(mswHttp.get('*/api/customer/servers', () => HttpResponse.json({ success: true, data: [SERVER] })));
    const body = await api.get('/api/customer/servers', { schema: () => Promise.resolve(customerServersListResponse), rejectOnError: true });
    expect(body.data[0]?.name).toBe('Den');
  });
});

describe('multipart bodies', () => {
  beforeEach(() => useNodeMultipart());

  it('sends text fields and every file of a list under the same name, with the session’s headers', async () => {
    let received: FormData | null = null;
    let headers: Headers | null = null;
    server.use(
      mswHttp.post('*/api/customer/support/tickets/:id/replies', async ({ request }) => {
        headers = request.headers;
        received = await request.formData();
        return HttpResponse.json({ success: false, message: 'The given data was invalid.', errors: { message: ['Too short.'] } }, { status: 422 });
      }),
    );
    signInForTest(makeUser(), 'secret-token');
    const files = [testFile('a.log', 1), testFile('b.png', 2, 'image/png')];
    const error = await api
      .post('/api/customer/support/tickets/{id}/replies', {
        schema: supportTicketReplyResponse,
        path: { id: 7 },
        multipart: { message: 'Hello', 'attachments[]': files },
        rejectOnError: true,
      })
      .catch((e: unknown) => e);
    expect(fieldErrors(error)).toEqual({ message: 'Too short.' });
    const form = received as unknown as FormData;
    expect(form.get('message')).toBe('Hello');
    expect(form.getAll('attachments[]').map((file) => (file as File).name)).toEqual(['a.log', 'b.png']);
    expect((headers as unknown as Headers).get('Authorization')).toBe('Bearer secret-token');
  });
});

describe('answers asked for before the app loaded', () => {
  afterEach(() => {
    delete (globalThis as { __portalEarly?: unknown }).__portalEarly;
  });

  it('are taken once, by the first GET of the same address, and read like any answer', async () => {
    const early = Promise.resolve(new Response(JSON.stringify({ success: true, count: 4 }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    (globalThis as { __portalEarly?: Record<string, Promise<Response>> }).__portalEarly = { '/api/customer/notifications/count-unread': early };
    let calls = 0;
    server.use(
      mswHttp.get('*/api/customer/notifications/count-unread', () => {
        calls += 1;
        return HttpResponse.json({ success: true, count: 9 });
      }),
    );
    expect((await countUnread()).count).toBe(4);
    expect(calls).toBe(0);
    expect((await countUnread()).count).toBe(9);
    expect(calls).toBe(1);
  });

  it('are checked like any answer', async () => {
    (globalThis as { __portalEarly?: Record<string, Promise<Response>> }).__portalEarly = {
      '/api/customer/notifications/count-unread': Promise.resolve(new Response('[]', { status: 200 })),
    };
    await expect(countUnread()).rejects.toBeInstanceOf(UnexpectedResponseError);
  });
});

describe('the client’s own words', () => {
  const failed = (init: { body?: { message?: string } | null; statusText?: string }) =>
    new ApiError({ status: 500, statusText: init.statusText ?? '', body: init.body ?? null, method: 'GET', url: '/api/x' });

  it('gives an answer that says nothing the generic message, with its descriptor', () => {
    const error = failed({});
    expect(error.message).toBe('Something went wrong');
    expect(error.descriptor).toMatchObject({ message: 'Something went wrong' });
  });

  it('keeps the server’s words without a descriptor, so they are shown as they came', () => {
    expect(failed({ body: { message: 'The node is busy.' } }).descriptor).toBeUndefined();
    expect(failed({ statusText: 'Bad Gateway' }).descriptor).toBeUndefined();
  });
});
