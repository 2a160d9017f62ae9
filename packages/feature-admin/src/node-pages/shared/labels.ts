import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { ContainerStatus, NodeExtractionStatus, NodeRebootOutcome } from '../api/types.ts';

export interface StatusLabel {
  label: MessageDescriptor;
  tone: BadgeTone;
}

export const REBOOT_OUTCOMES: Record<NodeRebootOutcome, StatusLabel> = {
  completed: { label: msg`Back online`, tone: 'success' },
  'timed-out': { label: msg`Timed out`, tone: 'danger' },
  'in-progress': { label: msg`Rebooting`, tone: 'info' },
};

export const EXTRACTION_STATUSES: Record<NodeExtractionStatus, StatusLabel> = {
  running: { label: msg`Running`, tone: 'info' },
  completed: { label: msg`Completed`, tone: 'success' },
  failed: { label: msg`Failed`, tone: 'danger' },
};

export const CONTAINER_STATUSES: Record<ContainerStatus, StatusLabel> = {
  running: { label: msg`Running`, tone: 'success' },
  restarting: { label: msg`Restarting`, tone: 'info' },
  created: { label: msg`Being created`, tone: 'info' },
  paused: { label: msg`Paused`, tone: 'warning' },
  exited: { label: msg`Stopped`, tone: 'neutral' },
};

const INVITE_STATUSES: Record<string, StatusLabel> = {
  pending: { label: msg`Pending`, tone: 'warning' },
  accepted: { label: msg`Accepted`, tone: 'success' },
  declined: { label: msg`Declined`, tone: 'danger' },
  revoked: { label: msg`Revoked`, tone: 'neutral' },
  expired: { label: msg`Expired`, tone: 'danger' },
};

/** A known invite status's label, or the status as the media server sent it (its own word, not translated). */
export function inviteStatus(status: string): { label: MessageDescriptor | string; tone: BadgeTone } {
  return INVITE_STATUSES[status.toLowerCase()] ?? { label: status, tone: 'neutral' };
}
