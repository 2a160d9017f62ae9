import { t } from '@lingui/core/macro';
import { text } from '@portal/ui-kit/form';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A subdomain host name such as media.example.com, as the CDN host needs it. */
export function hostError(value: unknown): string | undefined {
  const host = text(value).toLowerCase().replace(/\.$/, '');
  if (!host) return t`Enter the host name, like media.example.com.`;
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (host.length > 253 || labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !/^[a-z]{2,63}$/.test(tld)) {
    return t`Enter only the host name, like media.example.com: no https:// and no path.`;
  }
  if (labels.length < 3) return t`Use a subdomain such as media.example.com: a CNAME record cannot sit at the root of a domain.`;
  return undefined;
}
