import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, text } from '../columns.ts';

/** The commands the platform ran on its nodes, with what they answered. */
export const processModels = {
  process: {
    id: primaryKey(Number),
    node_id: count,
    command: text,
    result: nullable<string>(() => null),
    success: flag,
    time: count,
    transaction_id: nullable<string>(() => null),
    created_at: text,
  },
};
