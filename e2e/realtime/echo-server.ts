import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const serverScript = createRequire(import.meta.url).resolve('laravel-echo-server/bin/server.js');

/** The realtime server's client credentials for its HTTP API, as Laravel's broadcaster holds them. */
export const ECHO_APP_ID = 'portal-e2e';
export const ECHO_APP_KEY = 'portal-e2e-key';

export interface EchoServerOptions {
  /** A directory of its own: the config file and the CLI's lock file live there. */
  dir: string;
  port: number;
  /** Where it sends `POST /api/broadcasting/auth` for every private channel a page subscribes. */
  authHost: string;
}

export interface EchoServer {
  readonly url: string;
  /** Broadcasts as Laravel does: the `broadcastAs` name on the private channel's wire name. */
  publish(channel: string, name: string, data: object): Promise<void>;
  /** How many sockets are in the private channel's room right now. */
  subscriptionCount(channel: string): Promise<number>;
  /** Stops the process, as a deploy or a crash would; the pages keep retrying. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same config. */
  start(): Promise<void>;
  running(): boolean;
  /** The server's recent output, for failure messages. */
  output(): string;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first port from `from` on that nothing listens on, among the next hundred. */
export async function freePortFrom(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`Ports ${from} to ${from + 99} on 127.0.0.1 are all taken.`);
}

/** Resolves when nothing listens on the port, rejects with a clear message when something does. */
async function assertPortFree(port: number): Promise<void> {
  if (await portIsFree(port)) return;
  throw new Error(`Port ${port} on 127.0.0.1 is taken. The page under test connects to the realtime server there, so it must start on it again.`);
}

/**
 * laravel-echo-server 1.6 run the way it is deployed: its CLI, a config file beside its lock
 * file, the HTTP subscriber for publishing, no Redis. `database: 'sqlite'` only stores presence
 * members, which the portal does not use; without the optional sqlite3 package it stays unused.
 */
export async function createEchoServer({ dir, port, authHost }: EchoServerOptions): Promise<EchoServer> {
  const config = {
    authHost,
    authEndpoint: '/api/broadcasting/auth',
    clients: [{ appId: ECHO_APP_ID, key: ECHO_APP_KEY }],
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

  const url = `http://127.0.0.1:${port}`;
  const apiUrl = (path: string) => `${url}/apps/${ECHO_APP_ID}${path}?auth_key=${ECHO_APP_KEY}`;
  let child: ChildProcess | undefined;
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };

  async function start(): Promise<void> {
    await assertPortFree(port);
    // Its CLI lets LARAVEL_ECHO_SERVER_* variables override the config file; the test's config must win.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('LARAVEL_ECHO_SERVER_')));
    const started = spawn(process.execPath, [serverScript, 'start', `--dir=${dir}`], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    // Should the test runner end without its teardown, the server must not outlive it.
    const killOnExit = () => started.kill('SIGKILL');
    process.once('exit', killOnExit);
    started.once('exit', () => process.off('exit', killOnExit));
    started.stdout.on('data', keep);
    started.stderr.on('data', keep);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`laravel-echo-server did not start within 15 s:\n${log}`)), 15_000);
      const onData = () => {
        if (!log.includes('Server ready!')) return;
        clearTimeout(timer);
        started.stdout.off('data', onData);
        resolve();
      };
      started.stdout.on('data', onData);
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`laravel-echo-server exited with ${code}:\n${log}`));
      });
    });
    log = '';
  }

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  await start();

  return {
    url,
    start,
    stop,
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    output: () => log,
    async publish(channel, name, data) {
      const response = await fetch(apiUrl('/events'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ channel: `private-${channel}`, name, data }),
      });
      if (response.status !== 200) throw new Error(`Publishing ${name} on ${channel} answered ${response.status}: ${await response.text()}`);
    },
    async subscriptionCount(channel) {
      const response = await fetch(apiUrl(`/channels/private-${channel}`));
      const body = (await response.json()) as { subscription_count: number };
      return body.subscription_count;
    },
  };
}
