import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FailureEnvelope } from '../types.ts';
import type { ResponseMismatch } from '../validation/define.ts';

/**
 * The client's own words for a failure. An error that has them carries them as `descriptor`, and
 * its `message` is their English (for logs): a screen shows the descriptor in the active language
 * (the ui-kit's error states do), while a `message` from the server is shown as it came.
 */
export const FAILURE_MESSAGES = {
  /** A failed answer that says nothing itself. */
  generic: msg`Something went wrong`,
  unexpected: msg`The server sent an answer this screen cannot read.`,
  unreachable: msg`Cannot reach the server. Check your connection and try again.`,
} satisfies Record<string, MessageDescriptor>;

/** A failed HTTP answer (4xx or 5xx). `reported` is true once the generic error event announced it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The decoded body, when the server sent one. */
  readonly body: Partial<FailureEnvelope> | null;
  /** Laravel-style field errors from a 422 answer. */
  readonly errors: Record<string, string[]>;
  readonly method: string;
  readonly url: string;
  /** Set when the answer said nothing (no message, no status text): `message` is then the client's own. */
  readonly descriptor?: MessageDescriptor;
  reported = false;

  constructor(init: { status: number; statusText: string; body: Partial<FailureEnvelope> | null; method: string; url: string }) {
    super(init.body?.message || init.statusText || 'Something went wrong');
    if (!init.body?.message && !init.statusText) this.descriptor = FAILURE_MESSAGES.generic;
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
    this.errors = init.body?.errors ?? {};
    this.method = init.method;
    this.url = init.url;
  }

  get isValidation(): boolean {
    return this.status === 422;
  }
}

/**
 * The server answered with success, but not in the shape the API document describes for the call
 * (a missing field, a field of another type, a list where an object belongs …). Screens show it in
 * their error state; `details` names the call and the first place that differs, for a ticket.
 */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';
  /** The document's operation id, e.g. `customerServersList`. */
  readonly operationId: string;
  /** The call as the document names it, e.g. `GET /api/customer/servers`. */
  readonly call: string;
  /** The address that was called, e.g. `/api/customer/servers/12`. */
  readonly url: string;
  readonly mismatch: ResponseMismatch;
  /** `message` in the active language. */
  readonly descriptor: MessageDescriptor = FAILURE_MESSAGES.unexpected;
  reported = false;

  constructor(init: { operationId: string; call: string; url: string; mismatch: ResponseMismatch }) {
    super('The server sent an answer this screen cannot read.');
    this.operationId = init.operationId;
    this.call = init.call;
    this.url = init.url;
    this.mismatch = init.mismatch;
  }

  /** What to copy into a ticket: the call, where the answer differs, and how. */
  get details(): string {
    const { path, expected, received } = this.mismatch;
    return [
      `Call: ${this.call} (${this.operationId})`,
      `Address: ${this.url}`,
      `Where: ${path || 'the answer itself'}`,
      `Expected: ${expected}`,
      `Received: ${received}`,
    ].join('\n');
  }
}

export function isUnexpectedResponseError(error: unknown): error is UnexpectedResponseError {
  return error instanceof UnexpectedResponseError;
}

/** The request got no answer at all: the server is down or the network is gone. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly url: string;
  /** `message` in the active language. */
  readonly descriptor: MessageDescriptor = FAILURE_MESSAGES.unreachable;

  constructor(url: string, options?: { cause?: unknown }) {
    super('Cannot reach the server. Check your connection and try again.', options);
    this.url = url;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** The first message per field of a 422 answer, for showing next to each field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}
