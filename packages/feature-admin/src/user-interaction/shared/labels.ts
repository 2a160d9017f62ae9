import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { AlertLevel, CustomerPageKey, MessageAudience, MessageState, PopupType } from '../api/types.ts';

export const AUDIENCES: { value: MessageAudience; label: MessageDescriptor }[] = [
  { value: 'everybody', label: msg`Everybody` },
  { value: 'server-type', label: msg`Customers with a server of a type` },
  { value: 'node', label: msg`Customers with a server on a node` },
  { value: 'trial', label: msg`Trial accounts` },
  { value: 'resellers', label: msg`Resellers` },
  { value: 'users', label: msg`Chosen users` },
];

export const SERVER_TYPES: { value: 'plex' | 'emby' | 'jellyfin'; label: MessageDescriptor; audience: MessageDescriptor }[] = [
  { value: 'plex', label: msg`Plex`, audience: msg`Customers with a Plex server` },
  { value: 'emby', label: msg`Emby`, audience: msg`Customers with an Emby server` },
  { value: 'jellyfin', label: msg`Jellyfin`, audience: msg`Customers with a Jellyfin server` },
];

export const STATES: Record<MessageState, { label: MessageDescriptor; tone: BadgeTone }> = {
  live: { label: msg`Live`, tone: 'success' },
  scheduled: { label: msg`Scheduled`, tone: 'info' },
  expired: { label: msg`Expired`, tone: 'neutral' },
  inactive: { label: msg`Switched off`, tone: 'warning' },
};

export const ALERT_LEVELS: { value: AlertLevel; label: MessageDescriptor; tone: BadgeTone }[] = [
  { value: 'info', label: msg`Information`, tone: 'info' },
  { value: 'success', label: msg`Success`, tone: 'success' },
  { value: 'warning', label: msg`Warning`, tone: 'warning' },
  { value: 'danger', label: msg`Danger`, tone: 'danger' },
];

export const POPUP_TYPES: { value: PopupType; label: MessageDescriptor; tone: BadgeTone }[] = [
  { value: 'info', label: msg`Information`, tone: 'info' },
  { value: 'success', label: msg`Success`, tone: 'success' },
  { value: 'warning', label: msg`Warning`, tone: 'warning' },
  { value: 'error', label: msg`Error`, tone: 'danger' },
];

export const PAGES: { value: CustomerPageKey; label: MessageDescriptor; path: string }[] = [
  { value: 'dashboard', label: msg`Dashboard`, path: '/dashboard' },
  { value: 'shop', label: msg`Shop`, path: '/shop' },
  { value: 'support', label: msg`Support`, path: '/support' },
  { value: 'community-center', label: msg`Community center`, path: '/community-center' },
  { value: 'request-lounge', label: msg`Request lounge`, path: '/request-lounge' },
  { value: 'status', label: msg`Status`, path: '/status' },
  { value: 'billing', label: msg`Billing`, path: '/billing' },
];

export function pageLabel(key: string): MessageDescriptor | null {
  return PAGES.find((page) => page.value === key)?.label ?? null;
}
