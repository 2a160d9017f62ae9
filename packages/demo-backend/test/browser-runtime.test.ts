import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistData, STORAGE_KEY, STORAGE_VERSION } from '../src/browser/persistence.ts';
import { simulateRealtime, type RealtimeEmitter, type RealtimeSimulation } from '../src/browser/realtime-simulation.ts';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { domainEvents } from '../src/lib/domain-events.ts';
import { issueToken } from '../src/model/auth.ts';
import { runServerAction, setServerStatus } from '../src/model/servers.ts';
import { resetDemoData } from '../src/state.ts';
import { expectToMatchSchema } from './support/openapi.ts';

const plexName = () => db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.plex } } })?.name;
const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { version: number; seed: string; tables: Record<string, unknown[]> } | null;

describe('keeping the demo data across reloads', () => {
  beforeEach(() => localStorage.clear());

  it('saves the seed on first start', () => {
    const persistence = persistData();
    expect(saved()).toMatchObject({ version: STORAGE_VERSION, seed: expect.any(String) });
    expect(saved()?.tables.user).toHaveLength(db.user.count());
    persistence.stop();
  });

  it('saves after a change and restores it after a reload', async () => {
    const first = persistData();
    db.user.update({ where: { id: { equals: DEMO_IDS.users.plex } }, data: { name: 'Jordan Lee-Park' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    first.stop();

    const reloaded = persistData();
    expect(plexName()).toBe('Jordan Lee-Park');
    reloaded.stop();
  });

  it('keeps a session token, so a reload stays signed in', () => {
    const first = persistData();
    const token = issueToken(DEMO_IDS.users.plex);
    first.save();
    first.stop();
    const reloaded = persistData();
    expect(db.accessToken.findFirst({ where: { token: { equals: token } } })?.user_id).toBe(DEMO_IDS.users.plex);
    reloaded.stop();
  });

  it('reseeds when the seed has changed since the data was saved', () => {
    const first = persistData();
    db.user.update({ where: { id: { equals: DEMO_IDS.users.plex } }, data: { name: 'Changed' } });
    first.save();
    first.stop();
    const stored = saved();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...stored, seed: 'an-older-seed' }));
    const reloaded = persistData();
    expect(plexName()).toBe('Jordan Lee');
    reloaded.stop();
  });

  it('reseeds when the storage version differs or the data is unreadable', () => {
    const first = persistData();
    db.user.update({ where: { id: { equals: DEMO_IDS.users.plex } }, data: { name: 'Changed' } });
    first.save();
    first.stop();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...saved(), version: STORAGE_VERSION + 1 }));
    persistData().stop();
    expect(plexName()).toBe('Jordan Lee');
    localStorage.setItem(STORAGE_KEY, '{not json');
    persistData().stop();
    expect(plexName()).toBe('Jordan Lee');
  });

  it('resets to the seed on request', () => {
    const persistence = persistData();
    db.user.update({ where: { id: { equals: DEMO_IDS.users.plex } }, data: { name: 'Changed' } });
    persistence.reseed(resetDemoData);
    expect(plexName()).toBe('Jordan Lee');
    expect((saved()?.tables.user as { id: number; name: string }[]).find((user) => user.id === DEMO_IDS.users.plex)?.name).toBe('Jordan Lee');
    persistence.stop();
  });
});

