import { messagesFor } from '@portal/ui-kit/i18n';

/** The invite's steps with their messages (`locales/{locale}.po` beside them), fetched side by side. */
export const withMessages = messagesFor('portal/accept-invite', (locale) => import(`./locales/${locale}.po`));
