import { drop } from '@mswjs/data';
import { sha256 } from '#lib/crypto.ts';
import { db, TABLES, type TableName } from './database.ts';

export type Snapshot = Partial<Record<TableName, Record<string, unknown>[]>>;

/** Every table as plain JSON rows. */
export function takeSnapshot(): Snapshot {
  const snapshot: Snapshot = {};
  for (const table of TABLES) snapshot[table] = JSON.parse(JSON.stringify(db[table].getAll())) as Record<string, unknown>[];
  return snapshot;
}

/** Replaces the data with a snapshot. */
export function restoreSnapshot(snapshot: Snapshot): void {
  drop(db);
  for (const table of TABLES) {
    const model = db[table] as unknown as { create(values: Record<string, unknown>): unknown };
    for (const row of snapshot[table] ?? []) model.create(row);
  }
}

/** Timestamps count back from the moment of seeding, so they are left out of the fingerprint. */
const TIME_FIELD = /_(at|until)$/;

/** Identifies what a seed produced, independent of when it ran: it changes only when the seed does. */
export function fingerprint(snapshot: Snapshot): string {
  const stable = JSON.stringify(snapshot, (key, value: unknown) => (TIME_FIELD.test(key) ? undefined : value));
  return sha256(stable);
}
