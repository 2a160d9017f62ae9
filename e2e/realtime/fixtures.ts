import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { db } from '@portal/demo-backend';
import { startDemoHttpServer, type DemoHttpServer } from '@portal/demo-backend/http-server';
import { PORTAL_DIST } from '../tests/support.ts';
import { startAuthGate, type AuthGate } from './auth-gate.ts';
import { createEchoServer, freePortFrom, type EchoServer } from './echo-server.ts';

/**
 * Where the realtime server's port is looked for: the first free one from here. Below Linux's
 * ephemeral range, so no outgoing connection or port-0 server takes it while a test has the
 * server stopped; the page learns it from the demo backend, so any of them will do.
 */
export const ECHO_PORTS_FROM = 26001;

async function assertBuildExists(): Promise<void> {
  await access(join(PORTAL_DIST, 'index.html')).catch(() => {
    throw new Error(`${PORTAL_DIST} has no production build. Build it with: pnpm --filter @portal/portal build (or set PORTAL_DIST to a build made apart).`);
  });
}

export interface RealtimeStack {
  /** The demo backend serving the production build under /app, telling its pages where the realtime server is, and answering /api. */
  demo: DemoHttpServer;
  /** Between the realtime server and the demo backend's `/api/broadcasting/auth`. */
  gate: AuthGate;
  echo: EchoServer;
}

/**
 * One realtime stack per worker: laravel-echo-server 1.6 from a temp dir with its `authHost`
 * pointed at the auth gate, the gate in front of the demo backend's channel authorisation, and the
 * demo backend (in this process, so a test can change its data) serving the production build with
 * the realtime server's URL in its pages and their Content-Security-Policy, as a deploy sets it.
 */
let tenants = 0;

export const test = base.extend<{ tenant: string }, { realtime: RealtimeStack }>({
  realtime: [
    async ({}, provide) => {
      await assertBuildExists();
      const dir = await mkdtemp(join(tmpdir(), 'portal-e2e-echo-'));
      const echoUrl = `http://127.0.0.1:${await freePortFrom(ECHO_PORTS_FROM)}`;
      const demo = await startDemoHttpServer({ port: 0, staticDir: PORTAL_DIST, realtimeUrl: echoUrl });
      const gate = await startAuthGate(demo.url);
      let echo: EchoServer | undefined;
      try {
        echo = await createEchoServer({ dir, port: Number(new URL(echoUrl).port), authHost: gate.url });
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
