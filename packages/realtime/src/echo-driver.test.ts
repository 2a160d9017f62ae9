// @vitest-environment node
/**
 * The bus with the real Echo driver against a real laravel-echo-server 1.6 (socket.io 2), whose
 * private-channel auth goes to a small Laravel stand-in served by this test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtimeBus, type RealtimeBus } from './bus.ts';
import type { SubscriptionError } from './driver.ts';
import type { RealtimeIdentity } from './events.ts';
import { loadRealtimePayloadSchemas } from './testing/index.ts';

const APP_ID = 'portal-test';
const APP_KEY = 'test-key';
const ACCEPTED_TOKENS = new Set(['token-1', 'token-2']);
const serverScript = createRequire(import.meta.url).resolve('laravel-echo-server/bin/server.js');

interface AuthRequest {
  channel: string;
  authorization: string | undefined;
}

/** What the Laravel side does for `/api/broadcasting/auth`: 200 for a known token, 403 otherwise. */
function startAuthServer(refusedChannels: Set<string>, log: AuthRequest[]): Promise<Server> {
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.method !== 'POST' || request.url !== '/api/broadcasting/auth') {
        response.writeHead(404).end();
        return;
      }
      const channel = new URLSearchParams(body).get('channel_name') ?? '';
      const authorization = request.headers.authorization;
      log.push({ channel, authorization });
      const token = authorization?.replace(/^Bearer /, '') ?? '';
      const allowed = ACCEPTED_TOKENS.has(token) && !refusedChannels.has(channel);
      // Laravel's socket.io broadcasters answer a private channel with a bare JSON `true`.
      response.writeHead(allowed ? 200 : 403, { 'Content-Type': 'application/json' });
      response.end(allowed ? 'true' : JSON.stringify({ message: 'This action is unauthorized.' }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** Waits for a condition rather than a fixed time; generous, since CI runs every package's tests at once. */
/** CI runs these beside the browser tests on two shared cores, where a socket's round trip can take seconds. */
const EVENTUALLY_MS = process.env.CI ? 15_000 : 8_000;
/** Starting the server (a Node process loading socket.io 2) takes seconds when both cores are busy. */
const START_MS = process.env.CI ? 45_000 : 10_000;

function eventually(assertion: () => unknown): Promise<unknown> {
  return vi.waitFor(assertion, { timeout: EVENTUALLY_MS, interval: 25 });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** laravel-echo-server started the way it is deployed: its CLI, a config file, a lock file beside it. */
async function startEchoServer(dir: string): Promise<ChildProcess> {
  // Its CLI lets LARAVEL_ECHO_SERVER_* variables override the config file.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('LARAVEL_ECHO_SERVER_')));
  const child = spawn(process.execPath, [serverScript, 'start', `--dir=${dir}`], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Should the test runner end without afterAll, the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Server ready!')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`laravel-echo-server exited with ${code}:\n${output}`)));
    setTimeout(() => reject(new Error(`laravel-echo-server did not start:\n${output}`)), START_MS).unref();
  });
}

async function stopEchoServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('the Echo driver against laravel-echo-server 1.6', { timeout: process.env.CI ? 60_000 : 30_000 }, () => {
  let dir = '';
  let port = 0;
  let echoServer: ChildProcess | undefined;
  let authServer: Server | undefined;
  const authLog: AuthRequest[] = [];
  const refusedChannels = new Set<string>();
  const buses: RealtimeBus[] = [];

  const apiUrl = (path: string) => `http://127.0.0.1:${port}/apps/${APP_ID}${path}?auth_key=${APP_KEY}`;

  /** Broadcasts as Laravel does: the `broadcastAs` name, on the wire name of the private channel. */
  async function publish(channel: string, name: string, data: object): Promise<void> {
    const response = await fetch(apiUrl('/events'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: `private-${channel}`, name, data }),
    });
    expect(response.status).toBe(200);
  }

  async function subscriberCount(channel: string): Promise<number> {
    const response = await fetch(apiUrl(`/channels/private-${channel}`));
    const body = (await response.json()) as { subscription_count: number };
    return body.subscription_count;
  }

  /** Waits until the server has the socket in every one of the channels' rooms. */
  async function waitForRooms(...channels: string[]): Promise<void> {
    await eventually(async () => {
      for (const channel of channels) expect(await subscriberCount(channel), channel).toBe(1);
    });
  }

  function newBus(): RealtimeBus {
    const bus = createRealtimeBus({ url: `http://127.0.0.1:${port}` });
    buses.push(bus);
    return bus;
  }

  // The payload schemas come from the API document's validators, a large module whose first load takes
  // long on a busy machine: loaded before the first event, so that the waits below time the server only.
  beforeAll(() => loadRealtimePayloadSchemas(), 60_000);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-realtime-'));
    authServer = await startAuthServer(refusedChannels, authLog);
    port = await freePort();
    const config = {
      authHost: `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`,
      authEndpoint: '/api/broadcasting/auth',
      clients: [{ appId: APP_ID, key: APP_KEY }],
      // Presence members only; without the optional sqlite3 package the SQLite store stays unused,
      // which keeps Redis out of the test.
      database: 'sqlite',
      databaseConfig: { sqlite: { databasePath: '/laravel-echo-server.sqlite' } },
      devMode: true,
      host: '127.0.0.1',
      port,
      protocol: 'http',
      socketio: {},
      subscribers: { http: true, redis: false },
      apiOriginAllow: { allowCors: false },
    };
    await writeFile(join(dir, 'laravel-echo-server.json'), JSON.stringify(config, null, 2));
    echoServer = await startEchoServer(dir);
  }, START_MS + 5_000);

  afterEach(() => {
    for (const bus of buses.splice(0)) bus.destroy();
    refusedChannels.clear();
  });

  afterAll(async () => {
    await stopEchoServer(echoServer);
    await new Promise((resolve) => (authServer ? authServer.close(resolve) : resolve(undefined)));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('joins the private channels with the bearer token and receives broadcast events', async () => {
    const bus = newBus();
    const identity: RealtimeIdentity = { token: 'token-1', tenant: 'alpha', isAdmin: false, isModerator: false };
    const onNewVersion = vi.fn();
    const onDeployment = vi.fn();
    bus.subscribe('system', 'new-version', onNewVersion);
    bus.subscribe('customer', 'new-deployment', onDeployment);
    bus.sync(identity);

    await waitForRooms('system.alpha', 'notifications.alpha', 'customer.alpha');
    expect(bus.getStatus()).toBe('connected');
    expect(authLog.filter((entry) => entry.channel.endsWith('.alpha'))).toEqual(
      expect.arrayContaining([
        { channel: 'private-system.alpha', authorization: 'Bearer token-1' },
        { channel: 'private-notifications.alpha', authorization: 'Bearer token-1' },
        { channel: 'private-customer.alpha', authorization: 'Bearer token-1' },
      ]),
    );

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await publish('system.alpha', 'new-version', {});
    await publish('customer.alpha', 'new-deployment', { name: 'plex-00' });
    await publish('customer.alpha', 'new-deployment', { name: 'plex-01', url: 'https://plex-01.example' });
    await eventually(() => {
      expect(onNewVersion).toHaveBeenCalledTimes(1);
      expect(onDeployment).toHaveBeenCalledWith({ name: 'plex-01', url: 'https://plex-01.example' });
    });
    // The payload without its url went no further than the bus.
    expect(onDeployment).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Realtime event customer\/new-deployment dropped: at url,/));
  });

  it('surfaces a refused channel as subscription_error 403 while the other channels keep working', async () => {
    refusedChannels.add('private-admin.beta');
    const bus = newBus();
    const errors: SubscriptionError[] = [];
    bus.onSubscriptionError((error) => errors.push(error));
    const onTickets = vi.fn();
    bus.subscribe('tickets', 'unread-tickets', onTickets);
    bus.sync({ token: 'token-1', tenant: 'beta', isAdmin: true, isModerator: false });

    await eventually(() => expect(errors).toEqual([{ channel: 'admin.beta', status: 403 }]));
    await waitForRooms('system.beta', 'tickets.unread.beta');
    expect(await subscriberCount('admin.beta')).toBe(0);

    await publish('tickets.unread.beta', 'unread-tickets', { count: 3 });
    await eventually(() => expect(onTickets).toHaveBeenCalledWith({ count: 3 }));
  });

  it('re-authorises every channel when the token changes, and loses them when the new token is refused', async () => {
    const bus = newBus();
    const errors: SubscriptionError[] = [];
    bus.onSubscriptionError((error) => errors.push(error));
    const onSettings = vi.fn();
    bus.subscribe('system', 'fetch-system-settings', onSettings);
    const identity: RealtimeIdentity = { token: 'token-1', tenant: 'gamma', isAdmin: false, isModerator: false };
    bus.sync(identity);
    await waitForRooms('system.gamma', 'notifications.gamma', 'customer.gamma');

    bus.sync({ ...identity, token: 'token-2' });
    await eventually(() =>
      expect(authLog.filter((entry) => entry.channel.endsWith('.gamma') && entry.authorization === 'Bearer token-2')).toHaveLength(3),
    );
    await waitForRooms('system.gamma', 'notifications.gamma', 'customer.gamma');
    await publish('system.gamma', 'fetch-system-settings', {});
    await eventually(() => expect(onSettings).toHaveBeenCalledTimes(1));

    // A token the server no longer accepts must not keep the old authorisation alive.
    bus.sync({ ...identity, token: 'revoked' });
    await eventually(() => expect(errors).toHaveLength(3));
    expect(errors.map((error) => error.status)).toEqual([403, 403, 403]);
    expect(await subscriberCount('system.gamma')).toBe(0);
    expect(bus.getStatus()).toBe('connected');
  });

  it('reconnects by itself after the server restarts and receives events again', async () => {
    const bus = newBus();
    const statuses: string[] = [];
    bus.onStatusChange((status) => statuses.push(status));
    const onMenu = vi.fn();
    bus.subscribe('system', 'rebuild-menu', onMenu);
    bus.sync({ token: 'token-1', tenant: 'delta', isAdmin: false, isModerator: false });
    await waitForRooms('system.delta');

    await stopEchoServer(echoServer);
    await eventually(() => expect(bus.getStatus()).toBe('reconnecting'));

    echoServer = await startEchoServer(dir);
    await eventually(() => expect(bus.getStatus()).toBe('connected'));
    // Echo subscribes every channel again by itself after the reconnect.
    await waitForRooms('system.delta');
    await publish('system.delta', 'rebuild-menu', {});
    await eventually(() => expect(onMenu).toHaveBeenCalledTimes(1));
    expect(statuses).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  }, 20_000);
});
