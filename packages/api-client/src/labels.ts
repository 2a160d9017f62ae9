import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Process, ServerStatus, ServerType } from './types.ts';

export const SERVER_TYPE_LABELS: Record<ServerType, string> = {
  plex: 'Plex',
  emby: 'Emby',
  jellyfin: 'Jellyfin',
};

export type StatusTone = 'success' | 'neutral' | 'info' | 'warning' | 'danger';

/**
 * How each server status reads, and the tone it is shown in. The label is a message: translate it
 * where it renders (`_(SERVER_STATUS[status].label)`, or `i18n._` outside a component).
 */
export const SERVER_STATUS: Record<ServerStatus, { label: MessageDescriptor; tone: StatusTone }> = {
  running: { label: msg`Running`, tone: 'success' },
  stopped: { label: msg`Stopped`, tone: 'neutral' },
  starting: { label: msg`Starting`, tone: 'info' },
  stopping: { label: msg`Stopping`, tone: 'info' },
  restarting: { label: msg`Restarting`, tone: 'info' },
  rebuilding: { label: msg`Rebuilding`, tone: 'info' },
  suspended: { label: msg`Suspended`, tone: 'warning' },
  error: { label: msg`Error`, tone: 'danger' },
};

/** Commands are cut to 93 characters plus an ellipsis in lists (spec section 9). */
export const COMMAND_LIMIT = 93;

export function truncateCommand(command: string): string {
  return command.length > COMMAND_LIMIT ? `${command.slice(0, COMMAND_LIMIT)}...` : command;
}

/** "Today 14:05:09", as the server words the day; the shell's panel and the admin list show it alike. */
export function processTime(process: Pick<Process, 'diff_day_human' | 'created_at_time'>): string {
  return `${process.diff_day_human} ${process.created_at_time}`;
}
