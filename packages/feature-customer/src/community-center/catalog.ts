import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/community-center/locales/{locale}.po`), fetched side by side. */
export const withMessages = messagesFor('customer/community-center', (locale) => import(`./locales/${locale}.po`));
