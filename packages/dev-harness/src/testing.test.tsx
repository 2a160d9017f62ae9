import { sessionStore } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { createRealtimeBus, useRealtimeEvent, useRealtimeStatus } from '@portal/realtime';
import { createFakeRealtimeDriver } from '@portal/realtime/testing';
import { act, screen } from '@testing-library/react';
import { lazy, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInAs } from './testing.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

const Later = lazy(async () => ({ default: () => <h1>Loaded later</h1> }));

describe('renderRoutes', () => {
  it('renders a feature route below /app, lazy screens included', async () => {
    renderRoutes([{ path: 'later', element: <Later /> }], { url: '/app/later' });
    expect(await screen.findByRole('heading', { name: 'Loaded later' })).toBeInTheDocument();
  });

  it('navigates between the routes it was given', async () => {
    const routes = [
      { path: 'one', element: <Link to="/two">Go to two</Link> },
      { path: 'two', element: <h1>Two</h1> },
    ];
    const { user, router } = renderRoutes(routes, { url: '/app/one' });
    await user.click(await screen.findByRole('link', { name: 'Go to two' }));
    expect(await screen.findByRole('heading', { name: 'Two' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/two');
  });

  it('says so for an address no route matches', async () => {
    renderRoutes([], { url: '/app/nowhere' });
    expect(await screen.findByText('No route matches this address.')).toBeInTheDocument();
  });
});

/** A screen that shows the unread-ticket count the realtime bus last delivered, and the bus's status. */
function TicketCount() {
  const [count, setCount] = useState<number | null>(null);
  useRealtimeEvent('tickets', 'unread-tickets', ({ count: next }) => setCount(next));
  const status = useRealtimeStatus();
  return (
    <>
      <p>{count === null ? 'No ticket count yet' : `${count} tickets waiting`}</p>
      <p>Realtime {status}</p>
    </>
  );
}

describe('renderRoutes with realtime', () => {
  it('connects a bus on the fake server as the signed-in user, and plays an event in one line', async () => {
    await signInAs('moderator');
    const { realtime, bus } = renderRoutes([{ path: 'tickets', element: <TicketCount /> }], { url: '/app/tickets', realtime: true });
    expect(screen.getByText('Realtime connected')).toBeInTheDocument();
    expect(bus.getStatus()).toBe('connected');
    expect(realtime.joinedChannels()).toEqual(['customer.demo', 'notifications.demo', 'system.demo', 'tickets.unread.demo']);
    expect(realtime.authHeaders()['tickets.unread.demo']).toBe(`Bearer ${sessionStore.getState().token}`);

    act(() => void realtime.emit('tickets', 'unread-tickets', { count: 3 }));
    expect(await screen.findByText('3 tickets waiting')).toBeInTheDocument();
  });

  it('joins only the channels of the user’s roles', async () => {
    await signInAs('customer-plex');
    const { realtime } = renderRoutes([{ path: 'tickets', element: <TicketCount /> }], { url: '/app/tickets', realtime: true });
    expect(realtime.joinedChannels()).toEqual(['customer.demo', 'notifications.demo', 'system.demo']);
    expect(realtime.emit('tickets', 'unread-tickets', { count: 3 })).toBe(0);
  });

  it('follows the session: idle while signed out, connected once signed in, idle again after', async () => {
    const { realtime } = renderRoutes([{ path: 'tickets', element: <TicketCount /> }], { url: '/app/tickets', realtime: true });
    expect(screen.getByText('Realtime idle')).toBeInTheDocument();
    expect(realtime.connections).toBe(0);

    await act(() => signInAs('admin'));
    expect(screen.getByText('Realtime connected')).toBeInTheDocument();
    expect(realtime.joinedChannels()).toContain('admin.demo');

    act(() => signOutForTest());
    expect(screen.getByText('Realtime idle')).toBeInTheDocument();
    expect(realtime.joinedChannels()).toEqual([]);
  });

  it('hands the events through the bus’s payload checks', async () => {
    await signInAs('admin');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { realtime } = renderRoutes([{ path: 'tickets', element: <TicketCount /> }], { url: '/app/tickets', realtime: true });
    act(() => void realtime.emit('tickets', 'unread-tickets', { count: 'many' } as never));
    await act(() => realtime.flush());
    expect(screen.getByText('No ticket count yet')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Realtime event tickets/unread-tickets dropped: at count, expected number, received "many"');
  });

  it('takes a bus of the test’s own and keeps it in step with the session', async () => {
    await signInAs('admin');
    const fake = createFakeRealtimeDriver();
    const own = createRealtimeBus({ driver: fake.factory, url: 'http://realtime.test' });
    const { bus, unmount } = renderRoutes([{ path: 'tickets', element: <TicketCount /> }], { url: '/app/tickets', realtime: own });
    expect(bus).toBe(own);
    expect(fake.joinedChannels()).toContain('tickets.unread.demo');
    act(() => void fake.emit('tickets', 'unread-tickets', { count: 5 }));
    expect(await screen.findByText('5 tickets waiting')).toBeInTheDocument();

    unmount();
    expect(own.getStatus()).toBe('connected');
  });

  it('adds no bus when not asked for one', () => {
    const view = renderRoutes([], { url: '/app/nowhere' });
    expect(view).not.toHaveProperty('bus');
    expect(view).not.toHaveProperty('realtime');
  });
});

/** A screen that shows today's date, and says so once a minute has passed. */
function Today() {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLater(true), 60_000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <p>Today is {new Date().toISOString().slice(0, 10)}</p>
      {later && <p>A minute later</p>}
    </>
  );
}

describe('renderRoutes with a fixed clock', () => {
  it.each([
    ['a Date', new Date('2026-03-11T12:00:00Z')],
    ['an ISO string', '2026-03-11T12:00:00Z'],
    ['a timestamp', Date.UTC(2026, 2, 11, 12)],
  ])('renders the screens on that day, given %s', async (_, now) => {
    renderRoutes([{ path: 'today', element: <Today /> }], { url: '/app/today', now });
    expect(await screen.findByText('Today is 2026-03-11')).toBeInTheDocument();
    expect(Date.now()).toBeGreaterThanOrEqual(Date.UTC(2026, 2, 11, 12));
  });

  it('moves on with real time, so waiting for the screen still works', async () => {
    renderRoutes([{ path: 'today', element: <Today /> }], { url: '/app/today', now: '2026-03-11T12:00:00Z' });
    const start = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(Date.now()).toBeGreaterThan(start);
    expect(Date.now()).toBeLessThan(Date.UTC(2026, 2, 11, 12, 1));
  });

  it('lets the test move the screens’ timers on, and clicks without waiting for them', async () => {
    const { user } = renderRoutes([{ path: 'one', element: <Link to="/today">Go to today</Link> }, { path: 'today', element: <Today /> }], {
      url: '/app/one',
      now: '2026-03-11T23:59:30Z',
    });
    await user.click(screen.getByRole('link', { name: 'Go to today' }));
    expect(screen.getByText('Today is 2026-03-11')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('A minute later')).toBeInTheDocument();
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-03-12');
  });

  it('gives the real timers back when the test ends', () => {
    // Runs after the tests above, each of which faked the clock.
    expect(vi.isFakeTimers()).toBe(false);
  });
});

describe('signInAs', () => {
  it("signs in through the real login call as the role's demo account", async () => {
    const user = await signInAs('moderator');
    expect(user.is_moderator).toBe(true);
    expect(sessionStore.getState().token).toBeTruthy();
  });
});
