import { messagesFor } from '@portal/ui-kit/i18n';
import { withMessages as withInvoiceMessages } from '../invoices/catalog.ts';

const withShopMessages = messagesFor('customer/shop', (locale) => import(`./locales/${locale}.po`));

/**
 * This folder's screens with its messages (`src/shop/locales/{locale}.po`), fetched side by side,
 * and the invoices' too: the shop shows prices and billing cycles the invoices' way.
 */
export const withMessages = <T,>(module: Promise<T>): Promise<T> => withShopMessages(withInvoiceMessages(module));
