/**
 * The Content-Security-Policy the portal runs under. The production build needs no inline script
 * (its theme bootstrap is a file of its own) and no `eval`; styles keep `'unsafe-inline'` for the
 * positioning attributes Radix writes and the styles Sonner injects. Images may come from the
 * server's settings (logos as data URIs) and from media artwork on other hosts. The realtime
 * server is the one other origin the portal talks to: its http(s) and ws(s) forms are both allowed,
 * whether it is named by one form or the other.
 */
export function portalContentSecurityPolicy({ realtime = [] }: { realtime?: readonly string[] } = {}): string {
  // socket.io polls over http(s) before it upgrades to a WebSocket, whichever form the URL names.
  const realtimeSources = realtime.flatMap((origin) => {
    const url = new URL(origin);
    const secure = url.protocol === 'https:' || url.protocol === 'wss:';
    return [`${secure ? 'https' : 'http'}://${url.host}`, `${secure ? 'wss' : 'ws'}://${url.host}`];
  });
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...realtimeSources].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
