import { isBillingUser, useCurrentUser, useSystemSettings } from '@portal/api-client';

/**
 * Whether the signed-in user can see invoices: only billing-system users, and only while the
 * system displays invoices (the same rule as the menu). `checking` until the settings are in.
 * When the settings cannot be loaded the invoices call decides, and its 403 says why.
 */
export type InvoiceAccess = 'checking' | 'available' | 'no-account' | 'hidden';

export function useInvoiceAccess(): InvoiceAccess {
  const user = useCurrentUser();
  const settings = useSystemSettings();
  if (!isBillingUser(user)) return 'no-account';
  if (settings.isPending) return 'checking';
  if (settings.data && !settings.data.whmcs_display_user_invoices) return 'hidden';
  return 'available';
}
