import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/integration-docker/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('admin/integration-docker', (locale) => import(`./locales/${locale}.po`));
