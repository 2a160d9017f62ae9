import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeIdentity } from './events.ts';

const admin: RealtimeIdentity = { token: 'token-1', tenant: 'acme', isAdmin: true, isModerator: false };

/**
 * A bus on the fake server, from modules loaded afresh: the payload schemas load once per page,
 * so each test starts on a page where they have not loaded yet.
 */
async function freshPage() {
  vi.resetModules();
  const { createRealtimeBus } = await import('./bus.ts');
  const { createFakeRealtimeDriver, loadRealtimePayloadSchemas } = await import('./testing/index.ts');
  const fake = createFakeRealtimeDriver();
  const bus = createRealtimeBus({ driver: fake.factory, url: 'http://realtime.test' });
  return { fake, bus, loadRealtimePayloadSchemas };
}

/** A fresh page whose payload schemas have loaded: events are delivered as they arrive. */
async function loadedPage() {
  const page = await freshPage();
  await page.loadRealtimePayloadSchemas();
  page.bus.sync(admin);
  return page;
}

// The payload schemas import the API document's generated validators, hundreds of modules whose
// first transform takes seconds on a busy machine: done once here, under the hook's own time, so
// that each test's fresh page evaluates them from the transform cache within the test's time.
beforeAll(() => import('./payload-schemas.ts'), 120_000);

const notification = { id: 7, title: 'Backup done', content: '<p>ok</p>', has_read: false, created_diff: 'now' };

