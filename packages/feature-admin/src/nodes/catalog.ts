import { withRebootingDialogMessages } from '@portal/ui-kit/rebooting-dialog/messages';
import { messagesFor } from '@portal/ui-kit/i18n';
import { withPagedListMessages } from '@portal/ui-kit/paged-list/messages';

/** This folder's screens with its messages (`src/nodes/locales/{locale}.po`), fetched side by side. */
const withOwnMessages = messagesFor('admin/nodes', (locale) => import(`./locales/${locale}.po`));

/** With the words of the ui-kit components its screens show (the rebooting dialog, the paged lists), too. */
export const withMessages = <T>(module: Promise<T>): Promise<T> => withOwnMessages(withRebootingDialogMessages(withPagedListMessages(module)));
