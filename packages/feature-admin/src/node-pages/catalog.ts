import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/node-pages/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('admin/node-pages', (locale) => import(`./locales/${locale}.po`));
