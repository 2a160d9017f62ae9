import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/server/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('customer/server', (locale) => import(`./locales/${locale}.po`));
