import { messagesFor } from '#i18n/i18n.ts';

/**
 * The words of the charts, in a catalog of their own (`locales/{locale}.po` beside it): only the
 * screens that draw charts need them. Compose this with the folder's own `withMessages`.
 */
export const withChartMessages = messagesFor('ui-kit/charts', (locale) => import(`./locales/${locale}.po`));
