import { messagesFor } from '#i18n/i18n.ts';

/**
 * The words of the process view, in a catalog of their own (`locales/{locale}.po` beside it): the
 * sign-in page loads the ui-kit's catalog, and only the shell's processes panel and the admin's
 * processes screen need these. Compose this with the caller's own `withMessages`.
 */
export const withProcessViewMessages = messagesFor('ui-kit/process-view', (locale) => import(`./locales/${locale}.po`));
