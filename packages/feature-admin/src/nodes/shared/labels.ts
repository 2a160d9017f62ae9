import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { AdminContainerStatus, AdminNodeStatus, UptimeMonitor } from '../api/types.ts';

export interface Label {
  label: MessageDescriptor;
  tone: BadgeTone;
}

export const NODE_STATUS: Record<AdminNodeStatus, Label> = {
  online: { label: msg`Online`, tone: 'success' },
  offline: { label: msg`Offline`, tone: 'danger' },
  rebooting: { label: msg`Rebooting`, tone: 'warning' },
};

/** Why a node needs an admin; a reason the portal does not know yet shows as the server words it. */
export const ATTENTION: Record<string, MessageDescriptor> = {
  offline: msg`Offline`,
  disk: msg`Disk almost full`,
  mounts: msg`Mount failed`,
  unmonitored: msg`Not monitored`,
};

export const CONTAINER_STATUS: Record<AdminContainerStatus, Label> = {
  running: { label: msg`Running`, tone: 'success' },
  restarting: { label: msg`Restarting`, tone: 'warning' },
  created: { label: msg`Created`, tone: 'info' },
  paused: { label: msg`Paused`, tone: 'neutral' },
  exited: { label: msg`Exited`, tone: 'danger' },
};

export const MONITOR_STATUS: Record<UptimeMonitor['status'], Label> = {
  up: { label: msg`Up`, tone: 'success' },
  down: { label: msg`Down`, tone: 'danger' },
  paused: { label: msg`Paused`, tone: 'neutral' },
  unknown: { label: msg`Unknown`, tone: 'neutral' },
};

/** Where a node's page and its parts live, relative to the basename. */
export const nodePath = (id: number) => `/admin/nodes/${id}`;
