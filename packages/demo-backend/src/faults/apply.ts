import type { FaultKind } from './registry.ts';

/** What a faulted call answers: a status and a JSON body, or no HTTP answer at all. */
export type FaultOutcome = { type: 'answer'; status: number; body: unknown } | { type: 'no-answer' };

export const FAULT_MESSAGES = {
  'success-false': 'The demo backend was told to fail this call.',
  'status-404': 'No query results for model.',
  'status-422': 'The given data was invalid.',
  'status-500': 'Server Error',
} as const;

/** The kinds that answer without running the call's handler: the call changes nothing. */
export const FAULTS_BEFORE_HANDLER: readonly FaultKind[] = ['success-false', 'status-404', 'status-422', 'status-500', 'no-answer'];

/** Keys of the answer's envelope; the payload is `data`, else the first key that is none of these. */
const ENVELOPE_KEYS = new Set(['success', 'message', 'popup', 'meta']);

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key that holds the answer's payload, or null when the answer has only its envelope. */
export function payloadKey(body: JsonObject): string | null {
  if ('data' in body) return 'data';
  return Object.keys(body).find((key) => !ENVELOPE_KEYS.has(key)) ?? null;
}

/** A value of another JSON type than the one given. */
export function otherType(value: unknown): unknown {
  if (value === null) return 42;
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'yes';
  return 'unexpected';
}

/** Laravel's 422 for the fields the request sent: one message each, or one general message. */
export function validationErrorsFor(input: unknown): Record<string, string[]> {
  const fields = isObject(input) ? Object.keys(input).map((key) => key.replace(/\[\]$/, '')) : [];
  if (!fields.length) return { general: [FAULT_MESSAGES['status-422']] };
  return Object.fromEntries(fields.map((field) => [field, [`The ${field.replace(/_/g, ' ')} field is invalid.`]]));
}

/** The object whose first field `missing-field` and `wrong-type` change: the payload, or its first element. */
function fieldHolder(payload: unknown): JsonObject | null {
  const inner = Array.isArray(payload) && payload.length > 0 ? payload[0] : payload;
  return isObject(inner) && Object.keys(inner).length > 0 ? inner : null;
}

function breakField(kind: 'missing-field' | 'wrong-type', body: JsonObject): JsonObject {
  const key = payloadKey(body);
  // An answer with nothing but its envelope: its own first field is the one to break.
  const holder = key === null ? body : fieldHolder(body[key]);
  if (holder) {
    const [first] = Object.keys(holder) as [string];
    if (kind === 'missing-field') delete holder[first];
    else holder[first] = otherType(holder[first]);
  } else if (key !== null) {
    if (kind === 'missing-field') delete body[key];
    else body[key] = otherType(body[key]);
  }
  return body;
}

function reshape(kind: FaultKind, body: unknown): unknown {
  if (kind === 'slow') return body;
  const empty = kind === 'data-empty-array' ? [] : kind === 'data-empty-object' ? {} : kind === 'data-null' ? null : undefined;
  if (!isObject(body)) {
    if (kind === 'missing-field') return fieldHolder(body) ? breakField(kind, { data: body }).data : null;
    if (kind === 'wrong-type') return fieldHolder(body) ? breakField(kind, { data: body }).data : otherType(body);
    return empty;
  }
  if (kind === 'missing-field' || kind === 'wrong-type') return breakField(kind, body);
  return { ...body, [payloadKey(body) ?? 'data']: empty };
}

/**
 * What a fault makes of a call. `body` is the answer the call would give when it succeeds (the
 * handler's 200 body; unused by the kinds that answer instead of the handler), `requestInput`
 * the request's body (its fields name the 422's errors). Pure: `slow` answers the body as it is
 * and leaves the waiting to the caller, and the body given is never changed.
 */
export function applyFault(kind: FaultKind, body: unknown, requestInput: unknown = {}): FaultOutcome {
  switch (kind) {
    case 'no-answer':
      return { type: 'no-answer' };
    case 'success-false':
      return { type: 'answer', status: 200, body: { success: false, message: FAULT_MESSAGES['success-false'] } };
    case 'status-404':
      return { type: 'answer', status: 404, body: { success: false, message: FAULT_MESSAGES['status-404'] } };
    case 'status-500':
      return { type: 'answer', status: 500, body: { success: false, message: FAULT_MESSAGES['status-500'] } };
    case 'status-422':
      return { type: 'answer', status: 422, body: { success: false, message: FAULT_MESSAGES['status-422'], errors: validationErrorsFor(requestInput) } };
    default: {
      // A copy as it would travel: the handler's objects (and the caller's) stay as they are.
      const copy = body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown);
      return { type: 'answer', status: 200, body: reshape(kind, copy) };
    }
  }
}
