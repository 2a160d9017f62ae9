import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, text } from '../columns.ts';

/** Each user's notifications, and the announcements shown to everybody with who has read them. */
export const notificationModels = {
  notification: {
    id: primaryKey(Number),
    user_id: count,
    title: text,
    content: text,
    read_at: nullable<string>(() => null),
    created_at: text,
  },
  announcement: {
    id: primaryKey(Number),
    header: text,
    content: text,
    size: text,
    active: flag,
    created_at: text,
  },
  announcementRead: {
    id: primaryKey(Number),
    announcement_id: count,
    user_id: count,
    created_at: text,
  },
};
