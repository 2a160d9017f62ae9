import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { customer } from '#lib/screen.ts';
import { withMessages } from './catalog.ts';

const InvoicesScreen = lazy(() => withMessages(import('./invoices-screen.tsx')));
const InvoiceScreen = lazy(() => withMessages(import('./invoice-screen.tsx')));

/**
 * The billing system's invoices. Every signed-in user may open them: the screens themselves
 * explain why someone without a billing-system account, or on a system that hides invoices,
 * sees none.
 */
export const invoiceRoutes: RouteObject[] = [
  { path: 'invoices', handle: customer(msg`Invoices`), element: <InvoicesScreen /> },
  { path: 'invoices/:invoice', handle: customer(msg`Invoice`), element: <InvoiceScreen /> },
];
