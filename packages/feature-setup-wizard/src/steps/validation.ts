/** Client-side checks that mirror the server's rules, so most mistakes are caught before a round trip. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN = 8;

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function required(value: unknown, message: string): string | undefined {
  return text(value) ? undefined : message;
}

export function emailError(value: unknown, missing = 'Enter an e-mail address.'): string | undefined {
  const address = text(value);
  if (!address) return missing;
  return EMAIL.test(address) ? undefined : 'Enter a valid e-mail address, like name@example.com.';
}

/** An absolute http(s) address; `https` narrows it to https only. */
export function urlError(value: unknown, { missing, https = false }: { missing: string; https?: boolean }): string | undefined {
  const address = text(value);
  if (!address) return missing;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `Enter the full address, starting with ${https ? 'https://' : 'https:// or http://'}.`;
  }
  if (https && url.protocol !== 'https:') return 'Use an https:// address: WHMCS credentials must not travel unencrypted.';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Enter an https:// or http:// address.';
  return undefined;
}
