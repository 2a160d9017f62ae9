import type { RouteHandle } from '@portal/api-client';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const InvoicesScreen = lazy(() => import('./invoices-screen.tsx'));
const InvoiceScreen = lazy(() => import('./invoice-screen.tsx'));

const handle = (title: string): RouteHandle => ({ access: { auth: true }, title });

/**
 * The billing system's invoices. Every signed-in user may open them: the screens themselves
 * explain why someone without a billing-system account, or on a system that hides invoices,
 * sees none.
 */
export const invoiceRoutes: RouteObject[] = [
  { path: 'invoices', handle: handle('Invoices'), element: <InvoicesScreen /> },
  { path: 'invoices/:invoice', handle: handle('Invoice'), element: <InvoiceScreen /> },
];
