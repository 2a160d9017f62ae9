export {
  TicketConversation,
  TicketMessage,
  TicketThread,
  useTicketMessageTexts,
  type ThreadAttachment,
  type ThreadMessage,
  type TicketConversationProps,
  type TicketMessageProps,
  type TicketMessageTexts,
  type TicketThreadProps,
} from './ticket-message.tsx';
export { TicketCustomer, TicketFact, TicketFacts, TicketRow, UnreadBadge, type TicketRowProps } from './ticket-row.tsx';
export { TicketReplyForm, TICKET_MESSAGE_MAX, type TicketReplyFormProps, type TicketReplyTexts } from './ticket-reply-form.tsx';
export { TicketStatusAction, type TicketStatusActionProps } from './ticket-status-action.tsx';
export { useUnreadOnOpen, type StaffReading } from './use-unread-on-open.ts';
