import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/tv-schedule/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('customer/tv-schedule', (locale) => import(`./locales/${locale}.po`));
