import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/dashboard/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('customer/dashboard', (locale) => import(`./locales/${locale}.po`));
