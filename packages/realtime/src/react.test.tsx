import { act, render, renderHook, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtimeBus } from './bus.ts';
import type { RealtimeIdentity } from './events.ts';
import { RealtimeProvider, useRealtimeBus, useRealtimeEvent, useRealtimeStatus } from './react.tsx';
import { createFakeRealtimeDriver, loadRealtimePayloadSchemas } from './testing/index.ts';

// These tests are about the bus once its payload schemas are loaded (the first connection of a page
// loads them): from then on an event is delivered as it arrives. `payload-checks.test.ts` covers the wait.
// The schemas come from the API document's validators, a large module: its first load takes long on a busy machine.
beforeAll(() => loadRealtimePayloadSchemas(), 60_000);

const admin: RealtimeIdentity = { token: 'token-1', tenant: 'acme', isAdmin: true, isModerator: false };

function setup() {
  const fake = createFakeRealtimeDriver();
  const bus = createRealtimeBus({ driver: fake.factory, url: 'http://realtime.test' });
  const wrapper = ({ children }: { children: ReactNode }) => <RealtimeProvider bus={bus}>{children}</RealtimeProvider>;
  return { fake, bus, wrapper };
}

function TicketBadge() {
  const [count, setCount] = useState(0);
  useRealtimeEvent('tickets', 'unread-tickets', ({ count: next }) => setCount(next));
  return <p>{count} tickets waiting</p>;
}

describe('useRealtimeEvent', () => {
  it('calls the handler for events while mounted and stops on unmount', () => {
    const { fake, bus, wrapper } = setup();
    bus.sync(admin);
    const view = render(<TicketBadge />, { wrapper });
    expect(screen.getByText('0 tickets waiting')).toBeInTheDocument();

    act(() => {
      fake.emit('tickets', 'unread-tickets', { count: 4 });
    });
    expect(screen.getByText('4 tickets waiting')).toBeInTheDocument();

    const handler = vi.fn();
    const probe = renderHook(() => useRealtimeEvent('tickets', 'unread-tickets', handler), { wrapper });
    view.unmount();
    probe.unmount();
    fake.emit('tickets', 'unread-tickets', { count: 6 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('subscribes before the connection exists', () => {
    const { fake, bus, wrapper } = setup();
    render(<TicketBadge />, { wrapper });
    act(() => bus.sync(admin));
    act(() => {
      fake.emit('tickets', 'unread-tickets', { count: 2 });
    });
    expect(screen.getByText('2 tickets waiting')).toBeInTheDocument();
  });

  it('calls the latest handler without subscribing again', () => {
    const { fake, bus, wrapper } = setup();
    bus.sync(admin);
    const subscribe = vi.spyOn(bus, 'subscribe');
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ handler }) => useRealtimeEvent('system', 'new-version', handler), {
      wrapper,
      initialProps: { handler: first },
    });
    rerender({ handler: second });
    fake.emit('system', 'new-version');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});

describe('useRealtimeStatus', () => {
  it('follows the connection status', () => {
    const { fake, bus, wrapper } = setup();
    const { result } = renderHook(() => useRealtimeStatus(), { wrapper });
    expect(result.current).toBe('idle');
    act(() => bus.sync(admin));
    expect(result.current).toBe('connected');
    act(() => fake.disconnect());
    expect(result.current).toBe('reconnecting');
    act(() => bus.sync(null));
    expect(result.current).toBe('idle');
  });
});

describe('useRealtimeBus', () => {
  it('returns the provided bus and explains a missing provider', () => {
    const { bus, wrapper } = setup();
    expect(renderHook(() => useRealtimeBus(), { wrapper }).result.current).toBe(bus);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useRealtimeBus())).toThrow(/RealtimeProvider/);
  });
});
