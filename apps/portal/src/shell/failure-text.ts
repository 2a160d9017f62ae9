import { i18n, type MessageDescriptor } from '@portal/ui-kit/i18n';

/**
 * What a failure says, to show it: the api-client's own words (an error's `descriptor`, e.g. of a
 * lost connection) in the active language, else its `message` as it came (the server's words).
 */
export function failureText(error: Error): string {
  const descriptor = (error as Error & { descriptor?: MessageDescriptor }).descriptor;
  return descriptor ? i18n._(descriptor) : error.message;
}
