import { apiEvents } from '@portal/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { alertsStore, dismissAlert } from './alerts-store.ts';

afterEach(() => alertsStore.setState({ queue: [], unreachable: 0 }));

describe('the alert queue', () => {
  it("turns the generic error event into a 'Whoops!' dialog with the server's message", () => {
    apiEvents.emit('error', { message: 'The node did not answer.' });
    expect(alertsStore.getState().queue).toMatchObject([{ title: 'Whoops!', message: 'The node did not answer.' }]);
  });

  it("says 'Something went wrong' when the error has no message", () => {
    apiEvents.emit('error', { message: '' });
    expect(alertsStore.getState().queue).toMatchObject([{ title: 'Whoops!', message: 'Something went wrong' }]);
  });

  it('keeps a given title, shows the same failure once, and drops a dismissed one', () => {
    apiEvents.emit('error', { title: 'Whoops', message: 'Something went wrong fetching the user' });
    apiEvents.emit('error', { title: 'Whoops', message: 'Something went wrong fetching the user' });
    const { queue } = alertsStore.getState();
    expect(queue).toHaveLength(1);
    dismissAlert(queue[0]!.id);
    expect(alertsStore.getState().queue).toEqual([]);
  });

  it('counts requests that got no answer, for the quiet notice', () => {
    apiEvents.emit('unreachable', { url: '/api/get-user' });
    apiEvents.emit('unreachable', { url: '/api/system/settings' });
    expect(alertsStore.getState().unreachable).toBe(2);
  });
});
