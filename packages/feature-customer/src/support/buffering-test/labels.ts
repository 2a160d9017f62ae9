import { msg, t } from '@lingui/core/macro';
import type { components } from '@portal/api-client';
import type { BadgeTone } from '@portal/ui-kit/badge';
import { formatNumber } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { BufferingTestResult } from '../api/types.ts';

/** The verdict's badge: the whole phrase is one message (`Good connection`), so it reads right in every language. */
export const VERDICT: Record<BufferingTestResult['verdict'], { label: MessageDescriptor; tone: BadgeTone }> = {
  good: { label: msg`Good connection`, tone: 'success' },
  fair: { label: msg`Fair connection`, tone: 'warning' },
  poor: { label: msg`Poor connection`, tone: 'danger' },
};

export const QUALITY: Record<BufferingTestResult['max_quality'], string> = {
  '4k': '4K',
  '1080p': '1080p',
  '720p': '720p',
  '480p': '480p',
};

export const NODE_STATE: Record<components['schemas']['StatusLevel'], { label: MessageDescriptor; tone: BadgeTone }> = {
  operational: { label: msg`Operational`, tone: 'success' },
  maintenance: { label: msg`Maintenance`, tone: 'info' },
  degraded: { label: msg`Degraded`, tone: 'warning' },
  outage: { label: msg`Down`, tone: 'danger' },
};

export const formatMbps = (mbps: number) => {
  const speed = formatNumber(mbps, { maximumFractionDigits: 1 });
  return t`${speed} Mbps`;
};
export const formatMs = (ms: number) => {
  const delay = formatNumber(Math.round(ms));
  return t`${delay} ms`;
};
