import { withChartMessages } from '@portal/ui-kit/charts/messages';
import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/request-stats/locales/{locale}.po`), fetched side by side. */
const withOwnMessages = messagesFor('admin/request-stats', (locale) => import(`./locales/${locale}.po`));

/** With the words of the charts its screen draws, too. */
export const withMessages = <T>(module: Promise<T>): Promise<T> => withOwnMessages(withChartMessages(module));
