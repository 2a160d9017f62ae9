import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { AdminServiceSortColumn, BillingCycle } from './api/types.ts';

export const BILLING_CYCLE: Record<BillingCycle, MessageDescriptor> = {
  monthly: msg`Monthly`,
  quarterly: msg`Quarterly`,
  semiannually: msg`Every six months`,
  annually: msg`Annually`,
};

/** The orders the list offers, as the address writes them (`?sort=name`), newest first by default. */
export const SORTS = ['newest', 'oldest', 'name', 'name-desc', 'status'] as const;
export type ServiceSort = (typeof SORTS)[number];

export const SORT_LABEL: Record<ServiceSort, MessageDescriptor> = {
  newest: msg`Newest first`,
  oldest: msg`Oldest first`,
  name: msg`Name, A to Z`,
  'name-desc': msg`Name, Z to A`,
  status: msg`Status`,
};

export const SORT_CALL: Record<ServiceSort, { column: AdminServiceSortColumn; direction: 'asc' | 'desc' }> = {
  newest: { column: 'created_at', direction: 'desc' },
  oldest: { column: 'created_at', direction: 'asc' },
  name: { column: 'name', direction: 'asc' },
  'name-desc': { column: 'name', direction: 'desc' },
  status: { column: 'status', direction: 'asc' },
};
