import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type TicketSummary = Schemas['AdminTicketSummary'];
export type TicketDetail = Schemas['AdminTicketDetail'];
export type TicketMessage = Schemas['AdminTicketMessage'];
export type TicketNote = Schemas['AdminTicketNote'];
export type TicketAttachment = Schemas['SupportAttachment'];
export type TicketAssignee = Schemas['AdminTicketAssignee'];
export type TicketStatus = Schemas['SupportTicketStatus'];
export type TicketPriority = Schemas['AdminTicketPriority'];
