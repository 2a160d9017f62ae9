import { messagesFor } from '@portal/ui-kit/i18n';
import { withPagedListMessages } from '@portal/ui-kit/paged-list/messages';
import { withProcessViewMessages } from '@portal/ui-kit/process-view/messages';

/** This folder's screens with its messages (`src/processes/locales/{locale}.po`), fetched side by side. */
const withOwnMessages = messagesFor('admin/processes', (locale) => import(`./locales/${locale}.po`));

/** With the words of the ui-kit's process view, which the open process shows, and of its paged list. */
export const withMessages = <T>(module: Promise<T>): Promise<T> => withOwnMessages(withProcessViewMessages(withPagedListMessages(module)));
