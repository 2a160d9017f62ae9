import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { db } from '@portal/demo-backend';
import { startDemoHttpServer, type DemoHttpServer } from '@portal/demo-backend/http-server';
import { startAuthGate, type AuthGate } from './auth-gate.ts';
import { createEchoServer, type EchoServer } from './echo-server.ts';

/**
 * The port the realtime build connects to. The build bakes `VITE_REALTIME_URL` in, so this must
 * match the `build:realtime` script of apps/portal/package.json; `assertBuildUsesEchoPort` checks it.
 * Below Linux's ephemeral range, so no port-0 server of a parallel test can take it by chance.
 */
export const ECHO_PORT = 26001;
export const ECHO_URL = `http://127.0.0.1:${ECHO_PORT}`;

/** The second production build of the portal, the one that connects to `ECHO_URL`. */
export const REALTIME_DIST = fileURLToPath(new URL('../../apps/portal/realtime-e2e/dist', import.meta.url));

async function assertBuildUsesEchoPort(): Promise<void> {
  const assets = join(REALTIME_DIST, 'assets');
  const scripts = (await readdir(assets).catch(() => [])).filter((file) => file.endsWith('.js'));
  for (const file of scripts) {
    if ((await readFile(join(assets, file), 'utf8')).includes(ECHO_URL)) return;
  }
  throw new Error(`${REALTIME_DIST} is missing or does not connect to ${ECHO_URL}. Build it with: pnpm --filter @portal/portal build:realtime`);
}

export interface RealtimeStack {
  /** The demo backend serving the realtime build under /app and answering /api. */
  demo: DemoHttpServer;
  /** Between the realtime server and the demo backend's `/api/broadcasting/auth`. */
  gate: AuthGate;
  echo: EchoServer;
}

/**
 * One realtime stack per worker: the demo backend (in this process, so a test can change its
 * data) serving the realtime build, laravel-echo-server 1.6 from a temp dir with its `authHost`
 * pointed at the auth gate, and the gate in front of the demo backend's channel authorisation.
 */
let tenants = 0;

export const test = base.extend<{ tenant: string }, { realtime: RealtimeStack }>({
  realtime: [
    async ({}, provide) => {
      await assertBuildUsesEchoPort();
      const dir = await mkdtemp(join(tmpdir(), 'portal-e2e-echo-'));
      const demo = await startDemoHttpServer({ port: 0, staticDir: REALTIME_DIST, realtimeOrigins: [ECHO_URL] });
      const gate = await startAuthGate(demo.url);
      let echo: EchoServer | undefined;
      try {
        echo = await createEchoServer({ dir, port: ECHO_PORT, authHost: gate.url });
        await provide({ demo, gate, echo });
      } finally {
        await echo?.stop();
        await gate.close();
        await demo.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  baseURL: async ({ realtime }, provide) => provide(realtime.demo.url),
  /**
   * Every test starts from the seed, with every channel allowed, the realtime server up, and a
   * tenant of its own: the channels are named after it, so a socket of an earlier test's page that
   * the server has not dropped yet can never be counted as, or receive the events of, this one's.
   */
  tenant: [
    async ({ realtime }, provide, testInfo) => {
      realtime.demo.reset();
      const tenant = `e2e-${++tenants}`;
      const settings = db.setting.getAll()[0];
      if (!settings) throw new Error('The demo backend has no system settings.');
      db.setting.update({ where: { id: { equals: settings.id } }, data: { tenant } });
      realtime.gate.allowAll();
      realtime.gate.decisions.length = 0;
      // A test that stopped it and then failed must not leave the next one without it.
      if (!realtime.echo.running()) await realtime.echo.start();
      await provide(tenant);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('channel authorisations', { body: JSON.stringify(realtime.gate.decisions, null, 2), contentType: 'application/json' });
        await testInfo.attach('laravel-echo-server output', { body: realtime.echo.output(), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the realtime server has `count` sockets in each of these channels (names without `private-`). */
export async function waitForSubscribers(echo: EchoServer, channels: string[], count: number): Promise<void> {
  await expect
    .poll(async () => Object.fromEntries(await Promise.all(channels.map(async (channel) => [channel, await echo.subscriptionCount(channel)]))), {
      message: `${count} subscriber(s) in ${channels.join(', ')}`,
      timeout: 15_000,
      intervals: [100, 200, 250],
    })
    .toEqual(Object.fromEntries(channels.map((channel) => [channel, count])));
}
