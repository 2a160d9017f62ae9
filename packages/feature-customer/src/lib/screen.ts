import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';

/** The handle of a customer screen's route: `handle: customer('Invoices')`. Every customer screen needs a signed-in user. */
export const customer = screensFor(ACCESS.signedIn);
