import type { CommunityCdn, CommunityCdnNode, CommunityInvite, CommunityMismatch, CommunityMismatchProblem } from '@portal/api-client';
import { isMatchReference } from '@portal/api-client/media-references';
import { db, type UserRow } from '#db/database.ts';
import { isoNow, isPast } from '#lib/clock.ts';
import type { CustomRule } from '#lib/validation.ts';
import { findServer } from './servers.ts';

type Row<T extends 'communityInvite' | 'communityCdnNode' | 'mismatchReport'> = ReturnType<(typeof db)[T]['getAll']>[number];
export type CommunityInviteRow = Row<'communityInvite'>;
export type CommunityCdnNodeRow = Row<'communityCdnNode'>;
export type MismatchReportRow = Row<'mismatchReport'>;

// ---------------------------------------------------------------- invites

/** How many invites a customer may have pending at once. */
export const INVITE_LIMIT = 5;
export const INVITE_VALID_DAYS = 14;

/** A pending invite whose time ran out is expired from then on. */
export function settleInvite(row: CommunityInviteRow): CommunityInviteRow {
  if (row.status !== 'pending' || !isPast(row.expires_at)) return row;
  return db.communityInvite.update({ where: { id: { equals: row.id } }, data: { status: 'expired' } }) ?? row;
}

export function invitesOf(user: UserRow): CommunityInviteRow[] {
  return db.communityInvite
    .getAll()
    .filter((invite) => invite.user_id === user.id)
    .map(settleInvite)
    .sort((a, b) => b.sent_at.localeCompare(a.sent_at) || b.id - a.id);
}

export function toCommunityInvite(row: CommunityInviteRow): CommunityInvite {
  const status = (['pending', 'accepted', 'expired', 'revoked'] as const).find((candidate) => candidate === row.status) ?? 'expired';
  return { id: row.id, email: row.email, message: row.message, status, sent_at: row.sent_at, accepted_at: row.accepted_at, expires_at: row.expires_at };
}

export function invitesOverview(user: UserRow) {
  const invites = invitesOf(user);
  const pending = invites.filter((invite) => invite.status === 'pending').length;
  return { invites: invites.map(toCommunityInvite), limit: INVITE_LIMIT, remaining: Math.max(0, INVITE_LIMIT - pending) };
}

// ---------------------------------------------------------------- CDN

/** A user's servers sit in different places, so each user sees a few milliseconds more or less. */
function latencyOffset(user: UserRow): number {
  return (user.id * 7) % 11;
}

export function toCdnNode(row: CommunityCdnNodeRow, user: UserRow): CommunityCdnNode {
  const status = (['online', 'degraded', 'offline'] as const).find((candidate) => candidate === row.status) ?? 'offline';
  const offline = status === 'offline';
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    status,
    load_percent: offline ? null : row.load_percent,
    latency_ms: offline || row.latency_ms === null ? null : row.latency_ms + latencyOffset(user),
  };
}

export function cdnOverview(user: UserRow): CommunityCdn {
  const nodes = db.communityCdnNode
    .getAll()
    .sort((a, b) => a.id - b.id)
    .map((node) => toCdnNode(node, user));
  const preference = db.communityCdnPreference.findFirst({ where: { user_id: { equals: user.id } } });
  const preferred = preference?.node_id ?? null;
  // A preferred node that has gone away leaves the choice to the platform again.
  return { nodes, preferred_node_id: nodes.some((node) => node.id === preferred) ? preferred : null, measured_at: isoNow() };
}

// ---------------------------------------------------------------- mismatched content

export const MISMATCH_PROBLEMS = ['wrong_title', 'wrong_year', 'wrong_artwork', 'wrong_episodes', 'other'] as const satisfies readonly CommunityMismatchProblem[];
export const MISMATCH_STATUSES = ['open', 'in_progress', 'fixed', 'rejected', 'cancelled'] as const;

const STATUS_WORDS: Record<(typeof MISMATCH_STATUSES)[number], string> = {
  open: 'open',
  in_progress: 'being worked on',
  fixed: 'fixed',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

export function mismatchStatus(row: MismatchReportRow): (typeof MISMATCH_STATUSES)[number] {
  return MISMATCH_STATUSES.find((status) => status === row.status) ?? 'open';
}

export function statusWords(row: MismatchReportRow): string {
  return STATUS_WORDS[mismatchStatus(row)];
}

export const MATCH_FORMAT_MESSAGE = 'The correct match must be an IMDb, TMDB or TheTVDB link, or an ID such as tt0017136, tmdb:19 or tvdb:71663.';

export const correctMatchRule: CustomRule = (value) =>
  typeof value === 'string' && isMatchReference(value.trim()) ? null : MATCH_FORMAT_MESSAGE;

export function toMismatch(row: MismatchReportRow): CommunityMismatch {
  const problem = MISMATCH_PROBLEMS.find((candidate) => candidate === row.problem) ?? 'other';
  return {
    id: row.id,
    server_id: row.server_id,
    server_name: findServer(row.server_id)?.name ?? 'A deleted server',
    library_id: row.library_id,
    library_name: db.library.findFirst({ where: { id: { equals: row.library_id } } })?.name ?? 'A removed library',
    title: row.title,
    problem,
    details: row.details,
    correct_match: row.correct_match,
    status: mismatchStatus(row),
    staff_note: row.staff_note,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
