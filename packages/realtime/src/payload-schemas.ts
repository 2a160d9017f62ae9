/**
 * The schema of every realtime event's payload, from the API document, and the check the bus runs
 * before a handler sees a payload. The bus loads this module with a dynamic `import()` when its
 * first connection opens: the schemas stay out of the bundle of the pages that import the bus.
 */
import {
  DeploymentEventSchema,
  NewNotificationEventSchema,
  PortainerInstalledEventSchema,
  ServerDeletedEventSchema,
  ServerEventSchema,
  TicketCountEventSchema,
} from '@portal/api-client/schemas';
import type { ChannelKind, RealtimeEventName, RealtimePayload } from './events.ts';

/** A path step as Standard Schema v1 allows it: a key, or an object that carries one. */
type PathItem = PropertyKey | { readonly key: PropertyKey };

/**
 * An issue as Standard Schema v1 reports it. Valibot's issues also say what was expected and
 * received, and nest the issues of a union's branches; they are read when present.
 */
interface Issue {
  readonly message: string;
  readonly path?: readonly PathItem[] | undefined;
  readonly type?: unknown;
  readonly expected?: unknown;
  readonly received?: unknown;
  readonly issues?: readonly Issue[] | undefined;
}

type Result<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly Issue[] };

/**
 * A Standard Schema v1 validator of `Output`, as every schema of `@portal/api-client/schemas` is.
 * Calling it through `~standard` needs no import of the schema library here.
 */
interface PayloadSchema<Output> {
  readonly '~standard': {
    readonly validate: (value: unknown) => Result<Output> | Promise<Result<Output>>;
  };
}

/** Per kind and event, the schema of its payload, or `null` for an event that carries none. */
type PayloadSchemas = {
  readonly [K in ChannelKind]: {
    readonly [E in RealtimeEventName<K>]: [RealtimePayload<K, E>] extends [void] ? null : PayloadSchema<RealtimePayload<K, E>>;
  };
};

const payloadSchemas: PayloadSchemas = {
  system: {
    'new-version': null,
    'rebuild-menu': null,
    'fetch-system-settings': null,
  },
  notifications: {
    'new-notification': NewNotificationEventSchema,
  },
  customer: {
    'cdn-enabled': ServerEventSchema,
    'portainer-installed': PortainerInstalledEventSchema,
    'new-deployment': DeploymentEventSchema,
    'server-deleted': ServerDeletedEventSchema,
    'paths-injected': ServerEventSchema,
    'scan-stopped': ServerEventSchema,
    'sync-request-lounge-process': ServerEventSchema,
  },
  admin: {
    'new-deployment': DeploymentEventSchema,
    'server-deleted': ServerDeletedEventSchema,
  },
  tickets: {
    'unread-tickets': TicketCountEventSchema,
  },
};

export type PayloadCheck = { ok: true; value: unknown } | { ok: false; problem: string };

function pathOf(issue: Issue): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = typeof item === 'object' && item !== null ? item.key : item;
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** The deepest first issue: a union names the branch that came closest. */
function firstIssue(issues: readonly Issue[]): Issue | undefined {
  let issue = issues[0];
  while (issue?.issues?.length) {
    const nested = issue.issues[0]!;
    if (!nested.path?.length) break;
    issue = nested;
  }
  return issue;
}

/** Where the payload first differs from its schema, e.g. `at server_id, expected number, received "abc"`. */
function describeIssue(issue: Issue | undefined): string {
  if (!issue) return 'it does not match its schema';
  const where = `at ${pathOf(issue) || 'the payload'}`;
  if (typeof issue.received !== 'string') return `${where}, ${issue.message}`;
  // A key that is not there (valibot expects the key's name, and receives `undefined`).
  if (issue.type === 'object' && issue.received === 'undefined') return `${where}, expected a value, received nothing`;
  // A custom check names what it expected in its message (`Object`, for a payload that is no object).
  const expected =
    issue.type === 'custom' ? issue.message : typeof issue.expected === 'string' ? issue.expected : typeof issue.type === 'string' ? issue.type : issue.message;
  return `${where}, expected ${expected}, received ${issue.received}`;
}

/**
 * Checks the payload of `event` on a channel of `kind`. A match gives the parsed payload (keys the
 * document does not name are dropped); an event without payload gives `undefined` whatever was
 * sent. Never throws.
 */
export function checkPayload(kind: ChannelKind, event: string, payload: unknown): PayloadCheck {
  const events: Partial<Record<string, PayloadSchema<unknown> | null>> = payloadSchemas[kind];
  const schema = Object.hasOwn(events, event) ? events[event] : undefined;
  if (schema === undefined) return { ok: false, problem: `${kind} has no event named ${event}` };
  if (schema === null) return { ok: true, value: undefined };
  try {
    const result = schema['~standard'].validate(payload);
    if (result instanceof Promise) return { ok: false, problem: 'its schema cannot be checked synchronously' };
    if (result.issues) return { ok: false, problem: describeIssue(firstIssue(result.issues)) };
    return { ok: true, value: result.value };
  } catch (error) {
    return { ok: false, problem: `its check failed (${String(error)})` };
  }
}
