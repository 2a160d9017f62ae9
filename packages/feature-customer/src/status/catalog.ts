import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/status/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('customer/status', (locale) => import(`./locales/${locale}.po`));
