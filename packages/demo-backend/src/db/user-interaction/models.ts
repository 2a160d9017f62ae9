import { nullable, primaryKey } from '@mswjs/data';
import { flag, ids, text } from '../columns.ts';

/**
 * What reaches the customers besides announcements and e-mails: banners at the top of the portal
 * (alerts), dialogs shown once (popups), both aimed at an audience for a time, and HTML blocks on
 * top of a customer page. Who closed an alert or has seen a popup is kept per user.
 */
export const userInteractionModels = {
  customerAlert: {
    id: primaryKey(Number),
    text,
    level: text,
    link_url: nullable<string>(() => null),
    link_text: nullable<string>(() => null),
    dismissible: flag,
    audience: text,
    server_type: nullable<string>(() => null),
    node_id: nullable<number>(() => null),
    user_ids: ids,
    starts_at: nullable<string>(() => null),
    ends_at: nullable<string>(() => null),
    active: flag,
    dismissed_by: ids,
    created_at: text,
  },
  customerPopup: {
    id: primaryKey(Number),
    title: text,
    body: text,
    type: text,
    confirm_read: flag,
    audience: text,
    server_type: nullable<string>(() => null),
    node_id: nullable<number>(() => null),
    user_ids: ids,
    starts_at: nullable<string>(() => null),
    ends_at: nullable<string>(() => null),
    active: flag,
    seen_by: ids,
    created_at: text,
  },
  contentBlock: {
    id: primaryKey(Number),
    name: text,
    page: text,
    html: text,
    active: flag,
    updated_at: text,
  },
};
