import { adminKeys } from '#api/keys.ts';
import type { AnnouncementStatus, EmailAudience } from './types.ts';

export type AnnouncementSort = 'newest' | 'oldest' | 'header' | 'starts';

export interface AnnouncementListParams {
  page: number;
  search: string;
  status: AnnouncementStatus | null;
  sort: AnnouncementSort;
}

export interface EmailListParams {
  page: number;
  search: string;
}

/** Query keys of the announcements and e-mails to customers. */
export const messagingKeys = {
  all: [...adminKeys.all, 'messaging'] as const,
  announcements: () => [...messagingKeys.all, 'announcements'] as const,
  announcementLists: () => [...messagingKeys.announcements(), 'list'] as const,
  announcementList: (params: AnnouncementListParams) => [...messagingKeys.announcementLists(), params] as const,
  announcement: (id: number) => [...messagingKeys.announcements(), 'detail', id] as const,
  emails: () => [...messagingKeys.all, 'emails'] as const,
  emailLists: () => [...messagingKeys.emails(), 'list'] as const,
  emailList: (params: EmailListParams) => [...messagingKeys.emailLists(), params] as const,
  recipients: (audience: EmailAudience) => [...messagingKeys.emails(), 'recipients', audience] as const,
  nodes: () => [...messagingKeys.all, 'nodes'] as const,
};
