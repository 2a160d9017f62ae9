import type { components } from '@portal/api-client';
import type { BadgeTone } from '@portal/ui-kit/badge';
import { formatNumber } from '@portal/ui-kit/format';
import type { BufferingTestResult } from '../api/types.ts';

export const VERDICT: Record<BufferingTestResult['verdict'], { label: string; tone: BadgeTone }> = {
  good: { label: 'Good', tone: 'success' },
  fair: { label: 'Fair', tone: 'warning' },
  poor: { label: 'Poor', tone: 'danger' },
};

export const QUALITY: Record<BufferingTestResult['max_quality'], string> = {
  '4k': '4K',
  '1080p': '1080p',
  '720p': '720p',
  '480p': '480p',
};

export const NODE_STATE: Record<components['schemas']['StatusLevel'], { label: string; tone: BadgeTone }> = {
  operational: { label: 'Operational', tone: 'success' },
  maintenance: { label: 'Maintenance', tone: 'info' },
  degraded: { label: 'Degraded', tone: 'warning' },
  outage: { label: 'Down', tone: 'danger' },
};

export const formatMbps = (mbps: number) => `${formatNumber(mbps, { maximumFractionDigits: 1 })} Mbps`;
export const formatMs = (ms: number) => `${formatNumber(Math.round(ms))} ms`;
