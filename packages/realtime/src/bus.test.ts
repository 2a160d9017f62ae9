import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtimeBus } from './bus.ts';
import type { RealtimeDriver, RealtimeDriverFactory, RealtimeStatus } from './driver.ts';
import type { RealtimeIdentity } from './events.ts';
import { createFakeRealtimeDriver, loadRealtimePayloadSchemas } from './testing/index.ts';

// These tests are about the bus once its payload schemas are loaded (the first connection of a page
// loads them): from then on an event is delivered as it arrives. `payload-checks.test.ts` covers the wait.
// The schemas come from the API document's validators, a large module: its first load takes long on a busy machine.
beforeAll(() => loadRealtimePayloadSchemas(), 60_000);

const customer: RealtimeIdentity = { token: 'token-1', tenant: 'acme', isAdmin: false, isModerator: false };
const admin: RealtimeIdentity = { ...customer, isAdmin: true };
const moderator: RealtimeIdentity = { ...customer, isModerator: true };

function setup() {
  const fake = createFakeRealtimeDriver();
  const bus = createRealtimeBus({ driver: fake.factory, url: 'http://realtime.test' });
  const statuses: RealtimeStatus[] = [];
  bus.onStatusChange((status) => statuses.push(status));
  return { fake, bus, statuses };
}

/** Wraps the fake's drivers to record every driver call the bus makes. */
function recording(factory: RealtimeDriverFactory) {
  const calls: string[] = [];
  const wrapped: RealtimeDriverFactory = () => {
    const driver = factory();
    const recorded: RealtimeDriver = {
      connect: (options) => {
        calls.push(`connect ${options.url}`);
        return driver.connect(options);
      },
      setToken: (token) => {
        calls.push(`setToken ${token}`);
        driver.setToken(token);
      },
      join: (channel) => {
        calls.push(`join ${channel}`);
        driver.join(channel);
      },
      leave: (channel) => {
        calls.push(`leave ${channel}`);
        driver.leave(channel);
      },
      listen: (channel, event, callback) => {
        calls.push(`listen ${channel} ${event}`);
        driver.listen(channel, event, callback);
      },
      stopListening: (channel, event, callback) => {
        calls.push(`stopListening ${channel} ${event}`);
        driver.stopListening(channel, event, callback);
      },
      disconnect: () => {
        calls.push('disconnect');
        driver.disconnect();
      },
    };
    return recorded;
  };
  return { calls, factory: wrapped };
}

