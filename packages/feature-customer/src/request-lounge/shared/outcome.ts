import { isApiError } from '@portal/api-client';
import type { Outcome } from '../store/request-lounge-store.tsx';

export function doneOutcome(message: string): Outcome {
  return { title: 'Done!', message, tone: 'success' };
}

/** 'Poof!': something of the user's is gone, as the spec titles deletions. */
export function poofOutcome(message: string): Outcome {
  return { title: 'Poof!', message, tone: 'success' };
}

/** A refused action in the spec's words: 'Whoops!' with the server's reason. */
export function failureOutcome(error: unknown): Outcome {
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong';
  return { title: isApiError(error) && error.status >= 500 ? 'Uh oh!' : 'Whoops!', message, tone: 'error' };
}
