import type { BadgeTone } from '@portal/ui-kit/badge';
import type { SupportTicketStatus } from '../api/types.ts';

export const TICKET_STATUS: Record<SupportTicketStatus, { label: string; tone: BadgeTone; hint: string }> = {
  open: { label: 'Open', tone: 'info', hint: 'Waiting for our support team' },
  answered: { label: 'Answered', tone: 'success', hint: 'Our support team replied' },
  'customer-reply': { label: 'Customer reply', tone: 'info', hint: 'Waiting for our support team' },
  closed: { label: 'Closed', tone: 'neutral', hint: 'No longer open' },
};