describe('createRealtimeBus', () => {
  describe('given no identity', () => {
    it('opens no connection and stays idle', () => {
      const { fake, bus } = setup();
      bus.subscribe('system', 'new-version', () => {});
      bus.sync(null);
      expect(fake.connections).toBe(0);
      expect(bus.getStatus()).toBe('idle');
      expect(fake.emit('system', 'new-version')).toBe(0);
    });
  });

  describe('when an identity arrives', () => {
    it('connects once and joins system, notifications and customer for a customer', () => {
      const { fake, bus, statuses } = setup();
      bus.sync(customer);
      expect(fake.connections).toBe(1);
      expect(fake.joinedChannels()).toEqual(['customer.acme', 'notifications.acme', 'system.acme']);
      expect(fake.authHeaders()).toEqual({
        'customer.acme': 'Bearer token-1',
        'notifications.acme': 'Bearer token-1',
        'system.acme': 'Bearer token-1',
      });
      expect(statuses).toEqual(['connecting', 'connected']);
      expect(bus.getStatus()).toBe('connected');
    });

    it('also joins admin and tickets for an admin, and tickets alone for a moderator', () => {
      const first = setup();
      first.bus.sync(admin);
      expect(first.fake.joinedChannels()).toEqual([
        'admin.acme',
        'customer.acme',
        'notifications.acme',
        'system.acme',
        'tickets.unread.acme',
      ]);

      const second = setup();
      second.bus.sync(moderator);
      expect(second.fake.joinedChannels()).toEqual(['customer.acme', 'notifications.acme', 'system.acme', 'tickets.unread.acme']);
    });

    it('delivers events to handlers subscribed before the connection existed', () => {
      const { fake, bus } = setup();
      const onNotification = vi.fn();
      const onTickets = vi.fn();
      bus.subscribe('notifications', 'new-notification', onNotification);
      bus.subscribe('tickets', 'unread-tickets', onTickets);
      bus.sync(admin);

      const notification = { id: 7, title: 'Backup done', content: '<p>ok</p>', has_read: false, created_diff: 'now' };
      fake.emit('notifications', 'new-notification', { notification });
      fake.emit('tickets', 'unread-tickets', { count: 3 });
      expect(onNotification).toHaveBeenCalledWith({ notification });
      expect(onTickets).toHaveBeenCalledWith({ count: 3 });
    });

    it('delivers to handlers subscribed after the channels were joined', () => {
      const { fake, bus } = setup();
      bus.sync(customer);
      const onDeployment = vi.fn();
      bus.subscribe('customer', 'new-deployment', onDeployment);
      fake.emit('customer', 'new-deployment', { name: 'plex-01', url: 'https://plex-01.example' });
      expect(onDeployment).toHaveBeenCalledWith({ name: 'plex-01', url: 'https://plex-01.example' });
    });

    it('keeps the events of a channel to that channel', () => {
      const { fake, bus } = setup();
      const onCustomerDeployment = vi.fn();
      const onAdminDeployment = vi.fn();
      bus.subscribe('customer', 'new-deployment', onCustomerDeployment);
      bus.subscribe('admin', 'new-deployment', onAdminDeployment);
      bus.sync(admin);
      fake.emit('admin', 'new-deployment', { name: 'emby-02', url: 'https://emby-02.example' });
      expect(onAdminDeployment).toHaveBeenCalledTimes(1);
      expect(onCustomerDeployment).not.toHaveBeenCalled();
    });
  });

  describe('when the same identity is synced again', () => {
    it('does nothing at all', () => {
      const fake = createFakeRealtimeDriver();
      const { calls, factory } = recording(fake.factory);
      const bus = createRealtimeBus({ driver: factory, url: 'http://realtime.test' });
      bus.sync(admin);
      const before = [...calls];
      const onStatus = vi.fn();
      bus.onStatusChange(onStatus);

      bus.sync({ ...admin });
      bus.sync(admin);
      expect(calls).toEqual(before);
      expect(fake.connections).toBe(1);
      expect(onStatus).not.toHaveBeenCalled();

      bus.sync(null);
      const afterLogout = [...calls];
      bus.sync(null);
      expect(calls).toEqual(afterLogout);
    });
  });

  describe('when the tenant changes', () => {
    it('leaves the old tenant channels, opens a new connection and keeps the handlers', () => {
      const fake = createFakeRealtimeDriver();
      const { calls, factory } = recording(fake.factory);
      const bus = createRealtimeBus({ driver: factory, url: 'http://realtime.test' });
      const onNewVersion = vi.fn();
      bus.subscribe('system', 'new-version', onNewVersion);
      bus.sync({ ...customer, tenant: 'a' });
      calls.length = 0;

      bus.sync({ ...customer, tenant: 'b' });
      expect(calls.slice(0, 5)).toEqual([
        'stopListening system.a new-version',
        'leave system.a',
        'leave notifications.a',
        'leave customer.a',
        'disconnect',
      ]);
      expect(calls).toContain('connect http://realtime.test');
      expect(fake.connections).toBe(2);
      expect(fake.joinedChannels()).toEqual(['customer.b', 'notifications.b', 'system.b']);

      expect(fake.emit('system', 'new-version')).toBe(1);
      expect(onNewVersion).toHaveBeenCalledTimes(1);
    });
  });

  describe('when only the token changes', () => {
    it('subscribes every channel again with the new bearer header on the same connection', () => {
      const fake = createFakeRealtimeDriver();
      const { calls, factory } = recording(fake.factory);
      const bus = createRealtimeBus({ driver: factory, url: 'http://realtime.test' });
      const onMenu = vi.fn();
      bus.subscribe('system', 'rebuild-menu', onMenu);
      bus.sync(moderator);
      calls.length = 0;

      bus.sync({ ...moderator, token: 'token-2' });
      expect(fake.connections).toBe(1);
      expect(calls[0]).toBe('setToken token-2');
      expect(calls.filter((call) => call.startsWith('leave '))).toHaveLength(4);
      expect(calls.filter((call) => call.startsWith('join '))).toHaveLength(4);
      expect(calls).not.toContain('disconnect');
      expect(fake.authHeaders()).toEqual({
        'customer.acme': 'Bearer token-2',
        'notifications.acme': 'Bearer token-2',
        'system.acme': 'Bearer token-2',
        'tickets.unread.acme': 'Bearer token-2',
      });

      fake.emit('system', 'rebuild-menu');
      expect(onMenu).toHaveBeenCalledTimes(1);
    });

    it('uses the newest token when it changes while the client is still loading', async () => {
      const fake = createFakeRealtimeDriver();
      let release: () => void = () => {};
      const loading = new Promise<void>((resolve) => (release = resolve));
      // A driver whose connect waits, as the real one does while it loads Echo.
      const slow: RealtimeDriverFactory = () => {
        const driver = fake.factory();
        return {
          ...driver,
          connect: async (options) => {
            await loading;
            driver.connect(options);
          },
        };
      };
      const bus = createRealtimeBus({ driver: slow, url: 'http://realtime.test' });
      bus.sync(customer);
      bus.sync({ ...customer, token: 'token-2' });
      expect(bus.getStatus()).toBe('connecting');
      release();
      await vi.waitFor(() => expect(fake.joinedChannels()).toHaveLength(3));
      expect(Object.values(fake.authHeaders())).toEqual(['Bearer token-2', 'Bearer token-2', 'Bearer token-2']);
      expect(fake.connections).toBe(1);
    });
  });

  describe('when the roles change', () => {
    it('joins and leaves admin and tickets', () => {
      const { fake, bus } = setup();
      const onTickets = vi.fn();
      bus.subscribe('tickets', 'unread-tickets', onTickets);
      bus.sync(customer);
      expect(fake.emit('tickets', 'unread-tickets', { count: 1 })).toBe(0);

      bus.sync(moderator);
      expect(fake.joinedChannels()).toContain('tickets.unread.acme');
      fake.emit('tickets', 'unread-tickets', { count: 2 });
      expect(onTickets).toHaveBeenLastCalledWith({ count: 2 });

      bus.sync(admin);
      expect(fake.joinedChannels()).toEqual(['admin.acme', 'customer.acme', 'notifications.acme', 'system.acme', 'tickets.unread.acme']);

      bus.sync(customer);
      expect(fake.joinedChannels()).toEqual(['customer.acme', 'notifications.acme', 'system.acme']);
      expect(fake.emit('tickets', 'unread-tickets', { count: 5 })).toBe(0);
      expect(fake.emit('admin', 'server-deleted', { serverAlias: 'plex-01', url: '/servers' })).toBe(0);
      expect(onTickets).toHaveBeenCalledTimes(1);
      expect(fake.connections).toBe(1);
    });
  });

  describe('when the user signs out', () => {
    it('leaves every channel, closes the connection and goes idle', () => {
      const fake = createFakeRealtimeDriver();
      const { calls, factory } = recording(fake.factory);
      const bus = createRealtimeBus({ driver: factory, url: 'http://realtime.test' });
      const onNewVersion = vi.fn();
      bus.subscribe('system', 'new-version', onNewVersion);
      bus.sync(admin);
      calls.length = 0;

      bus.sync(null);
      expect(calls.filter((call) => call.startsWith('leave '))).toHaveLength(5);
      expect(calls.at(-1)).toBe('disconnect');
      expect(fake.joinedChannels()).toEqual([]);
      expect(bus.getStatus()).toBe('idle');
      expect(fake.emit('system', 'new-version')).toBe(0);
      expect(onNewVersion).not.toHaveBeenCalled();

      // Signing in again starts a fresh connection with the same handlers.
      bus.sync(customer);
      expect(fake.connections).toBe(2);
      fake.emit('system', 'new-version');
      expect(onNewVersion).toHaveBeenCalledTimes(1);
    });
  });

  describe('subscribe', () => {
    it('stops delivery once unsubscribed, and stops listening when the last handler of an event goes', () => {
      const fake = createFakeRealtimeDriver();
      const { calls, factory } = recording(fake.factory);
      const bus = createRealtimeBus({ driver: factory, url: 'http://realtime.test' });
      bus.sync(customer);
      const first = vi.fn();
      const second = vi.fn();
      const stopFirst = bus.subscribe('customer', 'scan-stopped', first);
      const stopSecond = bus.subscribe('customer', 'scan-stopped', second);
      expect(calls.filter((call) => call === 'listen customer.acme scan-stopped')).toHaveLength(1);

      stopFirst();
      fake.emit('customer', 'scan-stopped', { server_id: 4 });
      expect(first).not.toHaveBeenCalled();
      expect(second).toHaveBeenCalledWith({ server_id: 4 });
      expect(calls).not.toContain('stopListening customer.acme scan-stopped');

      stopSecond();
      stopSecond();
      expect(calls.filter((call) => call === 'stopListening customer.acme scan-stopped')).toHaveLength(1);
      fake.emit('customer', 'scan-stopped', { server_id: 5 });
      expect(second).toHaveBeenCalledTimes(1);
    });

    it('treats the same function subscribed twice as two subscriptions', () => {
      const { fake, bus } = setup();
      bus.sync(customer);
      const handler = vi.fn();
      const stopOne = bus.subscribe('customer', 'cdn-enabled', handler);
      bus.subscribe('customer', 'cdn-enabled', handler);
      fake.emit('customer', 'cdn-enabled', { server_id: 1 });
      expect(handler).toHaveBeenCalledTimes(2);
      stopOne();
      fake.emit('customer', 'cdn-enabled', { server_id: 1 });
      expect(handler).toHaveBeenCalledTimes(3);
    });

    it('keeps calling the other handlers when one throws, and reports the error', () => {
      const reportError = vi.fn();
      vi.stubGlobal('reportError', reportError);
      const { fake, bus } = setup();
      bus.sync(customer);
      const after = vi.fn();
      bus.subscribe('customer', 'paths-injected', () => {
        throw new Error('handler bug');
      });
      bus.subscribe('customer', 'paths-injected', after);
      fake.emit('customer', 'paths-injected', { server_id: 9 });
      expect(after).toHaveBeenCalledWith({ server_id: 9 });
      expect(reportError).toHaveBeenCalledWith(new Error('handler bug'));
    });
  });

  describe('when the server refuses a channel', () => {
    it('surfaces the subscription error and keeps the other channels working', async () => {
      const { fake, bus } = setup();
      const errors = vi.fn();
      bus.onSubscriptionError(errors);
      const onNewVersion = vi.fn();
      const onAdminDeleted = vi.fn();
      bus.subscribe('system', 'new-version', onNewVersion);
      bus.subscribe('admin', 'server-deleted', onAdminDeleted);
      fake.refuse('admin');
      bus.sync(admin);
      await fake.flush();

      expect(errors).toHaveBeenCalledExactlyOnceWith({ channel: 'admin.acme', status: 403 });
      expect(fake.joinedChannels()).not.toContain('admin.acme');
      expect(fake.emit('admin', 'server-deleted', { serverAlias: 'x', url: '/' })).toBe(0);
      fake.emit('system', 'new-version');
      expect(onNewVersion).toHaveBeenCalledTimes(1);
      expect(bus.getStatus()).toBe('connected');

      // A new token is a new chance: the refused channel is subscribed again.
      bus.sync({ ...admin, token: 'token-2' });
      fake.emit('admin', 'server-deleted', { serverAlias: 'plex-01', url: '/servers' });
      expect(onAdminDeleted).toHaveBeenCalledWith({ serverAlias: 'plex-01', url: '/servers' });
    });

    it('ignores refusals that arrive for a connection the bus has already replaced', async () => {
      const { fake, bus } = setup();
      const errors = vi.fn();
      bus.onSubscriptionError(errors);
      fake.refuse('system');
      bus.sync({ ...customer, tenant: 'a' });
      bus.sync({ ...customer, tenant: 'b' });
      await fake.flush();
      expect(errors).not.toHaveBeenCalled();
    });
  });

  describe('when the server goes away', () => {
    it('reports reconnecting, then resubscribes with the current token and delivers again', () => {
      const { fake, bus, statuses } = setup();
      const onSettings = vi.fn();
      bus.subscribe('system', 'fetch-system-settings', onSettings);
      bus.sync(customer);

      fake.disconnect();
      expect(bus.getStatus()).toBe('reconnecting');
      expect(fake.emit('system', 'fetch-system-settings')).toBe(0);

      bus.sync({ ...customer, token: 'token-2' });
      fake.reconnect();
      expect(statuses).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
      expect(fake.connections).toBe(1);
      expect(fake.authHeaders()['system.acme']).toBe('Bearer token-2');
      fake.emit('system', 'fetch-system-settings');
      expect(onSettings).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the client library cannot be loaded', () => {
    it('reports disconnected, keeps working and tries again on the next sync', async () => {
      const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
      const fake = createFakeRealtimeDriver();
      let attempts = 0;
      const flaky: RealtimeDriverFactory = () => {
        const driver = fake.factory();
        attempts += 1;
        if (attempts > 1) return driver;
        return { ...driver, connect: () => Promise.reject(new Error('chunk failed to load')) };
      };
      const bus = createRealtimeBus({ driver: flaky, url: 'http://realtime.test' });
      bus.sync(customer);
      await vi.waitFor(() => expect(bus.getStatus()).toBe('disconnected'));
      expect(errorLog).toHaveBeenCalled();

      bus.sync(customer);
      expect(bus.getStatus()).toBe('connected');
      expect(fake.joinedChannels()).toHaveLength(3);
    });
  });

  describe('destroy', () => {
    it('tears everything down and refuses further use', () => {
      const { fake, bus } = setup();
      bus.sync(admin);
      bus.destroy();
      expect(fake.joinedChannels()).toEqual([]);
      expect(bus.getStatus()).toBe('idle');
      expect(() => bus.sync(admin)).toThrow(/destroyed/);
      expect(() => bus.subscribe('system', 'new-version', () => {})).toThrow(/destroyed/);
    });
  });
});
