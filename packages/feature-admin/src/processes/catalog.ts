import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/processes/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('admin/processes', (locale) => import(`./locales/${locale}.po`));
