import { nullable, primaryKey } from '@mswjs/data';
import { text } from '../columns.ts';

/**
 * Trial requests as the admins review them: guests' (the public form, which also keeps its own
 * `trialRequest` row, linked by `guest_request_id`) and customers' requests to try a product.
 */
export const trialRequestModels = {
  requestedTrial: {
    id: primaryKey(Number),
    /** `trial` (a guest) or `product` (a customer). */
    kind: text,
    name: text,
    email: text,
    server_type: text,
    /** The product asked for, replaced by the one the trial was approved with. */
    product_id: nullable<number>(() => null),
    user_id: nullable<number>(() => null),
    message: nullable<string>(() => null),
    /** `pending`, `approved` or `rejected`. */
    status: text,
    reason: nullable<string>(() => null),
    decided_at: nullable<string>(() => null),
    decided_by: nullable<number>(() => null),
    guest_request_id: nullable<number>(() => null),
    created_at: text,
  },
};