describe('simulated realtime events', () => {
  let events: { kind: string; event: string; payload: unknown }[];
  /** The number of tickets waiting for staff when each unread-tickets event was sent. */
  let waitingAtTicketEvents: number[];
  let realtime: RealtimeEmitter;
  let running: RealtimeSimulation[];

  /** A simulation that is stopped after the test even when the test fails, so none lives on into the next. */
  const start = () => {
    const simulation = simulateRealtime(realtime);
    running.push(simulation);
    return simulation;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    resetDemoData();
    events = [];
    running = [];
    const waitingTickets = () => db.ticket.getAll().filter((ticket) => ticket.status === 'open' || ticket.status === 'customer-reply').length;
    waitingAtTicketEvents = [];
    realtime = {
      emit: (kind, event, payload) => {
        if (event === 'unread-tickets') waitingAtTicketEvents.push(waitingTickets());
        events.push({ kind, event, payload });
      },
    };
  });

  afterEach(() => {
    for (const simulation of running) simulation.stop();
    vi.useRealTimers();
  });

  const of = (event: string) => events.filter((entry) => entry.event === event);

  it('creates a notification for the signed-in user every 45 to 90 seconds and announces it', () => {
    issueToken(DEMO_IDS.users.plex);
    const before = db.notification.getAll().filter((row) => row.user_id === DEMO_IDS.users.plex).length;
    const simulation = start();
    vi.advanceTimersByTime(95_000);
    const [announced] = of('new-notification');
    expect(announced?.kind).toBe('notifications');
    expectToMatchSchema('NewNotificationEvent', announced?.payload);
    expect(db.notification.getAll().filter((row) => row.user_id === DEMO_IDS.users.plex).length).toBeGreaterThan(before);
    simulation.stop();
  });

  it('stays quiet about notifications while nobody is signed in', () => {
    const simulation = start();
    vi.advanceTimersByTime(95_000);
    expect(of('new-notification')).toEqual([]);
    simulation.stop();
  });

  it('announces the real count of tickets waiting for staff', () => {
    const simulation = start();
    vi.advanceTimersByTime(125_000);
    const [tickets] = of('unread-tickets');
    expect(tickets?.kind).toBe('tickets');
    expectToMatchSchema('TicketCountEvent', tickets?.payload);
    // The count when the event was sent: the simulation may change tickets later on.
    expect(tickets?.payload).toEqual({ count: waitingAtTicketEvents[0] });
    expect(waitingAtTicketEvents[0]).toBeGreaterThan(0);
    simulation.stop();
  });

  it('deploys a new server now and then, for the customer and the admin channel', () => {
    const servers = db.server.count();
    const simulation = start();
    vi.advanceTimersByTime(245_000);
    const deployments = of('new-deployment');
    expect(deployments.map((entry) => entry.kind).sort()).toEqual(['admin', 'customer']);
    for (const deployment of deployments) expectToMatchSchema('DeploymentEvent', deployment.payload);
    expect(db.server.count()).toBe(servers + 1);
    simulation.stop();
  });

  it('forwards what the handlers did, a moment later', () => {
    issueToken(DEMO_IDS.users.plex);
    const simulation = start();
    domainEvents.emit('cdn-enabled', { userId: DEMO_IDS.users.plex, serverId: DEMO_IDS.servers.plex });
    domainEvents.emit('server-deleted', { userId: DEMO_IDS.users.plex, serverAlias: 'Jordan’s Plex', url: 'https://jordan-lee.fra-01.mediadock.test' });
    expect(events).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(of('cdn-enabled')).toEqual([{ kind: 'customer', event: 'cdn-enabled', payload: { server_id: DEMO_IDS.servers.plex } }]);
    expect(of('server-deleted').map((entry) => entry.kind).sort()).toEqual(['admin', 'customer']);
    expectToMatchSchema('ServerEvent', of('cdn-enabled')[0]?.payload);
    expectToMatchSchema('ServerDeletedEvent', of('server-deleted')[0]?.payload);
    simulation.stop();
  });

  it('reports a library scan as stopped once it has run, for the signed-in owner only', () => {
    issueToken(DEMO_IDS.users.plex);
    const simulation = start();
    domainEvents.emit('library-scan', { userId: DEMO_IDS.users.plex, serverId: DEMO_IDS.servers.plex });
    domainEvents.emit('library-scan', { userId: DEMO_IDS.users.emby, serverId: DEMO_IDS.servers.emby });
    vi.advanceTimersByTime(3000);
    expect(of('scan-stopped')).toEqual([]);
    vi.advanceTimersByTime(6000);
    expect(of('scan-stopped')).toEqual([{ kind: 'customer', event: 'scan-stopped', payload: { server_id: DEMO_IDS.servers.plex } }]);
    expectToMatchSchema('ServerEvent', of('scan-stopped')[0]?.payload);
    // Then the request lounge syncs with what the scan found.
    vi.advanceTimersByTime(1500);
    expect(events.map((entry) => entry.event)).toEqual(['scan-stopped', 'sync-request-lounge-process']);
    expect(of('sync-request-lounge-process')[0]?.payload).toEqual({ server_id: DEMO_IDS.servers.plex });
    simulation.stop();
  });

  it('reports the paths of a remounted Google Drive as injected', () => {
    issueToken(DEMO_IDS.users.plex);
    const simulation = start();
    domainEvents.emit('gdrive-remounted', { userId: DEMO_IDS.users.plex, serverId: DEMO_IDS.servers.plex });
    vi.advanceTimersByTime(9000);
    expect(events).toEqual([{ kind: 'customer', event: 'paths-injected', payload: { server_id: DEMO_IDS.servers.plex } }]);
    expectToMatchSchema('ServerEvent', events[0]?.payload);
    simulation.stop();
  });

  it('finishes a server action when its time is up, without waiting for a request', () => {
    const simulation = start();
    const server = db.server.findFirst({ where: { id: { equals: DEMO_IDS.servers.plex } } });
    if (!server) throw new Error('The Plex demo server is missing.');
    runServerAction(server, 'restart');
    expect(db.server.findFirst({ where: { id: { equals: server.id } } })?.status).toBe('restarting');
    vi.advanceTimersByTime(100);
    expect(db.server.findFirst({ where: { id: { equals: server.id } } })?.status).toBe('running');
    simulation.stop();
  });

  it('tells the owner when a server goes down', () => {
    issueToken(DEMO_IDS.users.plex);
    const simulation = start();
    setServerStatus(DEMO_IDS.servers.plex, 'error');
    vi.advanceTimersByTime(4000);
    expect(of('new-notification')[0]?.payload).toMatchObject({ notification: { title: 'Jordan’s Plex stopped answering' } });
    simulation.stop();
  });

  it('goes silent once stopped', () => {
    issueToken(DEMO_IDS.users.plex);
    const simulation = start();
    simulation.stop();
    domainEvents.emit('cdn-enabled', { userId: DEMO_IDS.users.plex, serverId: 1 });
    vi.advanceTimersByTime(600_000);
    expect(events).toEqual([]);
  });
});
