import { t } from '@lingui/core/macro';
import { formatNumber } from '#format/format.ts';

/** The rules a screen passes when its API tells them (the support desk's settings). */
export interface AttachmentRules {
  files: number;
  bytes: number;
  extensions: readonly string[];
}

/** The attachment rules of the support API (the same for customers and staff), checked before a file is even sent. */
export const ATTACHMENT_RULES = {
  files: 5,
  bytes: 5 * 1024 * 1024,
  extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'txt', 'log'],
} as const;

/** The size limit as the API states it: in megabytes of 1,024 KiB. */
export function megabytesOf(rules: AttachmentRules): string {
  return formatNumber(rules.bytes / (1024 * 1024), { maximumFractionDigits: 1 });
}

export function acceptOf(rules: AttachmentRules): string {
  return rules.extensions.map((extension) => `.${extension}`).join(',');
}

/** The file picker's filter; the extensions are checked again, since a picker can be told to show all files. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_RULES.extensions.map((extension) => `.${extension}`).join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a file cannot be attached under rules the API sent, in the server's own words, or null. */
export function attachmentProblemUnder(file: File, rules: AttachmentRules): string | null {
  const name = file.name;
  if (!rules.extensions.includes(extensionOf(name))) {
    const types = rules.extensions.join(', ');
    return t`The file ${name} must be a file of type: ${types}.`;
  }
  if (file.size > rules.bytes) {
    const megabytes = megabytesOf(rules);
    return t`The file ${name} must not be greater than ${megabytes} MB.`;
  }
  return null;
}

/** Why a file cannot be attached, in the server's own words, or null. */
export function attachmentProblem(file: File): string | null {
  const name = file.name;
  if (!(ATTACHMENT_RULES.extensions as readonly string[]).includes(extensionOf(name))) {
    return t`The file ${name} must be an image (png, jpg, jpeg, gif, webp) or a text or log file (txt, log).`;
  }
  if (file.size > ATTACHMENT_RULES.bytes) return t`The file ${name} must not be greater than 5 MB.`;
  return null;
}
