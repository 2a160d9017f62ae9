import { t } from '@lingui/core/macro';
import { text } from '@portal/ui-kit/form';

/** An absolute http(s) address; `https` narrows it to https only. */
export function urlError(value: unknown, { missing, https = false }: { missing: string; https?: boolean }): string | undefined {
  const address = text(value);
  if (!address) return missing;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return https ? t`Enter the full address, starting with https://.` : t`Enter the full address, starting with https:// or http://.`;
  }
  if (https && url.protocol !== 'https:') return t`Use an https:// address: WHMCS credentials must not travel unencrypted.`;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return t`Enter an https:// or http:// address.`;
  return undefined;
}
