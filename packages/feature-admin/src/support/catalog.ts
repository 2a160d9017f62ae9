import { withAttachmentsFieldMessages } from '@portal/ui-kit/attachments-field/messages';
import { messagesFor } from '@portal/ui-kit/i18n';
import { withTicketThreadMessages } from '@portal/ui-kit/ticket-thread/messages';

/** This folder's screens with its messages (`src/support/locales/{locale}.po`), fetched side by side. */
const withOwnMessages = messagesFor('admin/support', (locale) => import(`./locales/${locale}.po`));

/** With the words of the ui-kit components its screens show, too. */
export const withMessages = <T>(module: Promise<T>): Promise<T> => withOwnMessages(withAttachmentsFieldMessages(withTicketThreadMessages(module)));
