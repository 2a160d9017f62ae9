import type { SystemSettings } from '@portal/api-client';
import { db } from '#db/database.ts';

export const PLATFORM_FEATURES = ['community_center', 'tv_schedule', 'status_page', 'plex_tools'] as const;
export type PlatformFeature = (typeof PLATFORM_FEATURES)[number];

/** The customer calls each feature switch closes: their path, or the path they are all below. */
export const FEATURE_PATHS: Record<PlatformFeature, string> = {
  community_center: '/api/customer/community',
  tv_schedule: '/api/customer/tv-schedule',
  status_page: '/api/customer/status',
  plex_tools: '/api/customer/plex-tools',
};

export const FEATURE_OFF_MESSAGE: Record<PlatformFeature, string> = {
  community_center: 'The community center is switched off.',
  tv_schedule: 'The TV schedule is switched off.',
  status_page: 'The status page is switched off.',
  plex_tools: 'The Plex tools are switched off.',
};

/** The admins' feature switches beside the system settings; before they are seeded, every feature is on. */
export function platformFeatures(): NonNullable<SystemSettings['features']> {
  const row = db.featureToggle.findFirst({ where: { id: { equals: 'platform' } } });
  return Object.fromEntries(PLATFORM_FEATURES.map((key) => [key, row ? row[key] : true])) as NonNullable<SystemSettings['features']>;
}

/** The feature a customer call belongs to, when a switch closes it. */
export function featureOfPath(pathname: string): PlatformFeature | null {
  return PLATFORM_FEATURES.find((key) => pathname === FEATURE_PATHS[key] || pathname.startsWith(`${FEATURE_PATHS[key]}/`)) ?? null;
}
