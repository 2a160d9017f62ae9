import { messagesFor } from '@portal/ui-kit/i18n';

/** This shell piece with its messages (`locales/{locale}.po` beside it), fetched side by side: a guest downloads neither. */
export const withMessages = messagesFor('portal/customer-messages', (locale) => import(`./locales/${locale}.po`));
