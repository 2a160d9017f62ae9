import { REALTIME_PORT } from './constants.ts';

/**
 * The host page's tag that names the realtime server at deploy time, e.g.
 * `<meta name="portal-realtime-url" content="https://realtime.example:8443">`: one build serves any
 * host, and the host that serves the page (and sends its Content-Security-Policy) says where it is.
 */
export const REALTIME_URL_META = 'portal-realtime-url';

export interface RealtimeUrlInput {
  /** The host the portal is served from (`location.hostname`). */
  hostname: string;
  /** The page's `<meta name="portal-realtime-url">`: set at deploy time, so it goes above every build variable; only an http(s) or ws(s) URL counts. */
  pageUrl?: string | null | undefined;
  /** `VITE_REALTIME_URL`: a full URL that overrides the rule, for development and tests. */
  realtimeUrl?: string | undefined;
  /** `VITE_TENANT_DOMAIN_SUFFIX`: hosts ending with it are hosted-tenant domains with their own realtime server. */
  tenantDomainSuffix?: string | undefined;
  /** `VITE_REALTIME_DEFAULT_HOST`: the product's realtime host for every other domain. */
  defaultHost?: string | undefined;
}

// Build variables come through as '' when declared but left empty; '' must not count as set
// (every hostname ends with the empty suffix).
function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

// socket.io speaks http(s) and ws(s); anything else in the page (a `javascript:` or relative URL,
// a typo) is not a realtime server, and the build's own rule is the better guess.
const SOCKET_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:']);

function checkedPageUrl(value: string | null | undefined): string | undefined {
  const candidate = present(value);
  if (!candidate) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(candidate);
  } catch {
    url = undefined;
  }
  if (url && SOCKET_SCHEMES.has(url.protocol) && url.hostname) return candidate;
  console.warn(`The page's realtime URL (meta ${REALTIME_URL_META}) is not an http(s) or ws(s) URL and is ignored: ${candidate}`);
  return undefined;
}

/** Where the realtime socket connects (contract, "Deployment shape"). */
export function resolveRealtimeUrl({ hostname, pageUrl, realtimeUrl, tenantDomainSuffix, defaultHost }: RealtimeUrlInput): string {
  const fromPage = checkedPageUrl(pageUrl);
  if (fromPage) return fromPage;
  const override = present(realtimeUrl);
  if (override) return override;
  const suffix = present(tenantDomainSuffix)?.toLowerCase();
  const host = hostname.toLowerCase();
  if (suffix && host.endsWith(suffix)) return `https://${host}:${REALTIME_PORT}`;
  return `https://${present(defaultHost) ?? host}:${REALTIME_PORT}`;
}

/** The served page's setting; a tag rendered into the body later is not the host's word. */
function pageRealtimeUrl(): string | undefined {
  return globalThis.document?.head?.querySelector<HTMLMetaElement>(`meta[name="${REALTIME_URL_META}"]`)?.content;
}

/** The rule applied to the page's setting, this build's variables and the page's host. */
export function realtimeUrlFromEnv(): string {
  // Outside Vite (plain Node scripts) import.meta.env does not exist.
  const env = (import.meta.env ?? {}) as Record<string, string | undefined>;
  return resolveRealtimeUrl({
    hostname: globalThis.location?.hostname ?? 'localhost',
    pageUrl: pageRealtimeUrl(),
    realtimeUrl: env.VITE_REALTIME_URL,
    tenantDomainSuffix: env.VITE_TENANT_DOMAIN_SUFFIX,
    defaultHost: env.VITE_REALTIME_DEFAULT_HOST,
  });
}
