import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { PlatformStatus, StatusIncident, StatusLevel } from './types.ts';

export const LEVEL: Record<StatusLevel, { label: MessageDescriptor; tone: BadgeTone }> = {
  operational: { label: msg`Operational`, tone: 'success' },
  maintenance: { label: msg`Maintenance`, tone: 'info' },
  degraded: { label: msg`Degraded`, tone: 'warning' },
  outage: { label: msg`Down`, tone: 'danger' },
};

export const OVERALL: Record<PlatformStatus['overall'], { title: MessageDescriptor; tone: 'success' | 'warning' | 'error' }> = {
  operational: { title: msg`All systems operational`, tone: 'success' },
  degraded: { title: msg`Some systems are not fully operational`, tone: 'warning' },
  outage: { title: msg`There is an outage`, tone: 'error' },
};

/** The badge of an incident's impact. */
export const IMPACT: Record<StatusIncident['impact'], { label: MessageDescriptor; tone: BadgeTone }> = {
  minor: { label: msg`Minor impact`, tone: 'warning' },
  major: { label: msg`Major impact`, tone: 'danger' },
  critical: { label: msg`Critical impact`, tone: 'danger' },
};

export const INCIDENT_STATUS: Record<StatusIncident['status'], MessageDescriptor> = {
  investigating: msg`Investigating`,
  identified: msg`Identified`,
  monitoring: msg`Monitoring`,
  resolved: msg`Resolved`,
};
