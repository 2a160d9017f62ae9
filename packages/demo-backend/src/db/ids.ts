import { db, type TableName } from './database.ts';

type NumericTable = {
  [T in TableName]: ReturnType<(typeof db)[T]['getAll']>[number] extends { id: number } ? T : never;
}[TableName];

/** The next id of a table, like an auto-increment column. */
export function nextId(table: NumericTable): number {
  let max = 0;
  for (const row of db[table].getAll() as { id: number }[]) max = Math.max(max, row.id);
  return max + 1;
}
