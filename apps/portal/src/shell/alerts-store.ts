import { t } from '@lingui/core/macro';
import { apiEvents } from '@portal/api-client';
import { createStore } from 'zustand/vanilla';

export interface AlertMessage {
  id: number;
  title: string;
  message: string;
}

interface AlertsState {
  /** Dialogs waiting to be shown, oldest first. */
  queue: AlertMessage[];
  /** Bumped each time a request gets no answer; the notice shows once per burst. */
  unreachable: number;
}

/**
 * Collects the api-client's events from the first request on, so that nothing is lost while the
 * dialogs' own code is still loading.
 */
export const alertsStore = createStore<AlertsState>()(() => ({ queue: [], unreachable: 0 }));

let nextId = 1;

export function pushAlert(title: string, message: string): void {
  alertsStore.setState((state) => {
    // The same failure reported twice in a row is one dialog.
    if (state.queue.some((alert) => alert.title === title && alert.message === message)) return state;
    return { queue: [...state.queue, { id: nextId++, title, message }] };
  });
}

export function dismissAlert(id: number): void {
  alertsStore.setState((state) => ({ queue: state.queue.filter((alert) => alert.id !== id) }));
}

apiEvents.on('error', ({ title, message }) => pushAlert(title ?? t`Whoops!`, message || t`Something went wrong`));
apiEvents.on('unreachable', () => alertsStore.setState((state) => ({ unreachable: state.unreachable + 1 })));
