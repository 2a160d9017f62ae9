import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { ResellerNodeHealth, ResellerServerAction } from '../api/types.ts';

export const NODE_HEALTH: Record<ResellerNodeHealth, { label: MessageDescriptor; tone: BadgeTone }> = {
  healthy: { label: msg`Healthy`, tone: 'success' },
  warning: { label: msg`Needs a look`, tone: 'warning' },
  down: { label: msg`Down`, tone: 'danger' },
  rebooting: { label: msg`Rebooting`, tone: 'info' },
};

export const ACTION_LABEL: Record<ResellerServerAction, MessageDescriptor> = {
  start: msg`Start`,
  stop: msg`Stop`,
  restart: msg`Restart`,
  suspend: msg`Suspend`,
  unsuspend: msg`Unsuspend`,
};

/** Where the panel's screens live, relative to the app's basename. */
export const PANEL_BASE = '/reseller-panel';
export const nodePath = (id: number): string => `${PANEL_BASE}/node/${id}`;
export const serverPath = (id: number): string => `${PANEL_BASE}/server/${id}`;
