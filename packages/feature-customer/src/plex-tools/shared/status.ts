import type { PlexScan, PlexSyncRun, PlexSyncTarget } from '@portal/api-client';
import type { BadgeTone } from '@portal/ui-kit/badge';

export const SYNC_RUN_STATUS: Record<PlexSyncRun['status'], { label: string; tone: BadgeTone }> = {
  running: { label: 'Running', tone: 'info' },
  finished: { label: 'Finished', tone: 'success' },
  partial: { label: 'Partly synced', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

export const SYNC_TARGET_STATUS: Record<PlexSyncTarget['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Syncing', tone: 'info' },
  synced: { label: 'Synced', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

export const SCAN_STATUS: Record<PlexScan['status'], { label: string; tone: BadgeTone }> = {
  running: { label: 'Scanning', tone: 'info' },
  finished: { label: 'Finished', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

export const SYNC_WHAT_LABELS = {
  watch_history: 'Watch history',
  users: 'Shared users',
  libraries: 'Library settings',
} as const;

export const SYNC_WHAT_HINTS = {
  watch_history: 'What has been watched, and where people stopped.',
  users: 'The people you share with, and their access.',
  libraries: 'Library settings and collections.',
} as const;

/** "Watch history and shared users". */
export function listLabels(labels: string[]): string {
  const words = labels.map((label, index) => (index === 0 ? label : label.toLowerCase()));
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}
