import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, ids, list, text } from '../columns.ts';

/**
 * The request lounge: the catalogue of titles, what customers asked for and follow, their reports
 * of problems with a title, the titles their servers lost, and what was played where.
 */
export const requestLoungeModels = {
  mediaItem: {
    id: primaryKey(Number),
    title: text,
    type: text,
    year: nullable<number>(() => null),
    overview: nullable<string>(() => null),
    uhd: flag,
    available: flag,
    categories: list,
    popularity: count,
    /** How many seasons a show has. */
    seasons: nullable<number>(() => null),
  },
  mediaRequest: {
    id: primaryKey(Number),
    user_id: count,
    media_id: count,
    status: text,
    /** The 4K version was asked for. */
    uhd: flag,
    /** The seasons asked for; empty for a movie or every season. */
    seasons: ids,
    created_at: text,
  },
  subscription: {
    id: primaryKey(Number),
    user_id: count,
    media_id: count,
    created_at: text,
  },
  /** A customer's report of a problem with a title (request lounge). */
  mediaReport: {
    id: primaryKey(Number),
    user_id: count,
    media_id: count,
    issue: text,
    details: nullable<string>(() => null),
    season: nullable<number>(() => null),
    episode: nullable<number>(() => null),
    status: text,
    reply: nullable<string>(() => null),
    created_at: text,
    updated_at: text,
  },
  /** A title that disappeared from a customer's server (request lounge, lost and found). */
  lostMedia: {
    id: primaryKey(Number),
    user_id: count,
    server_id: count,
    media_id: count,
    library: nullable<string>(() => null),
    reason: text,
    status: text,
    restorable: flag,
    lost_at: text,
  },
  /** Plays of a title on a server, one row per title, server and day. */
  mediaPlay: {
    id: primaryKey(Number),
    server_id: count,
    media_id: count,
    plays: count,
    viewers: count,
    played_at: text,
  },
};
