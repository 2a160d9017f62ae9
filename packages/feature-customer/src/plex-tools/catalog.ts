import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/plex-tools/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('customer/plex-tools', (locale) => import(`./locales/${locale}.po`));
