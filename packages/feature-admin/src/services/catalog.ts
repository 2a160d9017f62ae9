import { messagesFor } from '@portal/ui-kit/i18n';
import { withPagedListMessages } from '@portal/ui-kit/paged-list/messages';

/** This folder's screens with its messages (`src/services/locales/{locale}.po`), fetched side by side. */
const withOwnMessages = messagesFor('admin/services', (locale) => import(`./locales/${locale}.po`));

/** With the words of the ui-kit's paged list, which its lists show. */
export const withMessages = <T>(module: Promise<T>): Promise<T> => withOwnMessages(withPagedListMessages(module));
