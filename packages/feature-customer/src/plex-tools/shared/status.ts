import { msg, t } from '@lingui/core/macro';
import type { PlexScan, PlexSyncRun, PlexSyncTarget } from '@portal/api-client';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';

export const SYNC_RUN_STATUS: Record<PlexSyncRun['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  running: { label: msg`Running`, tone: 'info' },
  finished: { label: msg`Finished`, tone: 'success' },
  partial: { label: msg`Partly synced`, tone: 'warning' },
  failed: { label: msg`Failed`, tone: 'danger' },
};

export const SYNC_TARGET_STATUS: Record<PlexSyncTarget['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Syncing`, tone: 'info' },
  synced: { label: msg`Synced`, tone: 'success' },
  failed: { label: msg`Failed`, tone: 'danger' },
};

export const SCAN_STATUS: Record<PlexScan['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  running: { label: msg`Scanning`, tone: 'info' },
  finished: { label: msg`Finished`, tone: 'success' },
  failed: { label: msg`Failed`, tone: 'danger' },
};

export const SYNC_WHAT_LABELS = {
  watch_history: msg`Watch history`,
  users: msg`Shared users`,
  libraries: msg`Library settings`,
} as const;

/** The same parts as they read after the first in a list ("Watch history and shared users"). */
export const SYNC_WHAT_IN_LIST = {
  watch_history: msg`watch history`,
  users: msg`shared users`,
  libraries: msg`library settings`,
} as const;

export const SYNC_WHAT_HINTS = {
  watch_history: msg`What has been watched, and where people stopped.`,
  users: msg`The people you share with, and their access.`,
  libraries: msg`Library settings and collections.`,
} as const;

/**
 * "Watch history and shared users": the first label as it is, the others as they read inside the
 * list (`inList`, by default in lower case).
 */
export function listLabels(labels: string[], inList: string[] = labels.map((label) => label.toLowerCase())): string {
  const words = labels.map((label, index) => (index === 0 ? label : (inList[index] ?? label)));
  if (words.length <= 1) return words[0] ?? '';
  const first = words.slice(0, -1).join(', ');
  const last = words.at(-1) ?? '';
  // The end of the list: "Watch history, shared users and library settings".
  return t`${first} and ${last}`;
}
