import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '#i18n/i18n.ts';

/**
 * The message of a failure the portal words itself (the api-client's `NetworkError`, say): its
 * `descriptor`, checked by shape so the kit does not depend on the api-client.
 */
export function errorDescriptor(error: unknown): MessageDescriptor | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const descriptor = (error as { descriptor?: unknown }).descriptor;
  return typeof descriptor === 'object' && descriptor !== null ? (descriptor as MessageDescriptor) : undefined;
}

/**
 * What a failure says, to show it: its `descriptor` in the active language when it has one, else
 * its `message` as it came (the server's own words); undefined when it says nothing.
 */
export function errorText(error: unknown): string | undefined {
  const descriptor = errorDescriptor(error);
  if (descriptor) return i18n._(descriptor);
  if (typeof error !== 'object' || error === null) return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : undefined;
}
