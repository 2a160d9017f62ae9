import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/app-management/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('admin/app-management', (locale) => import(`./locales/${locale}.po`));
