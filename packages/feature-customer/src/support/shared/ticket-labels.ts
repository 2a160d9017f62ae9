import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { SupportTicketStatus } from '../api/types.ts';

export const TICKET_STATUS: Record<SupportTicketStatus, { label: MessageDescriptor; tone: BadgeTone; hint: MessageDescriptor }> = {
  open: { label: msg`Open`, tone: 'info', hint: msg`Waiting for our support team` },
  answered: { label: msg`Answered`, tone: 'success', hint: msg`Our support team replied` },
  'customer-reply': { label: msg`Customer reply`, tone: 'info', hint: msg`Waiting for our support team` },
  closed: { label: msg`Closed`, tone: 'neutral', hint: msg`No longer open` },
};
