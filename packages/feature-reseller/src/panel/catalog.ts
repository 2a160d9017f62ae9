import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/panel/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('reseller/panel', (locale) => import(`./locales/${locale}.po`));
