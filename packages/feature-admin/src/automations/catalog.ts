import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/automations/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('admin/automations', (locale) => import(`./locales/${locale}.po`));
