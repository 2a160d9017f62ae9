/** Client-side checks that mirror the server's rules, so most mistakes are caught before a round trip. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN = 8;

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function requiredError(value: unknown, message: string): string | undefined {
  return text(value) ? undefined : message;
}

export function maxLengthError(value: unknown, max: number, message: string): string | undefined {
  return [...text(value)].length > max ? message : undefined;
}

export function emailError(value: unknown, missing = 'Enter your e-mail address.'): string | undefined {
  const address = text(value);
  if (!address) return missing;
  return EMAIL.test(address) ? undefined : 'Enter a valid e-mail address, like name@example.com.';
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A subdomain host name such as media.example.com, as the CDN host needs it. */
export function hostError(value: unknown): string | undefined {
  const host = text(value).toLowerCase().replace(/\.$/, '');
  if (!host) return 'Enter the host name, like media.example.com.';
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (host.length > 253 || labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !/^[a-z]{2,63}$/.test(tld)) {
    return 'Enter only the host name, like media.example.com: no https:// and no path.';
  }
  if (labels.length < 3) return 'Use a subdomain such as media.example.com: a CNAME record cannot sit at the root of a domain.';
  return undefined;
}
