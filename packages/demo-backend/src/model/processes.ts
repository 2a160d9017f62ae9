import type { Process } from '@portal/api-client';
import { db, type ProcessRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { dayHuman, now, timeOfDay } from '#lib/clock.ts';
import { randomToken } from '#lib/crypto.ts';
import { findNode } from './nodes.ts';

export interface CommandRun {
  command: string;
  result: string | null;
  success?: boolean;
  /** Seconds the command ran. */
  time: number;
}

export function toProcess(row: ProcessRow): Process {
  const node = findNode(row.node_id);
  const related = row.transaction_id ? db.process.getAll().filter((other) => other.transaction_id === row.transaction_id).length : 0;
  return {
    id: row.id,
    command: row.command,
    result: row.result,
    success: row.success,
    time: row.time,
    created_at: row.created_at,
    created_at_time: timeOfDay(row.created_at),
    diff_day_human: dayHuman(row.created_at),
    node_id: row.node_id,
    node_alias: node?.alias ?? `node-${row.node_id}`,
    host: node?.host ?? '',
    has_transactions: related > 1,
  };
}

export function newTransactionId(): string {
  return `txn_${randomToken(12).toLowerCase()}`;
}

/**
 * Records commands run one after the other on a node, ending at `endingAt`. More than one
 * command share a transaction id, so the admin can follow the whole run.
 */
export function recordRun(nodeId: number, runs: CommandRun[], endingAt = now()): ProcessRow[] {
  const transactionId = runs.length > 1 ? newTransactionId() : null;
  let at = endingAt - runs.reduce((total, run) => total + run.time * 1000, 0);
  return runs.map((run) => {
    at += run.time * 1000;
    return db.process.create({
      id: nextId('process'),
      node_id: nodeId,
      command: run.command,
      result: run.result,
      success: run.success ?? true,
      time: run.time,
      transaction_id: transactionId,
      created_at: new Date(Math.round(at)).toISOString(),
    });
  });
}

export function byNewest<T extends { created_at: string; id: number }>(a: T, b: T): number {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id;
}
