import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/request-lounge/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('customer/request-lounge', (locale) => import(`./locales/${locale}.po`));
