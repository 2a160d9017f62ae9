import { db } from '../database.ts';
import { DEFAULT_TRIAL_WEEKLY_LIMIT, DEFAULT_WEEKLY_LIMIT, REQUEST_RULES_ID } from './seed.ts';

export type RequestRulesRow = ReturnType<typeof db.requestRules.getAll>[number];

/** The rules' row; a database saved before the rules existed gets the defaults. */
export function requestRules(): RequestRulesRow {
  const row = db.requestRules.findFirst({ where: { id: { equals: REQUEST_RULES_ID } } });
  if (row) return row;
  return db.requestRules.create({
    id: REQUEST_RULES_ID,
    weekly_limit: DEFAULT_WEEKLY_LIMIT,
    trial_weekly_limit: DEFAULT_TRIAL_WEEKLY_LIMIT,
    max_seasons: null,
    uhd_requests: 'everyone',
    auto_approve_contributors: false,
    updated_at: null,
  });
}

/** The user's own weekly limit, when an admin gave them one. */
export function overrideOf(userId: number): number | null {
  return db.requestLimitOverride.findFirst({ where: { user_id: { equals: userId } } })?.weekly_limit ?? null;
}

/** Requests the user may make in seven days: their own limit, else their kind of account's; null for admins (no limit). */
export function weeklyLimitOf(user: { id: number; admin: boolean; is_trial: boolean }): number | null {
  if (user.admin) return null;
  const own = overrideOf(user.id);
  if (own !== null) return own;
  const rules = requestRules();
  return user.is_trial ? rules.trial_weekly_limit : rules.weekly_limit;
}
