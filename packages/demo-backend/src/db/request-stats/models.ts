import { primaryKey } from '@mswjs/data';
import { text } from '../columns.ts';

/**
 * When a request became available, for the statistics' time to fulfil: one compact row per
 * fulfilled request (its id is the request's), since the request row keeps only its current status.
 */
export const requestStatsModels = {
  requestFulfilment: {
    id: primaryKey(Number),
    available_at: text,
  },
};
