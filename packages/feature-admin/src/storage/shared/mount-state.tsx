import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { MountState, MountType } from '../api/types.ts';

export const MOUNT_STATES: Record<MountState, { label: MessageDescriptor; tone: 'success' | 'danger' | 'neutral' }> = {
  mounted: { label: msg`Mounted`, tone: 'success' },
  failing: { label: msg`Failing`, tone: 'danger' },
  unknown: { label: msg`Unknown`, tone: 'neutral' },
};

export const MOUNT_TYPES: Record<MountType, MessageDescriptor> = {
  rclone: msg`rclone remote`,
  nfs: msg`NFS export`,
  smb: msg`SMB share`,
};

export function MountStateBadge({ state }: { state: MountState }) {
  const { t } = useLingui();
  const spec = MOUNT_STATES[state];
  return <Badge tone={spec.tone}>{t(spec.label)}</Badge>;
}
