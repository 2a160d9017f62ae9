import { describe, expect, it, vi } from 'vitest';
import type { RealtimeDriverEvents } from '../driver.ts';
import { createFakeRealtimeDriver } from './fake-driver.ts';

function connect(fake: ReturnType<typeof createFakeRealtimeDriver>, token = 'token-1') {
  const events: RealtimeDriverEvents = { status: vi.fn(), subscriptionError: vi.fn() };
  const driver = fake.factory();
  void driver.connect({ url: 'http://realtime.test', token, events });
  return { driver, events };
}

describe('createFakeRealtimeDriver', () => {
  it('connects at once and counts connections', () => {
    const fake = createFakeRealtimeDriver();
    const { events } = connect(fake);
    connect(fake);
    expect(events.status).toHaveBeenCalledWith('connected');
    expect(fake.connections).toBe(2);
  });

  it('emits only to joined channels of the kind, with the payload, and says how many it reached', () => {
    const fake = createFakeRealtimeDriver();
    const { driver } = connect(fake);
    const onCount = vi.fn();
    driver.join('tickets.unread.acme');
    driver.listen('tickets.unread.acme', 'unread-tickets', onCount);
    expect(fake.emit('tickets', 'unread-tickets', { count: 2 })).toBe(1);
    expect(onCount).toHaveBeenCalledWith({ count: 2 });
    expect(fake.emit('admin', 'new-deployment', { name: 'a', url: '/' })).toBe(0);

    driver.leave('tickets.unread.acme');
    expect(fake.emit('tickets', 'unread-tickets', { count: 3 })).toBe(0);
    expect(onCount).toHaveBeenCalledTimes(1);
  });

  it('refuses the next subscription of a kind asynchronously, once', async () => {
    const fake = createFakeRealtimeDriver();
    const { driver, events } = connect(fake);
    fake.refuse('admin', 401);
    driver.join('admin.acme');
    expect(events.subscriptionError).not.toHaveBeenCalled();
    await fake.flush();
    expect(events.subscriptionError).toHaveBeenCalledWith({ channel: 'admin.acme', status: 401 });
    expect(fake.joinedChannels()).toEqual([]);

    driver.leave('admin.acme');
    driver.join('admin.acme');
    expect(fake.joinedChannels()).toEqual(['admin.acme']);
  });

  it('records the bearer header of the last subscription per channel', () => {
    const fake = createFakeRealtimeDriver();
    const { driver } = connect(fake);
    driver.join('system.acme');
    driver.setToken('token-2');
    driver.join('customer.acme');
    expect(fake.authHeaders()).toEqual({ 'system.acme': 'Bearer token-1', 'customer.acme': 'Bearer token-2' });
  });

  it('drops the rooms on server loss and subscribes everything again on reconnect', () => {
    const fake = createFakeRealtimeDriver();
    const { driver, events } = connect(fake);
    const onVersion = vi.fn();
    driver.join('system.acme');
    driver.listen('system.acme', 'new-version', onVersion);

    fake.disconnect();
    expect(events.status).toHaveBeenLastCalledWith('reconnecting');
    expect(fake.joinedChannels()).toEqual([]);
    expect(fake.emit('system', 'new-version')).toBe(0);

    driver.setToken('token-2');
    fake.reconnect();
    expect(events.status).toHaveBeenLastCalledWith('connected');
    expect(fake.joinedChannels()).toEqual(['system.acme']);
    expect(fake.authHeaders()).toEqual({ 'system.acme': 'Bearer token-2' });
    fake.emit('system', 'new-version');
    expect(onVersion).toHaveBeenCalledTimes(1);
  });

  it('delivers nothing to a driver that was disconnected', async () => {
    const fake = createFakeRealtimeDriver();
    const { driver, events } = connect(fake);
    fake.refuse('system');
    driver.join('system.acme');
    driver.disconnect();
    await fake.flush();
    expect(events.subscriptionError).not.toHaveBeenCalled();
    expect(fake.emit('system', 'new-version')).toBe(0);
  });

  it('rejects listening on a channel that was never joined, as a bus bug would', () => {
    const fake = createFakeRealtimeDriver();
    const { driver } = connect(fake);
    expect(() => driver.listen('system.acme', 'new-version', () => {})).toThrow(/not joined system.acme/);
  });
});
