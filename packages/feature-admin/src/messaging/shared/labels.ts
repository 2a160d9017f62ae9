import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { AnnouncementSize } from '@portal/ui-kit/announcement-view';
import type { AnnouncementStatus, EmailGroup } from '../api/types.ts';

export const STATUS_LABELS: Record<AnnouncementStatus, { label: MessageDescriptor; tone: BadgeTone; hint: MessageDescriptor }> = {
  live: { label: msg`Live`, tone: 'success', hint: msg`Customers see it at their next visit.` },
  scheduled: { label: msg`Scheduled`, tone: 'info', hint: msg`Published; customers see it from its start.` },
  past: { label: msg`Past`, tone: 'neutral', hint: msg`Its end has passed; customers no longer see it.` },
  draft: { label: msg`Draft`, tone: 'warning', hint: msg`Not published; only admins see it.` },
};

export const SIZE_LABELS: Record<AnnouncementSize, MessageDescriptor> = {
  sm: msg`Small`,
  md: msg`Medium`,
  lg: msg`Large`,
  xl: msg`Extra large`,
};

export const GROUP_LABELS: Record<EmailGroup, MessageDescriptor> = {
  everybody: msg`Every customer`,
  'server-type': msg`Customers with a server type`,
  node: msg`Customers on a node`,
  trial: msg`Trial accounts`,
  resellers: msg`Resellers`,
  users: msg`Chosen customers`,
};
