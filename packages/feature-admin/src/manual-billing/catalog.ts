import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/manual-billing/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('admin/manual-billing', (locale) => import(`./locales/${locale}.po`));
