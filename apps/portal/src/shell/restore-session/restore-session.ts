/** What a restore-session link asks to open: `?restore-session&modaltype=user&userid=3` or `?restore-session&serverid=7`. */
export type RestoreTarget = { kind: 'user'; id: number } | { kind: 'server'; id: number };

const RESTORE_PARAMS = ['restore-session', 'modaltype', 'userid', 'serverid'];

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function restoreTarget(params: URLSearchParams): RestoreTarget | null {
  if (!params.has('restore-session')) return null;
  const userId = positiveInt(params.get('userid'));
  if (params.get('modaltype') === 'user' && userId) return { kind: 'user', id: userId };
  const serverId = positiveInt(params.get('serverid'));
  if (serverId) return { kind: 'server', id: serverId };
  return null;
}

/** The same query without the restore-session parameters, for when the view closes. */
export function withoutRestoreParams(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  for (const name of RESTORE_PARAMS) next.delete(name);
  const query = next.toString();
  return query ? `?${query}` : '';
}
