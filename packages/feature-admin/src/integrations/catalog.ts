import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/integrations/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('admin/integrations', (locale) => import(`./locales/${locale}.po`));
