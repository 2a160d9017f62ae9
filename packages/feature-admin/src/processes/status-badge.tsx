import { Trans } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';

export function StatusBadge({ success }: { success: boolean }) {
  return success ? (
    <Badge tone="success">
      <Trans>Success</Trans>
    </Badge>
  ) : (
    <Badge tone="danger">
      <Trans>Failed</Trans>
    </Badge>
  );
}
