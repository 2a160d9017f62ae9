import type { FailureEnvelope } from '@portal/api-client';

/** A failure answer; the route wrapper turns it into the response. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: FailureEnvelope;

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = errors ? { success: false, message, errors } : { success: false, message };
  }
}

export const unauthenticated = (): HttpError => new HttpError(401, 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.'): HttpError => new HttpError(403, message);
export const notFound = (message = 'Not Found.'): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);
export const tooManyRequests = (message: string): HttpError => new HttpError(429, message);

/** Laravel's summary of a validation failure: the first message and how many more there are. */
export function summarize(errors: Record<string, string[]>): string {
  const messages = Object.values(errors).flat();
  const [first = 'The given data was invalid.'] = messages;
  const more = messages.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
}

export function validationFailed(errors: Record<string, string[]>): HttpError {
  return new HttpError(422, summarize(errors), errors);
}
