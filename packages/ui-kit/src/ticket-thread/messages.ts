import { messagesFor } from '#i18n/i18n.ts';

/**
 * The words of a ticket's thread, its rows, facts, reply form and status button, in a catalog of their
 * own (`locales/{locale}.po` beside it): the sign-in page loads the ui-kit's catalog, and these are
 * needed only on the support screens. Compose this with the folder's own `withMessages` (and the
 * reply form's `withAttachmentsFieldMessages`).
 */
export const withTicketThreadMessages = messagesFor('ui-kit/ticket-thread', (locale) => import(`./locales/${locale}.po`));
