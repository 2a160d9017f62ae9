import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { WhmcsAutoSetup, WhmcsInviteStatus, WhmcsServiceStatus } from '../api/types.ts';

interface Label {
  label: MessageDescriptor;
  tone: BadgeTone;
}

export const SERVICE_STATUS: Record<WhmcsServiceStatus, Label> = {
  pending: { label: msg`Pending`, tone: 'info' },
  active: { label: msg`Active`, tone: 'success' },
  suspended: { label: msg`Suspended`, tone: 'warning' },
  terminated: { label: msg`Terminated`, tone: 'danger' },
  cancelled: { label: msg`Cancelled`, tone: 'neutral' },
};

/** A container that no WHMCS service bills: set up by hand. */
export const NO_SERVICE: Label = { label: msg`Not in WHMCS`, tone: 'neutral' };

export const INVITE_STATUS: Record<WhmcsInviteStatus, Label> = {
  pending: { label: msg`Waiting`, tone: 'info' },
  accepted: { label: msg`Accepted`, tone: 'success' },
  expired: { label: msg`Expired`, tone: 'warning' },
  revoked: { label: msg`Revoked`, tone: 'neutral' },
};

export const AUTO_SETUP: Record<WhmcsAutoSetup, MessageDescriptor> = {
  order: msg`As soon as the order is placed`,
  payment: msg`When the first payment arrives`,
  accept: msg`When you accept the order in WHMCS`,
  off: msg`Never: you set servers up by hand`,
};

/** Where the WHMCS screens live, relative to the app's basename. */
export const WHMCS_BASE = '/reseller-panel/whmcs';
export const nodePath = (nodeId: number): string => `${WHMCS_BASE}/node/${nodeId}`;
export const containerPath = (nodeId: number, containerId: number): string => `${nodePath(nodeId)}/server/${containerId}`;
export const invitePath = (nodeId: number, containerId: number, inviteId: number): string => `${containerPath(nodeId, containerId)}/invites/${inviteId}`;
export const mappingPath = (productId: number): string => `${WHMCS_BASE}/products/${productId}`;
