import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/settings/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('customer/settings', (locale) => import(`./locales/${locale}.po`));
