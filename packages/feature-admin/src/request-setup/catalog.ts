import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/request-setup/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('admin/request-setup', (locale) => import(`./locales/${locale}.po`));
