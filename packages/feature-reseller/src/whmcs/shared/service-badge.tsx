import { useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import type { WhmcsService } from '../api/types.ts';
import { NO_SERVICE, SERVICE_STATUS } from './labels.ts';

/** The WHMCS service's status, or that no service bills the container. */
export function ServiceBadge({ service }: { service: WhmcsService | null }) {
  const { t } = useLingui();
  const label = service ? SERVICE_STATUS[service.status] : NO_SERVICE;
  return <Badge tone={label.tone}>{t(label.label)}</Badge>;
}
