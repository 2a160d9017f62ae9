import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/integration-comms/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('admin/integration-comms', (locale) => import(`./locales/${locale}.po`));
