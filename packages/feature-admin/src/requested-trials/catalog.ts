import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/requested-trials/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('admin/requested-trials', (locale) => import(`./locales/${locale}.po`));
