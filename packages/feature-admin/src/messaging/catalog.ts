import { withAnnouncementViewMessages } from '@portal/ui-kit/announcement-view/messages';
import { messagesFor } from '@portal/ui-kit/i18n';
import { withPagedListMessages } from '@portal/ui-kit/paged-list/messages';

/** This folder's screens with its messages (`src/messaging/locales/{locale}.po`), fetched side by side. */
const withOwnMessages = messagesFor('admin/messaging', (locale) => import(`./locales/${locale}.po`));

/** With the words of the announcement dialog its previews show and of the paged lists, too. */
export const withMessages = <T>(module: Promise<T>): Promise<T> => withOwnMessages(withAnnouncementViewMessages(withPagedListMessages(module)));
