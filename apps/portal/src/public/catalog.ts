import { messagesFor } from '@portal/ui-kit/i18n';

/**
 * The public screens other than sign-in with their messages (`locales/{locale}.po` beside them),
 * fetched side by side, so the sign-in page brings only its own words.
 */
export const withMessages = messagesFor('portal/public', (locale) => import(`./locales/${locale}.po`));
