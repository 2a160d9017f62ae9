import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '#i18n/i18n.ts';
import type { MessageTone } from '#dialog/message-dialog.tsx';
import { errorText } from '#utils/error-text.ts';

/**
 * The spec's headlines: 'Done!' and 'Poof!' (something deleted) for success, 'Whoops!' and 'Uh oh!'
 * for failures. The English headline names the outcome; it is shown as `OUTCOME_TITLES` words it.
 */
export type OutcomeTitle = 'Done!' | 'Poof!' | 'Whoops!' | 'Uh oh!';

/** Each headline as a message, translated where it renders. */
export const OUTCOME_TITLES: Record<OutcomeTitle, MessageDescriptor> = {
  'Done!': msg`Done!`,
  'Poof!': msg`Poof!`,
  'Whoops!': msg`Whoops!`,
  'Uh oh!': msg`Uh oh!`,
};

export interface OutcomeAction {
  label: string;
  /** Runs before the dialog closes. */
  onSelect: () => void;
}

/** What the outcome dialog says after an action. */
export interface Outcome {
  title: OutcomeTitle;
  /** The server's message, shown as plain text unless `html` is set. */
  message: string;
  /** Defaults to `success` for 'Done!' and 'Poof!', `error` for 'Whoops!' and 'Uh oh!'. */
  tone?: MessageTone;
  /** The message is markup from the server: it is shown through `sanitizeHtml`. */
  html?: boolean;
  /** A longer text behind a "Show details" toggle, ready to copy into a ticket. */
  details?: string;
  /** The button that closes the dialog; "OK" by default. */
  actionLabel?: string;
  /** A second button ("View ticket", "Contact support"); it closes the dialog too. */
  secondaryAction?: OutcomeAction;
  /** Runs once the user closed the dialog, whichever way (leaving a deleted server's page, say). */
  onClose?: () => void;
  /**
   * Where focus goes when the dialog closes, when the control that had it before is gone (the
   * row that was deleted). By default focus returns to the control that had it.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** What a failure says when it brings no message of its own. */
export const FAILURE_FALLBACK: MessageDescriptor = msg`Something went wrong`;

/** An API answer that may carry the server's message. */
export interface AnswerLike {
  message?: string | null;
}

/**
 * A thrown failure as the api-client raises them: the server's `message`, the HTTP `status` when
 * there was an answer, and `details` (the call and where an unreadable answer differs) when known.
 */
export interface FailureLike {
  message?: unknown;
  /** The client's own words for `message`, as a message descriptor: shown in the active language. */
  descriptor?: unknown;
  status?: unknown;
  details?: unknown;
}

function field(error: unknown, key: keyof FailureLike): unknown {
  return typeof error === 'object' && error !== null ? (error as FailureLike)[key] : undefined;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** The tone an outcome is shown in. */
export function outcomeTone(outcome: Pick<Outcome, 'title' | 'tone'>): MessageTone {
  if (outcome.tone) return outcome.tone;
  return outcome.title === 'Done!' || outcome.title === 'Poof!' ? 'success' : 'error';
}

/** 'Done!' with the server's message, or `fallback` when it sent none. */
export function done(message?: string | null, fallback = ''): Outcome {
  // eslint-disable-next-line portal/no-hard-coded-text -- an OutcomeTitle key; the dialog shows OUTCOME_TITLES['Done!']
  return { title: 'Done!', message: message || fallback, tone: 'success' };
}

/** 'Poof!' after something was deleted, with the server's message or `fallback`. */
export function poof(message?: string | null, fallback = ''): Outcome {
  // eslint-disable-next-line portal/no-hard-coded-text -- an OutcomeTitle key; the dialog shows OUTCOME_TITLES['Poof!']
  return { title: 'Poof!', message: message || fallback, tone: 'success' };
}

export interface AnswerOutcomeOptions {
  /** 'Poof!' for a deletion; 'Done!' otherwise. */
  title?: 'Done!' | 'Poof!';
  /** The server words its message in markup. */
  html?: boolean;
}

/** The outcome of a successful call: its answer's `message`, or `fallback` when it has none. */
export function outcomeFromAnswer(answer: AnswerLike | null | undefined, fallback: string, { title = 'Done!', html = false }: AnswerOutcomeOptions = {}): Outcome {
  const message = answer?.message || fallback;
  return { title, message, tone: 'success', ...(html && answer?.message ? { html: true } : {}) };
}

/** The HTTP status of a failure, when it had an answer. */
export function failureStatus(error: unknown): number | undefined {
  const status = field(error, 'status');
  return typeof status === 'number' ? status : undefined;
}

/**
 * The failure's own words (the server's message, or what the client knows, in the active language),
 * else "Something went wrong".
 */
export function failureMessage(error: unknown): string {
  return errorText(error) ?? i18n._(FAILURE_FALLBACK);
}

/** A 422 answer: its errors belong next to the form's fields, not in a dialog. */
export function isValidationFailure(error: unknown): boolean {
  return failureStatus(error) === 422;
}

export interface ErrorOutcomeOptions {
  /** Title a failure of the server itself (status 500 and up) 'Uh oh!' instead of 'Whoops!'. */
  uhOhForServerErrors?: boolean;
}

/** 'Whoops!' (or 'Uh oh!') with the failure's message and, when it has them, its details. */
export function outcomeFromError(error: unknown, { uhOhForServerErrors = false }: ErrorOutcomeOptions = {}): Outcome {
  const status = failureStatus(error);
  const details = nonEmpty(field(error, 'details'));
  return {
    // eslint-disable-next-line portal/no-hard-coded-text -- OutcomeTitle keys; the dialog shows them through OUTCOME_TITLES
    title: uhOhForServerErrors && status !== undefined && status >= 500 ? 'Uh oh!' : 'Whoops!',
    message: failureMessage(error),
    tone: 'error',
    ...(details ? { details } : {}),
  };
}
