import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type SupportTicket = Schemas['SupportTicket'];
export type SupportTicketDetail = Schemas['SupportTicketDetail'];
export type SupportTicketStatus = Schemas['SupportTicketStatus'];
export type SupportMessage = Schemas['SupportMessage'];
export type SupportAttachment = Schemas['SupportAttachment'];
export type SupportDepartment = Schemas['SupportDepartment'];
export type BufferingTestResult = Schemas['BufferingTestResult'];
