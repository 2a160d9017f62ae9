// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDS, DEMO_PASSWORD } from '../src/db/fixtures.ts';
import { clearFaults, setFaults } from '../src/faults/registry.ts';
import { startDemoHttpServer, type DemoHttpServer } from '../src/http-server.ts';

let server: DemoHttpServer;
let other: DemoHttpServer;

beforeAll(async () => {
  server = await startDemoHttpServer({ port: 0 });
  other = await startDemoHttpServer({ port: 0 });
});

afterAll(async () => {
  await server.close();
  await other.close();
});

beforeEach(() => {
  server.reset();
  other.clearFaults();
  clearFaults();
});

const json = { 'Content-Type': 'application/json' };
const at = (path: string, init?: RequestInit, on = server) => fetch(`${on.url}${path}`, { redirect: 'manual', ...init });
const postFaults = (body: unknown) => at('/__demo/faults', { method: 'POST', headers: json, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function signIn(on = server): Promise<string> {
  const response = await at('/api/login', { method: 'POST', headers: json, body: JSON.stringify({ email: 'plex@demo.test', password: DEMO_PASSWORD }) }, on);
  return ((await response.json()) as { token: string }).token;
}

const getUser = (token: string, on = server) => at('/api/get-user', { headers: { Authorization: `Bearer ${token}` } }, on);

describe('/__demo/faults', () => {
  it('answers the rules, none at first', async () => {
    const response = await at('/__demo/faults');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ rules: [] });
  });

  it('replaces the rules with POST { rules }, and the calls fail as told', async () => {
    const token = await signIn();
    const set = await postFaults({ rules: [{ kind: 'status-500', path: '/api/get-user', method: 'GET' }, { kind: 'slow', delayMs: 10 }] });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({
      success: true,
      message: '2 fault rules are active.',
      rules: [
        { kind: 'status-500', path: '/api/get-user', method: 'get' },
        { kind: 'slow', delayMs: 10 },
      ],
    });
    expect(((await (await at('/__demo/faults')).json()) as { rules: unknown[] }).rules).toHaveLength(2);
    const failed = await getUser(token);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ success: false, message: 'Server Error' });
    expect((await at('/api/customer/servers', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('answers 400 with a message for invalid rules and keeps the ones it had', async () => {
    await postFaults({ rules: [{ kind: 'data-null' }] });
    const unknownKind = await postFaults({ rules: [{ kind: 'status-418' }] });
    expect(unknownKind.status).toBe(400);
    expect(((await unknownKind.json()) as { message: string }).message).toMatch(/^Fault rule 1 has an unknown kind "status-418"/);
    expect((await postFaults('{not json')).status).toBe(400);
    const noRules = await postFaults([{ kind: 'slow' }]);
    expect(noRules.status).toBe(400);
    expect(await noRules.json()).toMatchObject({ success: false, message: expect.stringContaining('{"rules": [') });
    expect(await (await at('/__demo/faults')).json()).toEqual({ rules: [{ kind: 'data-null' }] });
  });

  it('clears them with DELETE, and with POST /__demo/reset', async () => {
    await postFaults({ rules: [{ kind: 'status-500' }] });
    const cleared = await at('/__demo/faults', { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ success: true, message: 'The faults have been cleared.', rules: [] });
    await postFaults({ rules: [{ kind: 'status-500' }] });
    const reset = await at('/__demo/reset', { method: 'POST' });
    expect(await reset.json()).toEqual({ success: true, message: 'The demo data has been reset and the faults cleared.' });
    expect(await (await at('/__demo/faults')).json()).toEqual({ rules: [] });
    expect((await getUser(await signIn())).status).toBe(200);
  });

  it('answers other methods with 405', async () => {
    const response = await at('/__demo/faults', { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST, DELETE');
  });
});

describe('faults in the HTTP server', () => {
  it('drops the connection without an answer for no-answer', async () => {
    const token = await signIn();
    server.setFaults([{ kind: 'no-answer', path: '/api/get-user' }]);
    await expect(getUser(token)).rejects.toThrow(TypeError);
    // The server itself carries on.
    expect((await at('/api/customer/servers', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('leaves the data alone when the call is not run', async () => {
    const token = await signIn();
    server.setFaults([{ kind: 'status-500', path: '/api/customer/servers/*/stop', method: 'post' }]);
    const stop = await at(`/api/customer/servers/${DEMO_IDS.servers.plex}/stop`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(stop.status).toBe(500);
    server.clearFaults();
    const show = await at(`/api/customer/servers/${DEMO_IDS.servers.plex}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await show.json()) as { data: { status: string } }).data.status).toBe('running');
  });

  it('is set, listed and cleared through the server object, and reset() clears it', async () => {
    expect(server.setFaults([{ kind: 'data-empty-array', path: '/api/customer/*' }])).toEqual([{ kind: 'data-empty-array', path: '/api/customer/*' }]);
    expect(server.listFaults()).toHaveLength(1);
    expect(await (await at('/__demo/faults')).json()).toEqual({ rules: [{ kind: 'data-empty-array', path: '/api/customer/*' }] });
    expect(() => server.setFaults([{ kind: 'nope' as never }])).toThrow(/unknown kind "nope"/);
    server.reset();
    expect(server.listFaults()).toEqual([]);
    server.setFaults([{ kind: 'status-500' }]);
    server.clearFaults();
    expect(server.listFaults()).toEqual([]);
  });

  it('keeps each server’s faults to itself, apart from the tests’ setFaults()', async () => {
    const token = await signIn();
    server.setFaults([{ kind: 'status-404', path: '/api/get-user' }]);
    expect((await getUser(token)).status).toBe(404);
    expect((await getUser(token, other)).status).toBe(200);
    expect(await (await at('/__demo/faults', undefined, other)).json()).toEqual({ rules: [] });
    server.clearFaults();
    setFaults([{ kind: 'status-500' }]);
    expect((await getUser(token)).status).toBe(200);
    expect((await getUser(token, other)).status).toBe(200);
  });

  it('never touches unknown calls or the /__demo hooks', async () => {
    server.setFaults([{ kind: 'status-500', path: '/**' }]);
    const unknown = await at('/api/no-such-call');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'The route api/no-such-call could not be found.' });
    server.setFaults([{ kind: 'no-answer', path: '/**' }]);
    expect((await at('/__demo/uninitiate', { method: 'POST' })).status).toBe(200);
    expect((await at('/__demo/reset', { method: 'POST' })).status).toBe(200);
  });
});
