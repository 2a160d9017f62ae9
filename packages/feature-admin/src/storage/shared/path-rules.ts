import { t as translate } from '@lingui/core/macro';
import { text } from '@portal/ui-kit/form';

/** The placeholders of a deployment path, written out (they are not message placeholders). */
export const PLACEHOLDER_LIST = '{server}, {user}, {type}';
const PLACEHOLDERS = ['{server}', '{user}', '{type}'] as const;
const SERVER = '{server}';
const MNT = '/mnt/';

export interface PathRuleOptions {
  /** The path must lie below `/mnt/` (mount paths). */
  underMnt?: boolean;
  /** `{server}`, `{user}` and `{type}` are allowed and `{server}` is needed (deployment paths). */
  placeholders?: boolean;
  /** Left empty, the path follows something else (a node's own path): no message. */
  optional?: boolean;
}

/**
 * The rules every path of the storage pages follows, the same the server applies: absolute, no
 * spaces, no "..", no slash at the end. Answers the first message, or undefined.
 */
export function pathError(value: string, { underMnt = false, placeholders = false, optional = false }: PathRuleOptions = {}): string | undefined {
  const path = text(value);
  if (!path) return optional ? undefined : translate`Enter a path.`;
  if (!path.startsWith('/')) return translate`Start the path with a slash: it must be absolute.`;
  if (/\s/.test(path)) return translate`Leave out spaces.`;
  if (path.split('/').includes('..')) return translate`Leave out “..”: a path may not climb out of its folder.`;
  if (path.length > 1 && path.endsWith('/')) return translate`Leave out the slash at the end.`;
  if (path.includes('//')) return translate`Leave out empty folders (two slashes in a row).`;
  if (underMnt && (!path.startsWith(MNT) || path.length <= MNT.length)) return translate`Mount paths live under ${MNT}, like /mnt/media.`;
  const bare = placeholders ? PLACEHOLDERS.reduce((rest, token) => rest.replaceAll(token, 'x'), path) : path;
  if (placeholders && /[{}]/.test(bare)) return translate`Use only the placeholders ${PLACEHOLDER_LIST}.`;
  if (!/^[A-Za-z0-9._/-]+$/.test(bare)) return translate`Use letters, digits, dots, dashes, underscores and slashes.`;
  if (placeholders && !path.includes(SERVER)) return translate`Include ${SERVER}, so that every server has its own folder.`;
  if (path.length > 200) return translate`Use at most 200 characters.`;
  return undefined;
}

/** The path for a sample server, every placeholder filled in. */
export function fillPlaceholders(path: string, sample: { server: string; user: string; type: string }): string {
  return path.replaceAll('{server}', sample.server).replaceAll('{user}', sample.user).replaceAll('{type}', sample.type);
}
