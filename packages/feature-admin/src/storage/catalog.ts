import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/storage/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('admin/storage', (locale) => import(`./locales/${locale}.po`));
