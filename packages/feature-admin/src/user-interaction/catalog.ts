import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/user-interaction/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('admin/user-interaction', (locale) => import(`./locales/${locale}.po`));
