import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { TicketPriority, TicketStatus } from '../api/types.ts';

interface Label {
  label: MessageDescriptor;
  tone: BadgeTone;
}

/** Who a ticket waits for, in the moderator's words. */
export const STATUS_LABELS: Record<TicketStatus, Label> = {
  open: { label: msg`Open`, tone: 'info' },
  'customer-reply': { label: msg`Customer replied`, tone: 'warning' },
  answered: { label: msg`Answered`, tone: 'success' },
  closed: { label: msg`Closed`, tone: 'neutral' },
};

/** `badge` stands alone in a row, where a bare "High" would say nothing. */
export const PRIORITY_LABELS: Record<TicketPriority, Label & { badge: MessageDescriptor }> = {
  urgent: { label: msg`Urgent`, badge: msg`Urgent`, tone: 'danger' },
  high: { label: msg`High`, badge: msg`High priority`, tone: 'warning' },
  medium: { label: msg`Medium`, badge: msg`Medium priority`, tone: 'info' },
  low: { label: msg`Low`, badge: msg`Low priority`, tone: 'neutral' },
};

export const STATUSES = Object.keys(STATUS_LABELS) as TicketStatus[];
/** Most pressing first. */
export const PRIORITIES = Object.keys(PRIORITY_LABELS) as TicketPriority[];
