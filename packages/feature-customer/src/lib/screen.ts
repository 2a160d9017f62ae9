import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { ScreenHandle } from '@portal/ui-kit/route-handle';

/**
 * The handle of a customer screen's route: `handle: customer(msg`Invoices`)`. Every customer screen
 * needs a signed-in user. The same handle as `screensFor(ACCESS.signedIn)` of the ui-kit, written
 * here so that the customer's first download does not take in the route-handle module.
 */
export const customer = (title: MessageDescriptor): ScreenHandle => ({ access: { auth: true }, title });
