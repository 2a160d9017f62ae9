import { messagesFor } from '#i18n/i18n.ts';

/**
 * The words of the attachments field, in a catalog of their own (`locales/{locale}.po` beside it): the
 * sign-in page loads the ui-kit's catalog, and these are needed only on the screens that show it.
 * A screen using it loads them with its code: compose this with the folder's own `withMessages`.
 */
export const withAttachmentsFieldMessages = messagesFor('ui-kit/attachments-field', (locale) => import(`./locales/${locale}.po`));
