import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { TicketPriority, TicketStatus } from '../api/types.ts';

/** The statuses as the staff reads them: who the ticket waits for. */
export const TICKET_STATUS: Record<TicketStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  open: { label: msg`Open`, tone: 'info' },
  answered: { label: msg`Answered`, tone: 'success' },
  'customer-reply': { label: msg`Customer reply`, tone: 'warning' },
  closed: { label: msg`Closed`, tone: 'neutral' },
};

export const TICKET_STATUSES = Object.keys(TICKET_STATUS) as TicketStatus[];

/** `label` where the field names it (a choice, a detail), `badge` where it stands alone (a list's row). */
export const TICKET_PRIORITY: Record<TicketPriority, { label: MessageDescriptor; badge: MessageDescriptor; tone: BadgeTone }> = {
  low: { label: msg`Low`, badge: msg`Low priority`, tone: 'neutral' },
  medium: { label: msg`Medium`, badge: msg`Medium priority`, tone: 'info' },
  high: { label: msg`High`, badge: msg`High priority`, tone: 'warning' },
  urgent: { label: msg`Urgent`, badge: msg`Urgent`, tone: 'danger' },
};

/** Least to most pressing, the order a choice offers them in. */
export const TICKET_PRIORITIES = Object.keys(TICKET_PRIORITY) as TicketPriority[];
