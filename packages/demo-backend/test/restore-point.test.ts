import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, storedRows } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { restore, takeRestorePoint } from '../src/db/restore-point.ts';
import { seed } from '../src/db/seed.ts';
import { takeSnapshot } from '../src/db/snapshot.ts';

/**
 * Two moments of one day, minutes and odd seconds apart, as a test run's restores are from its
 * restore point: timestamps counted from the seed move between them; values counted in whole days
 * stay, as they do for a seed that ran a moment earlier.
 */
const TAKEN_AT = new Date('2026-03-02T09:15:07.250Z');
const RESTORED_AT = new Date('2026-03-02T09:48:31.905Z');

describe('the restore point of the demo data', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts back exactly what a seed at the moment of the restore writes, after changes of every kind', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TAKEN_AT);
    const point = takeRestorePoint();
    expect(point, 'the seed can be restored from a copy').not.toBeNull();

    // A test's changes: a row changed, one deleted, one added, a nested value changed in place.
    const user = db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.plex } } })!;
    db.user.update({ where: { id: { equals: user.id } }, data: { name: 'Changed by a test' } });
    db.server.delete({ where: { id: { equals: db.server.getAll()[0]!.id } } });
    db.notification.create({ ...db.notification.getAll()[0]!, id: 999_999 });
    const nested = db.setting.getAll()[0] as unknown as Record<string, unknown>;
    for (const value of Object.values(nested)) if (Array.isArray(value)) value.push('changed in place');

    vi.setSystemTime(RESTORED_AT);
    restore(point!);
    const restored = takeSnapshot();

    vi.setSystemTime(RESTORED_AT);
    seed();
    const seeded = takeSnapshot();
    const differing = Object.keys(seeded).flatMap((table) =>
      (seeded[table as keyof typeof seeded] ?? []).flatMap((row, index) =>
        Object.keys(row).filter((column) => JSON.stringify(row[column]) !== JSON.stringify(restored[table as keyof typeof restored]?.[index]?.[column])).map((column) => `${table}[${index}].${column}: ${JSON.stringify(restored[table as keyof typeof restored]?.[index]?.[column])} ≠ ${JSON.stringify(row[column])}`),
      ),
    );
    expect(differing).toEqual([]);
    expect(restored).toEqual(seeded);
  });

  it('gives each restore its own copies, so a row changed in place after one restore is whole again at the next', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TAKEN_AT);
    const point = takeRestorePoint()!;
    const before = takeSnapshot();
    restore(point, TAKEN_AT.getTime());
    // What the store holds now, changed where it lies (as a handler changing a row's list would).
    for (const row of storedRows('user').values()) {
      row.name = 'Changed in place';
      for (const value of Object.values(row)) if (Array.isArray(value)) value.push('changed in place');
    }
    restore(point, TAKEN_AT.getTime());
    expect(db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.plex } } })?.name).not.toBe('Changed in place');
    expect(takeSnapshot()).toEqual(before);
  });
});
