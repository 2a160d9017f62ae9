import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeStatus } from './driver.ts';
import type { RealtimeIdentity } from './events.ts';
import { createLazyRealtimeBus } from './lazy-bus.ts';
import { createFakeRealtimeDriver, loadRealtimePayloadSchemas } from './testing/index.ts';

// The schemas come from the API document's validators, a large module: its first load takes long on a busy machine.
beforeAll(() => loadRealtimePayloadSchemas(), 60_000);

const customer: RealtimeIdentity = { token: 'token-1', tenant: 'acme', isAdmin: false, isModerator: false };

describe('the bus that loads on the first sign-in', () => {
  it('loads and connects nothing while nobody is signed in', async () => {
    const fake = createFakeRealtimeDriver();
    const bus = createLazyRealtimeBus({ driver: fake.factory, url: 'http://realtime.test' });
    bus.sync(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.connections).toBe(0);
    expect(bus.getStatus()).toBe('idle');
  });

  it('hands the subscriptions and listeners made before it loaded to the real bus', async () => {
    const fake = createFakeRealtimeDriver();
    const bus = createLazyRealtimeBus({ driver: fake.factory, url: 'http://realtime.test' });
    const received: unknown[] = [];
    const statuses: RealtimeStatus[] = [];
    bus.subscribe('customer', 'cdn-enabled', (payload) => received.push(payload));
    const off = bus.subscribe('customer', 'scan-stopped', (payload) => received.push(payload));
    bus.onStatusChange((status) => statuses.push(status));
    off();

    bus.sync(customer);
    await vi.waitFor(() => expect(fake.joinedChannels()).toContain('customer.acme'));
    fake.emit('customer', 'cdn-enabled', { server_id: 4 });
    fake.emit('customer', 'scan-stopped', { server_id: 4 });
    await fake.flush();
    expect(received).toEqual([{ server_id: 4 }]);
    expect(statuses.at(-1)).toBe('connected');
    expect(bus.getStatus()).toBe('connected');

    // From now on it is the real bus: later subscriptions, sign-out.
    const later: unknown[] = [];
    bus.subscribe('customer', 'scan-stopped', (payload) => later.push(payload));
    fake.emit('customer', 'scan-stopped', { server_id: 5 });
    await fake.flush();
    expect(later).toEqual([{ server_id: 5 }]);
    bus.sync(null);
    expect(fake.joinedChannels()).toEqual([]);
  });

  it('never connects once destroyed', async () => {
    const fake = createFakeRealtimeDriver();
    const bus = createLazyRealtimeBus({ driver: fake.factory, url: 'http://realtime.test' });
    bus.sync(customer);
    bus.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.joinedChannels()).toEqual([]);
  });
});
