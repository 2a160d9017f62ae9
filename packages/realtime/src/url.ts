import { REALTIME_PORT } from './constants.ts';

export interface RealtimeUrlInput {
  /** The host the portal is served from (`location.hostname`). */
  hostname: string;
  /** `VITE_REALTIME_URL`: a full URL that overrides the rule, for development and tests. */
  realtimeUrl?: string | undefined;
  /** `VITE_TENANT_DOMAIN_SUFFIX`: hosts ending with it are hosted-tenant domains with their own realtime server. */
  tenantDomainSuffix?: string | undefined;
  /** `VITE_REALTIME_DEFAULT_HOST`: the product's realtime host for every other domain. */
  defaultHost?: string | undefined;
}

// Build variables come through as '' when declared but left empty; '' must not count as set
// (every hostname ends with the empty suffix).
function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Where the realtime socket connects (contract, "Deployment shape"). */
export function resolveRealtimeUrl({ hostname, realtimeUrl, tenantDomainSuffix, defaultHost }: RealtimeUrlInput): string {
  const override = present(realtimeUrl);
  if (override) return override;
  const suffix = present(tenantDomainSuffix)?.toLowerCase();
  const host = hostname.toLowerCase();
  if (suffix && host.endsWith(suffix)) return `https://${host}:${REALTIME_PORT}`;
  return `https://${present(defaultHost) ?? host}:${REALTIME_PORT}`;
}

/** The rule applied to this build's variables and the page's host. */
export function realtimeUrlFromEnv(): string {
  // Outside Vite (plain Node scripts) import.meta.env does not exist.
  const env = (import.meta.env ?? {}) as Record<string, string | undefined>;
  return resolveRealtimeUrl({
    hostname: globalThis.location?.hostname ?? 'localhost',
    realtimeUrl: env.VITE_REALTIME_URL,
    tenantDomainSuffix: env.VITE_TENANT_DOMAIN_SUFFIX,
    defaultHost: env.VITE_REALTIME_DEFAULT_HOST,
  });
}
