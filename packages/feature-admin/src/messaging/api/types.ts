import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type AdminAnnouncement = Schemas['AdminAnnouncement'];
export type AnnouncementStatus = AdminAnnouncement['status'];
export type AnnouncementInput = Schemas['AdminAnnouncementInput'];
export type EmailAudience = Schemas['AdminEmailAudience'];
export type EmailGroup = EmailAudience['group'];
export type EmailInput = Schemas['AdminEmailInput'];
export type SentEmail = Schemas['AdminSentEmail'];
