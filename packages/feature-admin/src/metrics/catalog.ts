import { withChartMessages } from '@portal/ui-kit/charts/messages';
import { messagesFor } from '@portal/ui-kit/i18n';

/** This folder's screens with its messages (`src/metrics/locales/{locale}.po`), fetched side by side. */
const withOwnMessages = messagesFor('admin/metrics', (locale) => import(`./locales/${locale}.po`));

/** With the words of the charts its screens draw, too. */
export const withMessages = <T>(module: Promise<T>): Promise<T> => withOwnMessages(withChartMessages(module));
