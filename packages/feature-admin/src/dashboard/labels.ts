import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';

/** Why a node needs attention, in words; a reason the portal does not know yet is shown as it comes. */
export const ATTENTION_REASONS: Record<string, MessageDescriptor> = {
  offline: msg`Offline`,
  rebooting: msg`Rebooting`,
  disk: msg`Disk almost full`,
  mounts: msg`Mounts not answering`,
  unmonitored: msg`Not monitored`,
  'monitor-down': msg`Monitor reports it down`,
};

export const NODE_STATUS: Record<'online' | 'offline' | 'rebooting', MessageDescriptor> = {
  online: msg`Online`,
  offline: msg`Offline`,
  rebooting: msg`Rebooting`,
};

export const TICKET_STATUS: Record<'open' | 'answered' | 'customer-reply' | 'closed', MessageDescriptor> = {
  open: msg`Open`,
  answered: msg`Answered`,
  'customer-reply': msg`Customer reply`,
  closed: msg`Closed`,
};

/** The priorities worth a mark on the dashboard; lower ones wait their turn unmarked. */
export const PRESSING_PRIORITY: Record<'high' | 'urgent', MessageDescriptor> = {
  high: msg`High priority`,
  urgent: msg`Urgent`,
};
