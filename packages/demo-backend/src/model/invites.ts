import type { Backup, Invite } from '@portal/api-client';
import type { BackupRow, InviteRow } from '#db/database.ts';

export function toBackup(row: BackupRow): Backup {
  return { id: row.id, name: row.name, type: row.type, size_bytes: row.size_bytes, created_at: row.created_at, server_name: row.server_name };
}

export function toInvite(row: Pick<InviteRow, 'id' | 'email' | 'username' | 'status' | 'created_at'>): Invite {
  return { id: row.id, email: row.email, username: row.username, status: row.status, created_at: row.created_at };
}

/** The invites kept in an invite backup. */
export function parseInvites(json: string): Invite[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const entry = item as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return [toInvite({ id: Number(entry.id ?? 0), email: text(entry.email) ?? '', username: text(entry.username), status: text(entry.status), created_at: text(entry.created_at) })];
  });
}
