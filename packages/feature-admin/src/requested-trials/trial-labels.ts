import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { TrialRequestKind, TrialRequestStatus } from './api/types.ts';

export const TRIAL_STATUS: Record<TrialRequestStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Pending`, tone: 'warning' },
  approved: { label: msg`Approved`, tone: 'success' },
  rejected: { label: msg`Rejected`, tone: 'danger' },
};

export const TRIAL_KIND: Record<TrialRequestKind, MessageDescriptor> = {
  trial: msg`Guest trial`,
  product: msg`Product trial`,
};
