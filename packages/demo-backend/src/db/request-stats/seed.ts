import { now } from '#lib/clock.ts';
import { db } from '../database.ts';

const HOUR = 3_600_000;

/**
 * When each available request became available: a few hours to about three weeks after it was
 * asked for, most within days (as a real lounge's staff work), never later than now. Deterministic:
 * the delay follows from the request's id.
 */
export function seedRequestStats(): void {
  const at = now();
  for (const request of db.mediaRequest.getAll()) {
    if (request.status !== 'available') continue;
    const created = Date.parse(request.created_at);
    if (Number.isNaN(created)) continue;
    const spread = ((request.id * 2654435761) >>> 0) / 4294967296;
    const hours = 3 + Math.round(spread * spread * 500);
    db.requestFulfilment.create({ id: request.id, available_at: new Date(Math.min(at, created + hours * HOUR)).toISOString() });
  }
}
