import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, text } from '../columns.ts';

/**
 * The automations of `/app/admin/integrations/automations` with their runs, and the library of node
 * scripts they (and the node pages) run. A trigger's and an action's parameters and the conditions
 * are JSON kept as text, so every row stays flat.
 */
export const automationModels = {
  automation: {
    id: primaryKey(Number),
    name: text,
    enabled: flag,
    trigger_type: text,
    /** JSON object: the trigger's parameters. */
    trigger_params: text,
    /** JSON list of `{ field, operator, value }`. */
    conditions: text,
    /** JSON list of `{ type, params }`. */
    actions: text,
    created_at: text,
    updated_at: nullable<string>(() => null),
  },
  automationRun: {
    id: primaryKey(Number),
    automation_id: count,
    ran_at: text,
    success: flag,
    subject: nullable<string>(() => null),
    message: nullable<string>(() => null),
  },
  nodeScript: {
    id: primaryKey(String),
    /** Where it is offered, from 1. */
    position: count,
    name: text,
    description: nullable<string>(() => null),
    command: text,
    /** The media servers on the node stall or restart while it runs. */
    disruptive: flag,
    /** Seconds it usually runs. */
    time: count,
    run_on_new_nodes: flag,
    /** Seconds before a run is stopped. */
    timeout: count,
    updated_at: nullable<string>(() => null),
  },
};
