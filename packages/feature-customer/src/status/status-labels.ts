import type { BadgeTone } from '@portal/ui-kit/badge';
import type { PlatformStatus, StatusIncident, StatusLevel } from './types.ts';

export const LEVEL: Record<StatusLevel, { label: string; tone: BadgeTone }> = {
  operational: { label: 'Operational', tone: 'success' },
  maintenance: { label: 'Maintenance', tone: 'info' },
  degraded: { label: 'Degraded', tone: 'warning' },
  outage: { label: 'Down', tone: 'danger' },
};

export const OVERALL: Record<PlatformStatus['overall'], { title: string; tone: 'success' | 'warning' | 'error' }> = {
  operational: { title: 'All systems operational', tone: 'success' },
  degraded: { title: 'Some systems are not fully operational', tone: 'warning' },
  outage: { title: 'There is an outage', tone: 'error' },
};

export const IMPACT: Record<StatusIncident['impact'], { label: string; tone: BadgeTone }> = {
  minor: { label: 'Minor', tone: 'warning' },
  major: { label: 'Major', tone: 'danger' },
  critical: { label: 'Critical', tone: 'danger' },
};

export const INCIDENT_STATUS: Record<StatusIncident['status'], string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};
