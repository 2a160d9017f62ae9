import { storedRows, type StoredRow, type TableName } from './database.ts';
import { forgetSeed, seed, untouchedSeed } from './seed.ts';
import { TABLES } from './snapshot.ts';

/**
 * A copy of the seeded tables to go back to after each test: seeding thousands of rows again takes
 * about a second, putting copies of them back a few milliseconds.
 *
 * The seed's timestamps count back from the moment it runs ("35 minutes ago" is 35 minutes before
 * it), so a copy that is a minute old would describe a platform a minute older than a fresh seed.
 * A restore point knows which values count from that moment: it seeds once more with the clock
 * moved on by `LATER`, and every timestamp that moved by that much (in a column, or in JSON kept
 * as text) is put back counted from the moment of the restore, exactly as a seed would have
 * written it then. Values counted in whole days (due dates, day-rounded times) stay as seeded,
 * as they do for a seed that ran a moment earlier.
 */
export interface RestorePoint {
  tables: SavedTable[];
}

interface SavedTable {
  table: TableName;
  rows: (readonly [key: string, row: StoredRow])[];
  /** The columns that hold a list or an object in some row: only those need copying deeper than the row. */
  nested: string[];
  /** The timestamps that count from the moment of seeding: where they are and how far from it. */
  moving: MovingValue[];
}

interface MovingValue {
  row: number;
  column: string;
  /** Inside the JSON text of the column, when there. */
  path: readonly (string | number)[] | null;
  offset: number;
}

/** Not a whole number of days, hours, minutes or seconds: day-rounded values never move by exactly this. */
const LATER = 86_400_000 + 3_600_000 + 60_000 + 1_000 + 1;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Runs `run` with the clock standing at `ms`, for `Date.now()` and `new Date()` alike. The seed is
 * synchronous, so nothing else runs while the clock stands still.
 */
function atTime<T>(ms: number, run: () => T): T {
  const RealDate = globalThis.Date;
  class StillDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(ms);
      else super(...(args as [string | number]));
    }

    static override now(): number {
      return ms;
    }
  }
  globalThis.Date = StillDate as DateConstructor;
  try {
    return run();
  } finally {
    globalThis.Date = RealDate;
  }
}

function copyValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyValue);
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) copy[key] = copyValue(inner);
    return copy;
  }
  return value;
}

/** A row and everything in it copied; the spread keeps @mswjs/data's own entries under symbols. */
function copyRow(row: StoredRow, nested: readonly string[] = Object.keys(row)): StoredRow {
  const copy: StoredRow = { ...row };
  for (const column of nested) {
    const value = copy[column];
    if (value !== null && typeof value === 'object') copy[column] = copyValue(value);
  }
  return copy;
}

function nestedColumns(rows: SavedTable['rows']): string[] {
  const nested = new Set<string>();
  for (const [, row] of rows) for (const [column, value] of Object.entries(row)) if (value !== null && typeof value === 'object') nested.add(column);
  return [...nested];
}

function parseJsonText(value: unknown): Json | undefined {
  if (typeof value !== 'string' || !(value.startsWith('{') || value.startsWith('['))) return undefined;
  try {
    return JSON.parse(value) as Json;
  } catch {
    return undefined;
  }
}

/** The timestamps in `first` that sit `LATER` on in `later`, give or take the time the first seed took. */
function movedBy(first: unknown, later: unknown, took: number, path: (string | number)[], found: (path: (string | number)[], later: number) => void): void {
  if (typeof first === 'string' && typeof later === 'string' && ISO_TIME.test(first) && ISO_TIME.test(later)) {
    const moved = Date.parse(later) - Date.parse(first);
    if (moved <= LATER && moved >= LATER - took - 1) found(path, Date.parse(later));
    return;
  }
  if (Array.isArray(first) && Array.isArray(later)) {
    first.forEach((item, index) => movedBy(item, later[index], took, [...path, index], found));
    return;
  }
  if (first !== null && later !== null && typeof first === 'object' && typeof later === 'object') {
    for (const [key, value] of Object.entries(first)) movedBy(value, (later as Record<string, unknown>)[key], took, [...path, key], found);
  }
}

function setAt(target: Json, path: readonly (string | number)[], value: string): void {
  let node = target as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, Json>;
  node[path[path.length - 1] as string | number] = value;
}

/**
 * Seeds (unless the data on hand is an untouched seed), keeps a copy, and finds the values that
 * count from the moment of seeding. `null` when a second seed does not give the same rows: then
 * only seeding again gives the data a test expects.
 */
export function takeRestorePoint(): RestorePoint | null {
  if (!untouchedSeed()) seed();
  const { at, took } = untouchedSeed() ?? { at: Date.now(), took: 0 };
  const first = TABLES.map((table) => ({ table, rows: [...storedRows(table)].map(([key, row]) => [key, copyRow(row)] as const) }));
  const laterAt = at + LATER;
  atTime(laterAt, seed);
  const tables: SavedTable[] = [];
  for (const { table, rows } of first) {
    const later = [...storedRows(table)];
    if (later.length !== rows.length) return null;
    const moving: MovingValue[] = [];
    for (const [index, [key, row]] of rows.entries()) {
      const [laterKey, laterRow] = later[index] ?? [];
      if (laterKey !== key || !laterRow) return null;
      for (const column of Object.keys(row)) {
        const value = row[column];
        const json = parseJsonText(value);
        const found = (path: (string | number)[], laterMs: number) =>
          moving.push({ row: index, column, path: json === undefined ? null : path, offset: laterMs - laterAt });
        if (json === undefined) movedBy(value, laterRow[column], took, [], found);
        else movedBy(json, parseJsonText(laterRow[column]), took, [], found);
      }
    }
    tables.push({ table, rows, nested: nestedColumns(rows), moving });
  }
  const point = { tables };
  restore(point);
  return point;
}

/** Puts every table back as the restore point has it, its timestamps counted from `now`. */
export function restore(point: RestorePoint, now = Date.now()): void {
  for (const { table, rows, nested, moving } of point.tables) {
    const copies = rows.map(([, row]) => copyRow(row, nested));
    const texts = new Map<StoredRow, Map<string, Json>>();
    for (const { row, column, path, offset } of moving) {
      const copy = copies[row] as StoredRow;
      const value = new Date(now + offset).toISOString();
      if (path === null) {
        copy[column] = value;
        continue;
      }
      const columns = texts.get(copy) ?? new Map<string, Json>();
      texts.set(copy, columns);
      const json = columns.get(column) ?? (parseJsonText(copy[column]) as Json);
      columns.set(column, json);
      setAt(json, path, value);
    }
    for (const [copy, columns] of texts) for (const [column, json] of columns) copy[column] = JSON.stringify(json);
    const stored = storedRows(table);
    stored.clear();
    rows.forEach(([key], index) => stored.set(key, copies[index] as StoredRow));
  }
  forgetSeed();
}
