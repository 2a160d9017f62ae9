import { nullable, primaryKey } from '@mswjs/data';
import { count, text } from '../columns.ts';

/** The community center: friends customers invited, the community CDN and each user's choice of node, and reports of titles matched to the wrong metadata. */
export const communityModels = {
  /** A friend a customer invited to the service (community center). */
  communityInvite: {
    id: primaryKey(Number),
    user_id: count,
    email: text,
    message: nullable<string>(() => null),
    status: text,
    sent_at: text,
    accepted_at: nullable<string>(() => null),
    expires_at: text,
  },
  communityCdnNode: {
    id: primaryKey(Number),
    name: text,
    location: text,
    status: text,
    load_percent: nullable<number>(() => null),
    /** The round trip from Frankfurt, where most customer servers run; each user's servers add their own offset. */
    latency_ms: nullable<number>(() => null),
  },
  communityCdnPreference: {
    user_id: primaryKey(Number),
    node_id: nullable<number>(() => null),
    updated_at: text,
  },
  /** A title a customer reported as matched to the wrong metadata. */
  mismatchReport: {
    id: primaryKey(Number),
    user_id: count,
    server_id: count,
    library_id: count,
    title: text,
    problem: text,
    details: nullable<string>(() => null),
    correct_match: text,
    status: text,
    staff_note: nullable<string>(() => null),
    created_at: text,
    updated_at: text,
  },
};
