import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, text } from '../columns.ts';

/**
 * How the request lounge is run: its rules (one row), users with a weekly limit of their own, what
 * contributors added to the libraries, where each kind of request lands, and the media types the
 * lounge offers.
 */
export const requestSetupModels = {
  requestRules: {
    id: primaryKey(String),
    weekly_limit: count,
    trial_weekly_limit: count,
    max_seasons: nullable<number>(() => null),
    /** everyone | customers | contributors | nobody */
    uhd_requests: text,
    auto_approve_contributors: flag,
    updated_at: nullable<string>(() => null),
  },
  requestLimitOverride: {
    id: primaryKey(Number),
    user_id: count,
    weekly_limit: count,
    note: nullable<string>(() => null),
    created_at: text,
  },
  contribution: {
    id: primaryKey(Number),
    user_id: count,
    title: text,
    /** added | upgraded | fixed */
    kind: text,
    /** movie | show */
    media_type: text,
    created_at: text,
  },
  libraryMap: {
    id: primaryKey(Number),
    /** movie | movie_4k | show | show_4k */
    request_type: text,
    /** plex | emby | jellyfin */
    server_type: text,
    library: text,
    path: text,
    updated_at: nullable<string>(() => null),
  },
  mediaType: {
    id: primaryKey(Number),
    name: text,
    slug: text,
    enabled: flag,
    maps_to: text,
    position: count,
  },
};
