import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/whmcs/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('reseller/whmcs', (locale) => import(`./locales/${locale}.po`));
