import type { ServerStatus, ServerType } from './types.ts';

export const SERVER_TYPE_LABELS: Record<ServerType, string> = {
  plex: 'Plex',
  emby: 'Emby',
  jellyfin: 'Jellyfin',
};

export type StatusTone = 'success' | 'neutral' | 'info' | 'warning' | 'danger';

/** How each server status reads, and the tone it is shown in. */
export const SERVER_STATUS: Record<ServerStatus, { label: string; tone: StatusTone }> = {
  running: { label: 'Running', tone: 'success' },
  stopped: { label: 'Stopped', tone: 'neutral' },
  starting: { label: 'Starting', tone: 'info' },
  stopping: { label: 'Stopping', tone: 'info' },
  restarting: { label: 'Restarting', tone: 'info' },
  rebuilding: { label: 'Rebuilding', tone: 'info' },
  suspended: { label: 'Suspended', tone: 'warning' },
  error: { label: 'Error', tone: 'danger' },
};

/** Commands are cut to 93 characters plus an ellipsis in lists (spec section 9). */
export const COMMAND_LIMIT = 93;

export function truncateCommand(command: string): string {
  return command.length > COMMAND_LIMIT ? `${command.slice(0, COMMAND_LIMIT)}...` : command;
}
