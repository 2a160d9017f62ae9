import { nullable, primaryKey } from '@mswjs/data';
import { count, list, text } from '../columns.ts';

/** The status page: the platform's services, and its incidents with their updates. */
export const statusModels = {
  /** The platform's services on the status page. */
  statusService: {
    key: primaryKey(String),
    name: text,
    status: text,
    message: nullable<string>(() => null),
    position: count,
  },
  statusIncident: {
    id: primaryKey(Number),
    title: text,
    impact: text,
    status: text,
    /** Service keys and node aliases. */
    affects: list,
    started_at: text,
    resolved_at: nullable<string>(() => null),
  },
  statusIncidentUpdate: {
    id: primaryKey(Number),
    incident_id: count,
    status: text,
    body: text,
    created_at: text,
  },
};
