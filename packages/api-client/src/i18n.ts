import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * A message of the client's own, worded when it is needed: in the active language once the portal
 * chose one, in English (the source text) before that and in tools and tests that load no
 * language. The portal's i18n (`@portal/ui-kit/i18n`) is the `@lingui/core` one.
 */
export function translate(descriptor: MessageDescriptor): string {
  return i18n.locale ? i18n._(descriptor) : (descriptor.message ?? descriptor.id);
}
