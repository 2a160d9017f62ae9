import type { FailureEnvelope } from '../types.ts';

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
  reported = false;

  constructor(init: { status: number; statusText: string; body: Partial<FailureEnvelope> | null; method: string; url: string }) {
    super(init.body?.message || init.statusText || 'Something went wrong');
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

/** The request got no answer at all: the server is down or the network is gone. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly url: string;

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
