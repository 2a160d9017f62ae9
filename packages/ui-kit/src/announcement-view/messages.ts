import { messagesFor } from '#i18n/i18n.ts';

/**
 * The words of the announcement dialog, in a catalog of their own (`locales/{locale}.po` beside it):
 * only the customer's announcement modal and the admin's announcements need them. Compose this with
 * the caller's own `withMessages`, so the words load with the code that shows them.
 */
export const withAnnouncementViewMessages = messagesFor('ui-kit/announcement-view', (locale) => import(`./locales/${locale}.po`));
