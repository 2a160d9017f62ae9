import { messagesFor } from '#i18n/i18n.ts';

/**
 * The words of the paged list (Go to page, Clear the filters), in a catalog of their own
 * (`locales/{locale}.po` beside it): the sign-in page loads the ui-kit's catalog, and only the
 * screens with a paged list need these. Compose this with the folder's own `withMessages`.
 */
export const withPagedListMessages = messagesFor('ui-kit/paged-list', (locale) => import(`./locales/${locale}.po`));
