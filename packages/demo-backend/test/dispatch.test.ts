import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers, handlersOneByOne } from '../src/handlers/index.ts';
import { dispatchInOrder, routeTable } from '../src/lib/route.ts';
import { restoreDemoData } from '../src/state.ts';
import { DEMO_PASSWORD } from '../src/db/fixtures.ts';

const ORIGIN = 'http://localhost:3000';

/** The answer msw gives to this call from these handlers: its status and its body. */
async function answer(list: readonly HttpHandler[], path: string, { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const request = new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const response = await getResponse([...list], request);
  return response ? { status: response.status, body: await response.text() } : null;
}

/** An address of the path, its parameters filled with a record the seed has. */
const addressOf = (path: string) => path.replace(/\{\w+\}/g, '1');

/** Every read of the document, from the seed, as this account (a guest without one): each call's answer. */
async function readEverything(list: readonly HttpHandler[], email: string | null) {
  restoreDemoData();
  let token: string | undefined;
  if (email) {
    const login = await answer(list, '/api/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } });
    expect(login?.status, `signing in as ${email}`).toBe(200);
    token = (JSON.parse(login!.body) as { token: string }).token;
  }
  const answers: Record<string, unknown> = {};
  for (const { path } of routeTable.filter((entry) => entry.method === 'get')) answers[path] = await answer(list, addressOf(path), { token });
  return answers;
}

describe('the handlers in one pass (dispatchInOrder)', () => {
  // The seed's times follow the clock: it stands still, so that two reads of an answer match.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00Z') });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('answers every read of the document as the handlers one by one do, as a guest, the admin and a customer', async () => {
    for (const email of [null, 'admin@demo.test', 'plex@demo.test']) {
      const one = await readEverything(handlersOneByOne, email);
      expect(Object.keys(one).length).toBeGreaterThan(80);
      expect(await readEverything(handlers, email), email ?? 'a guest').toEqual(one);
    }
  });

  it('reads an address as msw does: a parameter is one decoded segment, any case, a trailing slash allowed', async () => {
    const admin = await answer(handlersOneByOne, '/api/login', { method: 'POST', body: { email: 'admin@demo.test', password: DEMO_PASSWORD } });
    const { token } = JSON.parse(admin!.body) as { token: string };
    const addresses = [
      '/api/admin/nodes/1',
      '/api/admin/nodes/1/',
      '/api/Admin/Nodes/1',
      '/api/admin/nodes/%31',
      '/api/admin/nodes/1/2',
      '/api/admin/nodes/no-such-node',
      '/api/admin/nodes',
      '/api/admin//nodes',
      '/app/api/admin/nodes/1',
      '/api/no-such-call',
    ];
    for (const address of addresses) {
      expect(await answer(handlers, address, { token }), address).toEqual(await answer(handlersOneByOne, address, { token }));
    }
    expect((await answer(handlers, '/api/admin/nodes/1/', { token }))?.status).toBe(200);
  });

  it('keeps the order of the list: the first handler that answers wins, and other handlers keep their place', async () => {
    const [first, second] = handlersOneByOne.filter((handler) => (handler.info as { path?: unknown }).path === '*/api/system/settings' || (handler.info as { path?: unknown }).path === '*/api/get-user');
    expect(first && second).toBeTruthy();
    const other = http.get('*/api/get-user', () => HttpResponse.json({ from: 'other' }));
    const settingsFirst = (first!.info as { path: string }).path === '*/api/system/settings';
    const list = dispatchInOrder(settingsFirst ? [first!, other, second!] : [second!, other, first!]);
    expect(list).toHaveLength(3);
    expect(list[1]).toBe(other);
    expect((await answer(list, '/api/get-user'))?.body).toBe(JSON.stringify({ from: 'other' }));
    expect((await answer(list, '/api/system/settings'))?.status).toBe(200);
  });
});