describe('the payload of a realtime event', () => {
  describe('given it matches the API document', () => {
    it('reaches the handler as the schema reads it: unknown keys dropped, Laravel habits read', async () => {
      const { fake, bus } = await loadedPage();
      const onNotification = vi.fn();
      const onCdn = vi.fn();
      bus.subscribe('notifications', 'new-notification', onNotification);
      bus.subscribe('customer', 'cdn-enabled', onCdn);

      fake.emit('notifications', 'new-notification', {
        notification: { ...notification, has_read: 1, created_at: null, user_id: 3 },
        socket: null,
      } as never);
      fake.emit('customer', 'cdn-enabled', { server_id: 4, cdn: 'cdn.example' } as never);

      expect(onNotification).toHaveBeenCalledWith({ notification: { ...notification, has_read: true } });
      const received = onNotification.mock.calls[0]![0];
      expect(received).not.toHaveProperty('socket');
      expect(received.notification).not.toHaveProperty('user_id');
      expect(received.notification.created_at).toBeUndefined();
      expect(onCdn).toHaveBeenCalledWith({ server_id: 4 });
    });

    it('hands every handler of the event the same parsed value', async () => {
      const { fake, bus } = await loadedPage();
      const first = vi.fn();
      const second = vi.fn();
      bus.subscribe('tickets', 'unread-tickets', first);
      bus.subscribe('tickets', 'unread-tickets', second);
      const sent = { count: 3, extra: true };
      fake.emit('tickets', 'unread-tickets', sent as never);
      expect(first).toHaveBeenCalledWith({ count: 3 });
      expect(first.mock.calls[0]![0]).not.toBe(sent);
      expect(second.mock.calls[0]![0]).toBe(first.mock.calls[0]![0]);
    });
  });

  describe('given it does not match', () => {
    it.each([
      ['a missing field', {}, 'at server_id, expected a value, received nothing'],
      ['a field of the wrong type', { server_id: 'abc' }, 'at server_id, expected number, received "abc"'],
      ['a number that is no integer', { server_id: 1.5 }, 'at server_id, expected integer, received 1.5'],
      ['a list', [], 'at the payload, expected Object, received Array'],
      ['null', null, 'at the payload, expected Object, received null'],
      ['a string', 'server 4', 'at the payload, expected Object, received "server 4"'],
    ])('drops %s with a warning, and the other handlers and events keep working', async (_, payload, problem) => {
      const { fake, bus } = await loadedPage();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const onCdn = vi.fn();
      const onScan = vi.fn();
      bus.subscribe('customer', 'cdn-enabled', onCdn);
      bus.subscribe('customer', 'scan-stopped', onScan);

      expect(() => fake.emit('customer', 'cdn-enabled', payload as never)).not.toThrow();
      expect(onCdn).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(`Realtime event customer/cdn-enabled dropped: ${problem}`);

      fake.emit('customer', 'scan-stopped', { server_id: 4 });
      fake.emit('customer', 'cdn-enabled', { server_id: 5 });
      expect(onScan).toHaveBeenCalledWith({ server_id: 4 });
      expect(onCdn).toHaveBeenCalledExactlyOnceWith({ server_id: 5 });
      expect(bus.getStatus()).toBe('connected');
    });

    it('names the first offending place inside the payload', async () => {
      const { fake, bus } = await loadedPage();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const onNotification = vi.fn();
      bus.subscribe('notifications', 'new-notification', onNotification);
      fake.emit('notifications', 'new-notification', { notification: { ...notification, has_read: 'yes' } } as never);
      expect(onNotification).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(
        'Realtime event notifications/new-notification dropped: at notification.has_read, expected boolean, received "yes"',
      );
    });
  });

  describe('given the event carries no payload', () => {
    it('delivers undefined, whatever the server sent with it', async () => {
      const { fake, bus } = await loadedPage();
      const warn = vi.spyOn(console, 'warn');
      const onVersion = vi.fn();
      const onMenu = vi.fn();
      bus.subscribe('system', 'new-version', onVersion);
      bus.subscribe('system', 'rebuild-menu', onMenu);
      fake.emit('system', 'new-version');
      fake.emit('system', 'new-version', { version: '3.15.0' } as never);
      fake.emit('system', 'rebuild-menu', null as never);
      expect(onVersion.mock.calls).toEqual([[undefined], [undefined]]);
      expect(onMenu.mock.calls).toEqual([[undefined]]);
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('while the payload schemas load', () => {
    it('keeps the events in the order they arrived, and drops a malformed one among them', async () => {
      const { fake, bus } = await freshPage();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const seen: string[] = [];
      bus.subscribe('tickets', 'unread-tickets', ({ count }) => seen.push(`tickets ${count}`));
      bus.subscribe('system', 'new-version', (payload) => seen.push(`new-version ${String(payload)}`));
      bus.subscribe('customer', 'new-deployment', ({ name }) => seen.push(`deployment ${name}`));
      bus.sync(admin);

      fake.emit('tickets', 'unread-tickets', { count: 1 });
      fake.emit('system', 'new-version');
      fake.emit('customer', 'new-deployment', { name: 'plex-01' } as never);
      fake.emit('customer', 'new-deployment', { name: 'plex-02', url: 'https://plex-02.example' });
      fake.emit('tickets', 'unread-tickets', { count: 2 });
      expect(seen).toEqual([]);

      await fake.flush();
      expect(seen).toEqual(['tickets 1', 'new-version undefined', 'deployment plex-02', 'tickets 2']);
      expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^Realtime event customer\/new-deployment dropped: at url,/));

      // Loaded: from now on an event is delivered as it arrives.
      fake.emit('tickets', 'unread-tickets', { count: 3 });
      expect(seen.at(-1)).toBe('tickets 3');
    });

    it('queues an event a handler causes behind the ones that were already waiting', async () => {
      const { fake, bus } = await freshPage();
      const seen: number[] = [];
      bus.subscribe('tickets', 'unread-tickets', ({ count }) => {
        seen.push(count);
        if (count === 1) fake.emit('tickets', 'unread-tickets', { count: 10 });
      });
      bus.sync(admin);
      fake.emit('tickets', 'unread-tickets', { count: 1 });
      fake.emit('tickets', 'unread-tickets', { count: 2 });
      await fake.flush();
      expect(seen).toEqual([1, 2, 10]);
    });

    it('hands nothing on from a session that ended before they loaded', async () => {
      const { fake, bus } = await freshPage();
      const onTickets = vi.fn();
      bus.subscribe('tickets', 'unread-tickets', onTickets);
      bus.sync(admin);
      fake.emit('tickets', 'unread-tickets', { count: 1 });
      bus.sync(null);
      await fake.flush();
      expect(onTickets).not.toHaveBeenCalled();

      bus.sync(admin);
      fake.emit('tickets', 'unread-tickets', { count: 2 });
      expect(onTickets).toHaveBeenCalledExactlyOnceWith({ count: 2 });
    });

    it('does not load them before the first connection opens', async () => {
      const { fake, bus } = await freshPage();
      const onTickets = vi.fn();
      bus.subscribe('tickets', 'unread-tickets', onTickets);
      // Give a load that had started every chance to finish.
      await new Promise((resolve) => setTimeout(resolve, 50));
      bus.sync(admin);
      fake.emit('tickets', 'unread-tickets', { count: 1 });
      expect(onTickets).not.toHaveBeenCalled();
      await fake.flush();
      expect(onTickets).toHaveBeenCalledExactlyOnceWith({ count: 1 });
    });
  });
});
