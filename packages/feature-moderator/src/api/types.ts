import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type TicketSummary = Schemas['ModeratorTicketSummary'];
export type TicketDetail = Schemas['ModeratorTicketDetail'];
export type TicketMessage = Schemas['ModeratorTicketMessage'];
export type TicketAttachment = Schemas['SupportAttachment'];
export type TicketStatus = Schemas['SupportTicketStatus'];
export type TicketPriority = Schemas['AdminTicketPriority'];
