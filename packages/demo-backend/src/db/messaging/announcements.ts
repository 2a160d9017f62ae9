import { now } from '#lib/clock.ts';
import { db, type AnnouncementRow } from '../database.ts';

export type AnnouncementStatus = 'live' | 'scheduled' | 'past' | 'draft';

export function scheduleOf(id: number) {
  return db.announcementSchedule.findFirst({ where: { id: { equals: id } } });
}

/** When customers start to see it: its start, else when it was published, else when it was written. */
export function shownFrom(row: AnnouncementRow): string {
  const schedule = scheduleOf(row.id);
  return schedule?.starts_at ?? schedule?.published_at ?? row.created_at;
}

/** Published (`active`) and within its dates is live; the dates decide scheduled and past. */
export function announcementStatus(row: AnnouncementRow, at = now()): AnnouncementStatus {
  if (!row.active) return 'draft';
  const schedule = scheduleOf(row.id);
  if (schedule?.starts_at && Date.parse(schedule.starts_at) > at) return 'scheduled';
  if (schedule?.ends_at && Date.parse(schedule.ends_at) <= at) return 'past';
  return 'live';
}

/**
 * The announcement a user sees: the newest live one they have not marked read. Several may be live;
 * the user gets them one at a time. Admins write them for customers and look at them in the
 * preview, so their own sessions get none (an admin impersonating a customer gets the customer's).
 */
export function currentAnnouncementFor(userId: number): AnnouncementRow | null {
  if (db.user.findFirst({ where: { id: { equals: userId } } })?.admin) return null;
  const read = new Set(db.announcementRead.getAll().filter((row) => row.user_id === userId).map((row) => row.announcement_id));
  const candidates = db.announcement
    .getAll()
    .filter((row) => !read.has(row.id) && announcementStatus(row) === 'live')
    .map((row) => ({ row, from: shownFrom(row) }))
    .sort((a, b) => b.from.localeCompare(a.from) || b.row.id - a.row.id);
  return candidates[0]?.row ?? null;
}
